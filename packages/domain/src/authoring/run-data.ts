// What an authored event needs to run, by kind: the conference call on the built-in bridge that
// carries its hub topics, console and schedule (calls, live video, meetings, simulated live and
// NRS Direct all ride on one), the live video status, the small group meeting, the simulated-live
// show type, and the presentation payload's parts (SPEC §3) from which the viewer derives the kind
// (presentation/kind.ts). Made the same way as the demo events of each kind.
import { QandAType, ShowType, type ReplayType } from '../constants.ts';
import type { Presentation } from '../presentation/entities.ts';
import { authoringKind } from './kinds.ts';
import { settingsStartUtc, type EventSettings } from './event-schema.ts';

/** Authored calls take ConferenceCallData.Id = this + presId (demo calls are 7001-7999). */
export const AUTHORED_CALL_ID_BASE = 1_000_000;
/** Authored meetings take MeetingId = this + presId (demo meetings are 8xxx). */
export const AUTHORED_MEETING_ID_BASE = 2_000_000;
/** The calendar length of an authored call (SPEC §7 icsfile) and of its meeting. */
export const AUTHORED_CALL_DURATION_MINUTES = 60;
/** SPEC §4 PreMeetingAccessMinutes / PostMeetingAccessMinutes of an authored meeting. */
export const AUTHORED_MEETING_ACCESS_MINUTES = { pre: 15, post: 30 } as const;

/** The payload parts the run data decides; every key is set, so a kind change clears the rest. */
export type RunExtras = Pick<
  Presentation,
  | 'HasConferenceCall'
  | 'HasTelephone'
  | 'ConferenceCallData'
  | 'LiveVideoData'
  | 'HasSimuLiveVideo'
  | 'HasSmallGroupMeetingsVideoAndSlide'
  | 'SmallGroupMeetingData'
  | 'MeetingData'
  | 'IsNrsDirect'
>;

export interface RunCall {
  readonly id: number;
  readonly callTitle: string;
  readonly startTimeUtc: string;
  readonly plannedDurationMinutes: number;
  readonly replayEnabled: boolean;
  readonly questionEditAllowed: boolean;
  readonly accessCode: string;
  readonly replayAccessCode: string;
  readonly presenterControlEnabled: boolean;
  readonly slideSyncEnabled: boolean;
}

export interface RunDataPlan {
  readonly call: RunCall | null;
  readonly liveVideo: { readonly replayType: ReplayType } | null;
  readonly meeting: { readonly id: number; readonly pin: string } | null;
  /** SPEC §9 show type (the simulated-live conference calls), else null. */
  readonly showType: string | null;
  readonly extras: RunExtras;
}

/** The call, live video, meeting and payload parts of an authored event of settings.Kind. */
export function runDataPlan(
  settings: EventSettings,
  presId: number,
  meetingPin: string,
): RunDataPlan {
  const { parts, options } = authoringKind(settings.Kind);
  const startUtc = settingsStartUtc(settings);
  const runsOnCall =
    parts.conferenceCall || parts.liveVideo || parts.meeting || parts.simuLive || parts.nrsDirect;
  const callId = AUTHORED_CALL_ID_BASE + presId;
  const qna = options.qna ? settings.QandAType : QandAType.None;
  // Meetings and NRS Direct shows are driven by their host: the slides follow the presenter.
  const presenterControl =
    parts.meeting ||
    parts.nrsDirect ||
    (options.presenterControl && settings.PresenterControlEnabled);
  const publicPrivate = options.publicPrivate && settings.AskForPublicPrivate;
  // A live video publishes its own replay; an NRS Direct show rides on the call without live video.
  const liveVideo = parts.liveVideo && !parts.nrsDirect;
  const smallGroup = parts.meeting && !parts.conferenceCall;
  const twoWayAudio = parts.meeting && parts.conferenceCall;
  const call: RunCall | null = runsOnCall
    ? {
        id: callId,
        callTitle: settings.Title,
        startTimeUtc: startUtc,
        plannedDurationMinutes: AUTHORED_CALL_DURATION_MINUTES,
        replayEnabled: options.replay && !liveVideo && settings.ReplayType !== 'None',
        questionEditAllowed: qna !== QandAType.None,
        accessCode: `${callId} ${presId}`,
        replayAccessCode: `${callId} 9${presId}`,
        presenterControlEnabled: presenterControl,
        slideSyncEnabled: parts.slides && !parts.simuLive,
      }
    : null;
  const meetingId = AUTHORED_MEETING_ID_BASE + presId;
  const endUtc = new Date(
    Date.parse(startUtc) + AUTHORED_CALL_DURATION_MINUTES * 60_000,
  ).toISOString();
  return {
    call,
    liveVideo: liveVideo ? { replayType: settings.ReplayType } : null,
    meeting: smallGroup ? { id: meetingId, pin: meetingPin } : null,
    showType:
      parts.simuLive && parts.conferenceCall
        ? parts.slides
          ? ShowType.SimuLiveConferenceCallAndSlides
          : ShowType.SimuLiveConferenceCallOnly
        : null,
    extras: {
      HasConferenceCall: parts.conferenceCall,
      HasTelephone: runsOnCall && options.dialIn,
      ConferenceCallData: call
        ? {
            CallTitle: settings.Title,
            Id: call.id,
            AskForPublicPrivate: publicPrivate,
            QandAType: qna,
            PreEventQADisabled: qna === QandAType.None,
            HideDocumentsBeforeEvent: false,
            PresenterControlEnabled: presenterControl,
            PlaybackEndTimeUtc: null,
          }
        : null,
      LiveVideoData: liveVideo ? { ReplayType: settings.ReplayType } : null,
      HasSimuLiveVideo: parts.simuLive && !parts.conferenceCall,
      HasSmallGroupMeetingsVideoAndSlide: smallGroup,
      SmallGroupMeetingData: smallGroup
        ? {
            MeetingId: meetingId,
            PresId: presId,
            MeetingPin: meetingPin,
            StartDateUTC: startUtc,
            EndDateUTC: endUtc,
            Timezone: settings.Timezone,
            PreMeetingAccessMinutes: AUTHORED_MEETING_ACCESS_MINUTES.pre,
            PostMeetingAccessMinutes: AUTHORED_MEETING_ACCESS_MINUTES.post,
          }
        : null,
      MeetingData: twoWayAudio ? { MeetingId: meetingId, MeetingPin: meetingPin } : null,
      IsNrsDirect: parts.nrsDirect,
    },
  };
}

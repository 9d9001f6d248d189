// SPEC §4 SGM states as a user sees them: waiting, starting soon (at the start time, or when the
// timer set for it fires), launching in progress (attendees, until it completes), started,
// ended; the pre-event modal; the access windows (slides from start − PreMeetingAccessMinutes,
// the post-meeting view from the end for PostMeetingAccessMinutes). Time is a parameter.
import { isBottomBarVisible, type SgmViewPhase } from '../layout/layout.ts';
import { isSgmHost, SgmRole } from '../roles/roles.ts';
import type { SmallGroupMeetingData, SgmStatus } from './entities.ts';

const MINUTE_MS = 60_000;

export const MeetingPhase = {
  Waiting: 'waiting',
  StartingSoon: 'startingSoon',
  LaunchInProgress: 'launchInProgress',
  Started: 'started',
  Ended: 'ended',
} as const;
export type MeetingPhase = (typeof MeetingPhase)[keyof typeof MeetingPhase];

export interface MeetingPhaseInput {
  readonly status: SgmStatus;
  readonly data: Pick<SmallGroupMeetingData, 'StartDateUTC'>;
  readonly nowMs: number;
}

export function meetingPhase({ status, data, nowMs }: MeetingPhaseInput): MeetingPhase {
  if (status.HasEnded) return MeetingPhase.Ended;
  if (status.HasStarted) return MeetingPhase.Started;
  if (status.IsMeetingLaunchInProgress) return MeetingPhase.LaunchInProgress;
  const startMs = Date.parse(data.StartDateUTC);
  return nowMs >= startMs ? MeetingPhase.StartingSoon : MeetingPhase.Waiting;
}

/** SPEC §4: attendees see launching in progress until it completes; hosts drive it. */
export function showsLaunchInProgress(phase: MeetingPhase, sgmRole: number): boolean {
  return phase === MeetingPhase.LaunchInProgress && !isSgmHost(sgmRole);
}

/**
 * SPEC §4: the pre-event modal is open for attendees until the meeting ends, then closes (an
 * attendee may close it earlier, or join from it once the meeting runs). Hosts drive the meeting
 * and have none.
 */
export function preEventModalOpen(phase: MeetingPhase, sgmRole: number): boolean {
  if (isSgmHost(sgmRole)) return false;
  switch (phase) {
    case MeetingPhase.Waiting:
    case MeetingPhase.StartingSoon:
    case MeetingPhase.LaunchInProgress:
    case MeetingPhase.Started:
      return true;
    case MeetingPhase.Ended:
      return false;
  }
}

/**
 * The SPEC §2 SGM state of the viewer's layout: before the start time everyone is pre-event;
 * from the start until the host has started it an attendee is waiting for the host (hosts are
 * still pre-event: the start is theirs to make); then in the meeting; then ended.
 */
export function sgmViewPhase(phase: MeetingPhase, sgmRole: number): SgmViewPhase {
  switch (phase) {
    case MeetingPhase.Waiting:
      return 'preEvent';
    case MeetingPhase.StartingSoon:
    case MeetingPhase.LaunchInProgress:
      return isSgmHost(sgmRole) ? 'preEvent' : 'attendeeWaiting';
    case MeetingPhase.Started:
      return 'inMeeting';
    case MeetingPhase.Ended:
      return 'ended';
  }
}

/** SPEC §4: the moment attendees may see the slides (start − PreMeetingAccessMinutes). */
export function slidesAvailableFromMs(
  data: Pick<SmallGroupMeetingData, 'StartDateUTC' | 'PreMeetingAccessMinutes'>,
): number {
  return Date.parse(data.StartDateUTC) - data.PreMeetingAccessMinutes * MINUTE_MS;
}

/** SPEC §4: slides for attendees from start − PreMeetingAccessMinutes; hosts always. */
export function meetingSlidesAvailable(
  data: Pick<SmallGroupMeetingData, 'StartDateUTC' | 'PreMeetingAccessMinutes'>,
  sgmRole: number,
  nowMs: number,
): boolean {
  return isSgmHost(sgmRole) || nowMs >= slidesAvailableFromMs(data);
}

/**
 * SPEC §4: the post-meeting view begins at the end and finishes after PostMeetingAccessMinutes.
 * The end is the actual end (SGMStatus.EndTime), else the scheduled one.
 */
export function postMeetingWindow(
  status: Pick<SgmStatus, 'HasEnded' | 'EndTime'>,
  data: Pick<SmallGroupMeetingData, 'EndDateUTC' | 'PostMeetingAccessMinutes'>,
): { readonly fromMs: number; readonly untilMs: number } | null {
  if (!status.HasEnded) return null;
  const fromMs = Date.parse(status.EndTime ?? data.EndDateUTC);
  return { fromMs, untilMs: fromMs + data.PostMeetingAccessMinutes * MINUTE_MS };
}

export type PostMeetingView = 'none' | 'open' | 'closed';

/** Whether the post-meeting view shows now: open inside its window, closed after it. */
export function postMeetingView(
  status: Pick<SgmStatus, 'HasEnded' | 'EndTime'>,
  data: Pick<SmallGroupMeetingData, 'EndDateUTC' | 'PostMeetingAccessMinutes'>,
  nowMs: number,
): PostMeetingView {
  const window = postMeetingWindow(status, data);
  if (!window) return 'none';
  return nowMs < window.untilMs ? 'open' : 'closed';
}

export interface MeetingSlidesShownInput {
  readonly phase: MeetingPhase;
  readonly status: Pick<SgmStatus, 'HasEnded' | 'EndTime'>;
  readonly data: Pick<
    SmallGroupMeetingData,
    'StartDateUTC' | 'EndDateUTC' | 'PreMeetingAccessMinutes' | 'PostMeetingAccessMinutes'
  >;
  readonly sgmRole: number;
  readonly nowMs: number;
}

/**
 * SPEC §4: whether the meeting shows its slides now: while it runs, the slides the host turns
 * (even when the host started early); after the end only in the post-meeting view; before, from
 * start − PreMeetingAccessMinutes for attendees and always for hosts.
 */
export function meetingSlidesShown(input: MeetingSlidesShownInput): boolean {
  if (input.phase === MeetingPhase.Started) return true;
  if (input.phase === MeetingPhase.Ended)
    return postMeetingView(input.status, input.data, input.nowMs) === 'open';
  return meetingSlidesAvailable(input.data, input.sgmRole, input.nowMs);
}

export interface MeetingBottomBarInput extends MeetingSlidesShownInput {
  readonly canNavigateSlides: boolean;
  readonly slideCount: number;
}

/**
 * SPEC §2 bottom bar of a small group meeting: the thumbnails show when the user can navigate
 * slides and slides exist, except in the pre-event, attendee-waiting and ended states while the
 * meeting shows no slides (before the pre-meeting access window, after the post-meeting view).
 */
export function meetingBottomBarVisible(input: MeetingBottomBarInput): boolean {
  return isBottomBarVisible({
    canNavigateSlides: input.canNavigateSlides,
    slideCount: input.slideCount,
    liveAudioOnlyReplay: false,
    sgmPhase: sgmViewPhase(input.phase, input.sgmRole),
    sgmSlidesShown: meetingSlidesShown(input),
  });
}

/** Whether the user may join the media now: the meeting started and has not ended. */
export function mayJoinMeeting(phase: MeetingPhase): boolean {
  return phase === MeetingPhase.Started;
}

/**
 * SPEC §6 SGM roles in a meeting: hosts by their role on the presentation; everyone else admitted
 * to the presentation (a named attendee or an entry-code guest) attends.
 */
export function meetingRoleOf(sgmRole: number): SgmRole {
  return isSgmHost(sgmRole) ? SgmRole.Host : SgmRole.Attendee;
}

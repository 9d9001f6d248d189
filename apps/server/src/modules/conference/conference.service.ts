// The call's own calls (SPEC §7): status, the live and replay audio of the bridge, dial-in
// numbers and access codes, the calendar file, and presenter control as participants see it.
import {
  CallStatus,
  type CallStatusResponse,
  conferencePaths,
  type ConferencePresControl,
  ConflictError,
  type DialInNumbersResponse,
  type DomainError,
  isLiveStreamOn,
  isReplayAvailable,
  NotFoundError,
  type PresenterUpdateBody,
  type PresenterUpdateMessage,
  SERVICE_BASE_PATH,
  type StreamUrlResponse,
} from '@podium/domain';
import type { ConferenceBridge } from '../../bridge/bridge.types.ts';
import type { CallContext, ConferenceAccess } from './conference-access.ts';
import { cutOffError } from './conference-access.ts';
import type { CallRow } from './conference.repository.ts';
import { toCallStatus } from './conference.mapper.ts';
import type { PresenterActor, PresenterControlService } from './presenter-control.service.ts';
import { buildCalendar } from './ics.ts';
import type { Caller } from '../access/caller.ts';
import type { CallListener, CallListeners } from './call-listeners.ts';

interface Dependencies {
  readonly conferenceAccess: ConferenceAccess;
  readonly presenterControl: PresenterControlService;
  readonly bridge: ConferenceBridge;
  /** Who may listen to the live audio, remembered (call-listeners.ts). */
  readonly listeners: CallListeners;
  readonly now: () => Date;
}

const serviceUrl = (path: string) => `${SERVICE_BASE_PATH}/${path}`;

/** SPEC §8 texts for a stream that is not running, by the call's state. */
function streamUnavailable(call: CallRow): DomainError {
  if (call.isDeleted) return new ConflictError('This call has been cancelled');
  switch (call.status) {
    case null:
    case CallStatus.PracticeSession:
      return new ConflictError(
        'Stream Not Started: Streaming will be available approximately 10 minutes before the call starts.',
      );
    case CallStatus.Expired:
      return new ConflictError('Replay for this call is no longer available.');
    default:
      return new ConflictError('The event has ended. Thank you for joining.');
  }
}

export function actorOf(context: CallContext): PresenterActor {
  const role = context.ctx.access.role;
  return {
    coreUserId: context.coreUserId,
    isSiteAdmin: context.isSiteAdmin,
    liveVideoRoles: role?.liveVideoRole ?? 0,
    sgmRole: role?.sgmRole ?? 0,
    isPublicParticipant: context.isPublicParticipant,
  };
}

export function createConferenceService({
  conferenceAccess,
  presenterControl,
  bridge,
  listeners,
  now,
}: Dependencies) {
  /**
   * Any caller with access the call has not cut off, registered or not yet (SPEC §6, by the
   * domain's callCutOff as every other cut-off guard): a revoked coordinator, conference presenter,
   * site admin or listed presenter is served; a public visitor who never registered is refused
   * once the public portion ended.
   */
  /** SPEC §7 livestream: on while LIVE and from about 10 minutes before a call not begun. */
  function streamOn(call: CallRow): boolean {
    return isLiveStreamOn(
      { status: call.status, isDeleted: call.isDeleted, startTimeMs: call.startTimeUtc.getTime() },
      now().getTime(),
    );
  }

  async function requireNotCutOff(caller: Caller, presId: number, confId: number) {
    const context = await conferenceAccess.requireCall(caller, presId, confId);
    const reason = conferenceAccess.cutOffReason(context);
    if (reason !== null) throw cutOffError(reason);
    return context;
  }

  return {
    async status(caller: Caller, presId: number, confId: number): Promise<CallStatusResponse> {
      const { call } = await requireNotCutOff(caller, presId, confId);
      return toCallStatus(call);
    },

    /**
     * SPEC §7 livestream: the live HLS URL while the stream is on (participants only): silence
     * before the call goes live, the speakers' mix once it is.
     */
    async liveStream(caller: Caller, presId: number, confId: number): Promise<StreamUrlResponse> {
      const { call } = await conferenceAccess.requireParticipant(caller, presId, confId);
      if (!streamOn(call)) throw streamUnavailable(call);
      return { Url: serviceUrl(conferencePaths.liveAudioPlaylist(presId, confId)) };
    },

    /** SPEC §7 replay audio: the recording once the replay is published, until it expires. */
    async replayAudio(caller: Caller, presId: number, confId: number): Promise<StreamUrlResponse> {
      const { call } = await conferenceAccess.requireParticipant(caller, presId, confId);
      if (!call.replayEnabled) throw new NotFoundError('This call has no replay.');
      if (!isReplayAvailable(call)) {
        if (call.status === CallStatus.Expired) throw streamUnavailable(call);
        throw new ConflictError('The replay is not available yet.');
      }
      return { Url: serviceUrl(conferencePaths.replayAudioPlaylist(presId, confId)) };
    },

    async livePlaylist(listener: CallListener, presId: number, confId: number): Promise<string> {
      const call = await listeners.admit(listener, presId, confId);
      if (!streamOn(call)) throw streamUnavailable(call);
      const playlist = await bridge.livePlaylist(call.id);
      if (playlist === null)
        throw new ConflictError('The call audio is starting; try again in a moment.');
      return playlist;
    },

    async replayPlaylist(caller: Caller, presId: number, confId: number): Promise<string> {
      const { call } = await conferenceAccess.requireParticipant(caller, presId, confId);
      if (!call.replayEnabled || !isReplayAvailable(call)) throw streamUnavailable(call);
      // A call that was never live has no recording.
      const playlist =
        call.liveStartedAt === null
          ? null
          : await bridge.replayPlaylist(call.id, call.liveStartedAt);
      if (playlist === null) throw new NotFoundError('This call has no recording.');
      return playlist;
    },

    /** A segment, to participants while the live stream or the replay is on. */
    async segment(
      listener: CallListener,
      presId: number,
      confId: number,
      name: string,
    ): Promise<Buffer> {
      const call = await listeners.admit(listener, presId, confId);
      const replay = call.replayEnabled && isReplayAvailable(call);
      if (!streamOn(call) && !replay) throw streamUnavailable(call);
      const data = await bridge.segment(call.id, name);
      if (!data) throw new NotFoundError(`No audio segment ${name}.`);
      return data;
    },

    async accessCode(
      caller: Caller,
      presId: number,
      confId: number,
      replay: boolean,
    ): Promise<{ AccessCode: string }> {
      const { call } = await requireNotCutOff(caller, presId, confId);
      if (replay && !call.replayEnabled) throw new NotFoundError('This call has no replay.');
      return { AccessCode: replay ? call.replayAccessCode : call.accessCode };
    },

    async dialInNumbers(
      caller: Caller,
      presId: number,
      confId: number,
    ): Promise<DialInNumbersResponse> {
      const { call } = await requireNotCutOff(caller, presId, confId);
      return {
        PhoneNumbers: call.dialInNumbers,
        AccessCode: call.accessCode,
        SupportNumber: bridge.supportNumber,
      };
    },

    /** SPEC §7 icsfile. The entry links to the viewer on the host the request came to. */
    async calendar(
      caller: Caller,
      presId: number,
      confId: number,
    ): Promise<{ fileName: string; text: string }> {
      const { call } = await requireNotCutOff(caller, presId, confId);
      const primary = call.dialInNumbers.find((n) => n.IsPrimary) ?? call.dialInNumbers[0];
      const numbers = call.dialInNumbers.map(
        (n) =>
          `${n.Country} ${n.NumberType === 'TollFree' ? 'toll-free' : 'local'}: ${n.PhoneNumber}`,
      );
      const viewerUrl = `${caller.origin}/presentation/v2/${presId}/`;
      const text = buildCalendar({
        uid: `${call.guid}@podium`,
        stamp: now(),
        start: call.startTimeUtc,
        end: new Date(call.startTimeUtc.getTime() + call.plannedDurationMinutes * 60_000),
        summary: call.callTitle,
        description: [
          `Join on the web: ${viewerUrl}`,
          'Or dial in:',
          ...numbers,
          `Access code: ${call.accessCode}`,
          'Press *1 to ask a question by phone.',
        ].join('\n'),
        location: primary
          ? `Dial-in ${primary.PhoneNumber}, access code ${call.accessCode}`
          : viewerUrl,
        url: viewerUrl,
        cancelled: call.isDeleted,
      });
      return { fileName: `podium-${presId}-call-${confId}.ics`, text };
    },

    /** GET presControl: the shared slide cut for public participants (SPEC §6). */
    async presControl(
      caller: Caller,
      presId: number,
      confId: number,
    ): Promise<ConferencePresControl> {
      const context = await requireNotCutOff(caller, presId, confId);
      return presenterControl.state(
        context.call,
        context.isPublicParticipant,
        context.ctx.presentation.privateSlidesBeginAt,
      );
    },

    /** POST presControl: the SPEC §3 presenter update payload (active presenter / coordinator). */
    async updatePresControl(
      caller: Caller,
      presId: number,
      confId: number,
      body: PresenterUpdateBody,
    ): Promise<PresenterUpdateMessage> {
      const context = await requireNotCutOff(caller, presId, confId);
      return presenterControl.change(
        actorOf(context),
        context.call,
        { activePresenterId: body.ActivePresenterCoreUserId, slideIndex: body.SlideIndex },
        context.ctx.presentation.privateSlidesBeginAt,
      );
    },
  };
}

export type ConferenceService = ReturnType<typeof createConferenceService>;

// Small group meetings on the built-in provider (SPEC §3 SGM data and status, §4 states, §6
// roles, §7 SGM calls): the life cycle the host drives with update sources 1, 2, 10 and 16, the
// join details of hosts (zoommeetinghost) and attendees (registerzoomparticipant), dial-in
// details, the calendar file, the host's mute and remove, and leavingmeetingstatus. The meeting
// rides on a conference call: its hub topics, shared slide (the host is its active presenter)
// and participant registrations, so a removed participant is revoked like any other.
import {
  ConflictError,
  ConsoleTransition,
  ForbiddenError,
  hubTopics,
  isSgmHost,
  maySendCallControlUpdates,
  maySendMeetingStatusUpdates,
  meetingRoleOf,
  meetingStatusReducer,
  meetingTransitionProblem,
  NotFoundError,
  SgmRole,
  SmallGroupMeetingDataSchema,
  UpdateSource,
  type MeetingDialInDetails,
  type MeetingJoinResponse,
  type MeetingLifecycleEvent,
  type MeetingParticipant,
  type MeetingParticipantAction,
  type MeetingTransitionProblem,
  type SgmStatus,
  type SmallGroupMeetingData,
  type UpdatePresControlMessage,
} from '@podium/domain';
import type { AccessContext, AccessService } from '../access/access.service.ts';
import type { Caller } from '../access/caller.ts';
import type { HubClient, HubPublisher } from '../../realtime/hub.types.ts';
import type { CallControlService } from '../conference/call-control.service.ts';
import { ACCESS_REVOKED_MESSAGE } from '../conference/conference-access.ts';
import type { ConferenceEvents } from '../conference/conference-events.ts';
import type { CallRow, ConferenceRepository } from '../conference/conference.repository.ts';
import type {
  PresenterActor,
  PresenterControlService,
} from '../conference/presenter-control.service.ts';
import { meetingMediaAdmission, type MeetingMediaAdmission } from './meeting-admission.ts';
import type { MeetingMediaControl } from './meeting-media.types.ts';
import type { MeetingRepository, MeetingRow } from './meeting.repository.ts';
import { personName, toParticipants, toSgmStatus } from './meeting.mapper.ts';

const PROBLEM_TEXT: Record<MeetingTransitionProblem, string> = {
  alreadyLaunching: 'The meeting is already launching.',
  notLaunching: 'The meeting is not launching.',
  alreadyStarted: 'The meeting has already started.',
  notStarted: 'The meeting has not started yet.',
  alreadyEnded: 'The meeting has ended.',
};

/** The page a join URL opens: the meeting inside the viewer. */
export function meetingPageUrl(origin: string, presId: number): string {
  return `${origin}/presentation/v2/${presId}/viewer/`;
}

interface Dependencies {
  readonly access: AccessService;
  readonly repo: MeetingRepository;
  readonly calls: ConferenceRepository;
  readonly callControl: CallControlService;
  readonly presenterControl: PresenterControlService;
  readonly events: ConferenceEvents;
  readonly hub: HubPublisher;
  readonly media: () => MeetingMediaControl;
  readonly now: () => Date;
}

export interface MeetingContext {
  readonly ctx: AccessContext;
  readonly meeting: MeetingRow;
  readonly data: SmallGroupMeetingData;
  readonly call: CallRow;
  readonly coreUserId: number;
  /** SPEC §6 SGM role in this meeting (Attendee 1, Host 2). */
  readonly role: SgmRole;
}

export function createMeetingService(deps: Dependencies) {
  const { access, repo, calls, callControl, presenterControl, events, hub, now } = deps;

  async function contextOf(
    caller: Caller,
    presId: number,
    meetingId: number | null,
  ): Promise<MeetingContext> {
    const ctx = await access.requireAccess(caller, presId);
    const meeting = await repo.findByPresentation(presId);
    if (!meeting || (meetingId !== null && meeting.id !== meetingId))
      throw new NotFoundError(`Presentation ${presId} has no meeting ${meetingId ?? ''}.`.trim());
    const data = SmallGroupMeetingDataSchema.safeParse(
      ctx.presentation.extras.SmallGroupMeetingData,
    );
    if (!data.success) throw new NotFoundError(`Presentation ${presId} has no meeting data.`);
    const call = await calls.findCall(meeting.conferenceId);
    if (!call) throw new NotFoundError(`Meeting ${meeting.id} has no call.`);
    return {
      ctx,
      meeting,
      data: data.data,
      call,
      coreUserId: ctx.session.userId,
      role: meetingRoleOf(ctx.access.role?.sgmRole ?? SgmRole.None),
    };
  }

  function requireHost(m: MeetingContext): void {
    if (!isSgmHost(m.role)) throw new ForbiddenError('Only the meeting host may do this.');
  }

  /** SPEC §6: a removed (revoked) participant is refused everything of the meeting. */
  async function requireNotRemoved(m: MeetingContext): Promise<void> {
    const participant = await calls.findParticipantOfUser(m.call.id, m.coreUserId);
    if (participant?.accessRevoked)
      throw new ForbiddenError(ACCESS_REVOKED_MESSAGE, 'accessRevoked');
  }

  async function participants(meeting: MeetingRow): Promise<MeetingParticipant[]> {
    const registrations = await repo.registrations(meeting.presId, meeting.conferenceId);
    return toParticipants(registrations, deps.media().connectedUsers(meeting.id));
  }

  async function announceParticipants(meeting: MeetingRow): Promise<void> {
    hub.publish(hubTopics.meetingParticipants(meeting.conferenceId), {
      Participants: await participants(meeting),
    });
  }

  /** One life-cycle move: checked by the domain, stored, mirrored to the call, announced. */
  async function move(
    meeting: MeetingRow,
    call: CallRow,
    event: MeetingLifecycleEvent,
    actor: PresenterActor,
    privateSlidesBeginAt: number | null,
  ): Promise<MeetingRow> {
    const current = toSgmStatus(meeting);
    const problem = meetingTransitionProblem(current, event);
    if (problem !== null) throw new ConflictError(PROBLEM_TEXT[problem]);
    const next = meetingStatusReducer(current, event);
    const stored = await repo.updateIfUnchanged(meeting.id, meeting.updatedAt, {
      hasStarted: next.HasStarted,
      hasEnded: next.HasEnded,
      startedAt: next.StartTime === null ? null : new Date(next.StartTime),
      endedAt: next.EndTime === null ? null : new Date(next.EndTime),
      isLaunchInProgress: next.IsMeetingLaunchInProgress,
      updatedAt: new Date(Math.max(now().getTime(), meeting.updatedAt.getTime() + 1)),
    });
    if (!stored) throw new ConflictError('The meeting changed meanwhile; try again.');
    const scope = { privateSlidesBeginAt, hasPublicPortion: false };
    switch (event.type) {
      case 'launchRequested':
      case 'launchCancelled':
        hub.publish(hubTopics.callUpdate(call.id), {
          Source: UpdateSource.MeetingLaunchInProgress,
          IsMeetingLaunchInProgress: stored.isLaunchInProgress,
        });
        break;
      case 'started': {
        const live = await callControl.transition(call, ConsoleTransition.Live, scope);
        // The host turns the slides for everyone (SPEC §6 SGM host, the call's presenter).
        await presenterControl.change(
          actor,
          live,
          { activePresenterId: actor.coreUserId },
          privateSlidesBeginAt,
        );
        hub.publish(hubTopics.callUpdate(call.id), { Source: UpdateSource.CallStarted });
        break;
      }
      case 'ended':
        await callControl.transition(call, ConsoleTransition.End, scope);
        hub.publish(hubTopics.callUpdate(call.id), { Source: UpdateSource.CallEnded });
        deps.media().closeMeeting(stored.id);
        await announceParticipants(stored);
        break;
    }
    return stored;
  }

  return {
    findByPresentation: (presId: number) => repo.findByPresentation(presId),
    toSgmStatus,

    /** SPEC §3 SGMStatus and the hosts for GET prescontrol; null when not a meeting. */
    async controlsOf(presId: number): Promise<{
      status: SgmStatus;
      hosts: { CoreUserId: number; Name: string }[];
    } | null> {
      const meeting = await repo.findByPresentation(presId);
      if (!meeting) return null;
      const hosts = await repo.hosts(presId);
      return {
        status: toSgmStatus(meeting),
        hosts: hosts.map((h) => ({ CoreUserId: h.userId, Name: personName(h) })),
      };
    },

    /**
     * Sources 1, 2, 10 and 16 on a meeting (SPEC §6: only SGM hosts send 16; event coordinators
     * and SGM hosts send 1, 2 and 10). False: not a meeting, or a source this service does not own.
     */
    async applyUpdate(
      actor: PresenterActor,
      call: CallRow,
      message: UpdatePresControlMessage,
      privateSlidesBeginAt: number | null,
    ): Promise<boolean> {
      const meeting = await repo.findByConference(call.id);
      if (!meeting) return false;
      if (message.MeetingId !== undefined && message.MeetingId !== meeting.id)
        throw new NotFoundError(`This presentation has no meeting ${message.MeetingId}.`);
      switch (message.Source) {
        case UpdateSource.MeetingLaunchInProgress:
          if (!maySendMeetingStatusUpdates(actor))
            throw new ForbiddenError('Only the meeting host may send update source 16.');
          await move(
            meeting,
            call,
            { type: message.IsMeetingLaunchInProgress ? 'launchRequested' : 'launchCancelled' },
            actor,
            privateSlidesBeginAt,
          );
          return true;
        case UpdateSource.CallStarted:
        case UpdateSource.CallEnded:
        case UpdateSource.ForceEnd: {
          if (!maySendCallControlUpdates(actor))
            throw new ForbiddenError(`You may not send update source ${message.Source}.`);
          const atUtc = now().toISOString();
          const event: MeetingLifecycleEvent =
            message.Source === UpdateSource.CallStarted
              ? { type: 'started', atUtc }
              : { type: 'ended', atUtc };
          await move(meeting, call, event, actor, privateSlidesBeginAt);
          return true;
        }
        default:
          return false;
      }
    },

    /**
     * SPEC §7 zoommeetinghost (hosts) and registerzoomparticipant (attendees): registers the
     * caller for the meeting and returns the join details. coreId must be the caller's own.
     */
    async join(
      caller: Caller,
      ids: { presId: number; meetingId: number; showId?: number; coreId: number },
      as: 'host' | 'attendee',
    ): Promise<MeetingJoinResponse> {
      const m = await contextOf(caller, ids.presId, ids.meetingId);
      if (ids.showId !== undefined && ids.showId !== ids.presId)
        throw new NotFoundError(`Show ${ids.showId} is not this presentation.`);
      if (ids.coreId !== m.coreUserId)
        throw new ForbiddenError('You may register only yourself for the meeting.');
      if (as === 'host') requireHost(m);
      await requireNotRemoved(m);
      if (m.meeting.hasEnded) throw new ConflictError(PROBLEM_TEXT.alreadyEnded);
      const user = await calls.findUser(m.coreUserId);
      const registered = await calls.register({
        conferenceId: m.call.id,
        userId: m.coreUserId,
        emailAddress: user?.email ?? null,
        isPublic: false,
        registrationType: 'Standard',
        audioState: 'Unmuted',
        allowToTalk: true,
        registeredAt: now(),
      });
      // A registration made for the call alone (muted by default, never allowed to talk) joins
      // the meeting unmuted; one the host muted stays muted.
      const participant =
        registered.allowToTalk || registered.audioState === 'Unmuted'
          ? registered
          : await calls.updateParticipant(registered.id, {
              audioState: 'Unmuted',
              allowToTalk: true,
            });
      return {
        zoomParticipantId: String(participant.id),
        zoomJoinUrl: meetingPageUrl(caller.origin, ids.presId),
      };
    },

    /** SPEC §7 dialindetails: the bridge numbers with the meeting's id and pin. */
    async dialInDetails(
      caller: Caller,
      presId: number,
      meetingId: number,
    ): Promise<MeetingDialInDetails> {
      const m = await contextOf(caller, presId, meetingId);
      await requireNotRemoved(m);
      return {
        MeetingId: m.meeting.id,
        MeetingPin: m.meeting.meetingPin,
        PhoneNumbers: m.call.dialInNumbers,
      };
    },

    /** SPEC §6: whether a hub connection may take part in the meeting's media now. */
    mediaAdmission: (client: HubClient): Promise<MeetingMediaAdmission> =>
      meetingMediaAdmission(repo, calls, client),

    contextOf,
    requireNotRemoved,
    participants,
    announceParticipants,

    /** A host mutes or removes a participant; a participant unmutes themselves. */
    async participantAction(
      caller: Caller,
      ids: { presId: number; meetingId: number; coreId: number },
      action: MeetingParticipantAction,
    ): Promise<MeetingParticipant[]> {
      const m = await contextOf(caller, ids.presId, ids.meetingId);
      await requireNotRemoved(m);
      if (action === 'unmute') {
        if (ids.coreId !== m.coreUserId)
          throw new ForbiddenError('Only participants unmute themselves.');
      } else {
        requireHost(m);
        if (ids.coreId === m.coreUserId)
          throw new ConflictError(`You cannot ${action} yourself as host.`);
      }
      const target = await calls.findParticipantOfUser(m.call.id, ids.coreId);
      if (!target || target.accessRevoked)
        throw new NotFoundError(`User ${ids.coreId} is not in this meeting.`);
      switch (action) {
        case 'mute':
        case 'unmute': {
          const muted = action === 'mute';
          await calls.updateParticipant(target.id, {
            audioState: muted ? 'Muted' : 'Unmuted',
            allowToTalk: true,
          });
          events.audioState(m.call.id, ids.coreId, {
            AudioState: muted ? 'Muted' : 'Unmuted',
            AllowToTalk: true,
          });
          if (muted) deps.media().muteUser(m.meeting.id, ids.coreId);
          else deps.media().unmuteUser(m.meeting.id, ids.coreId);
          break;
        }
        case 'remove':
          await calls.updateParticipant(target.id, { accessRevoked: true });
          // SPEC §6: a removed participant is disconnected from media and the hub at once.
          deps.media().disconnectUser(m.meeting.id, ids.coreId);
          await events.revoked(m.call.id, ids.coreId);
          break;
      }
      await announceParticipants(m.meeting);
      return participants(m.meeting);
    },

    /** SPEC §7 leavingmeetingstatus (SPEC §6: hosts only): the host's connection leaves. */
    async leaving(caller: Caller, presId: number, connectionId: string): Promise<void> {
      const m = await contextOf(caller, presId, null);
      requireHost(m);
      if (!deps.media().disconnectConnection(m.meeting.id, m.coreUserId, connectionId))
        throw new NotFoundError('No such connection of yours in this meeting.');
      await announceParticipants(m.meeting);
    },
  };
}

export type MeetingService = ReturnType<typeof createMeetingService>;

// Who may use a conference call's calls (SPEC §6): anyone with access to the presentation reads
// its public facts (status, dial-in, calendar); the participant calls need a registration the
// call has not cut off (the domain's callCutOff: revoked, or public past the end of the public
// portion; never those who run the call); the console is for event coordinators and site admins.
import {
  callCutOff,
  coordinatesEvent,
  type CutOffReason,
  cutOffViewerOf,
  ForbiddenError,
  isRegistrationRevoked,
  NotFoundError,
  staffRolesOf,
  standingOf,
} from '@podium/domain';
import type { AccessContext, AccessService } from '../access/access.service.ts';
import type { CallRow, ConferenceRepository, ParticipantRow } from './conference.repository.ts';
import type { Caller } from '../access/caller.ts';

/** SPEC §8 access revoked text, verbatim. */
export const ACCESS_REVOKED_MESSAGE =
  'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.';

/** The 403 of a cut-off (SPEC §6, §8): the access-revoked text, and why for the viewer. */
export function cutOffError(reason: CutOffReason) {
  return new ForbiddenError(ACCESS_REVOKED_MESSAGE, reason);
}

export interface CallContext {
  readonly ctx: AccessContext;
  readonly call: CallRow;
  readonly coreUserId: number;
  /** SPEC §6 event coordinator on this presentation, or site admin (the domain's coordinatesEvent). */
  readonly coordinates: boolean;
  readonly isSiteAdmin: boolean;
  readonly isPublicParticipant: boolean;
  /** The caller's registration for the call when it was read, if they had registered. */
  readonly participant: ParticipantRow | null;
  /** Whether the caller is on the call's presenter list (SPEC §6 listed presenter). */
  readonly isListedPresenter: boolean;
}

export interface ParticipantContext extends CallContext {
  readonly participant: ParticipantRow;
}

/**
 * SPEC §4/§6: the registration is revoked, one by one or (public) by the end of the public
 * portion. It says nothing of who holds it: the exemption of those who run the call is in
 * callCutOff, which CallContext callers reach through cutOffReason.
 */
export function isParticipantCutOff(call: CallRow, participant: ParticipantRow): boolean {
  return isRegistrationRevoked(participant, call.publicCallEndTimeUtc !== null);
}

export function createConferenceAccess(access: AccessService, calls: ConferenceRepository) {
  /**
   * Access to the presentation, then the call with the caller's standing in it (registration,
   * presenter listing) in one read: every call of a participant comes through here.
   */
  async function requireCall(caller: Caller, presId: number, confId: number): Promise<CallContext> {
    const ctx = await access.requireAccess(caller, presId);
    const standing = await calls.standing(confId, ctx.session.userId);
    if (!standing || standing.call.presId !== presId)
      throw new NotFoundError(`Conference call ${confId} not found in presentation ${presId}.`);
    return {
      ctx,
      call: standing.call,
      coreUserId: ctx.session.userId,
      coordinates: coordinatesEvent(staffRolesOf(ctx.access)),
      isSiteAdmin: ctx.access.isSiteAdmin,
      isPublicParticipant: ctx.access.isPublicParticipant,
      participant: standing.participant,
      isListedPresenter: standing.isListedPresenter,
    };
  }

  /**
   * SPEC §6: whether the call has cut the caller off, by the domain rule, from the standing
   * requireCall read (listed presenters are never cut off). `participant` is the caller's
   * registration, the one read with the call unless a fresher one is at hand.
   */
  function cutOffReason(
    context: CallContext,
    participant: ParticipantRow | null = context.participant,
  ): CutOffReason | null {
    return callCutOff(
      cutOffViewerOf(context.ctx.access),
      standingOf(context.call, participant, context.isListedPresenter),
    );
  }

  return {
    requireCall,
    /** For the call's other guards (status, presControl, the hub): the same rule, same people. */
    cutOffReason,

    /** The caller's registration for the call, refused when missing or cut off (SPEC §6). */
    async requireParticipant(
      caller: Caller,
      presId: number,
      confId: number,
    ): Promise<ParticipantContext> {
      const context = await requireCall(caller, presId, confId);
      const { participant } = context;
      if (!participant)
        throw new ForbiddenError('Register for this call first (POST participants) to use it.');
      const reason = cutOffReason(context, participant);
      if (reason !== null) throw cutOffError(reason);
      return { ...context, participant };
    },

    /** The coordinator console: event coordinators and site admins only. */
    async requireCoordinator(caller: Caller, presId: number, confId: number): Promise<CallContext> {
      const context = await requireCall(caller, presId, confId);
      if (!context.coordinates)
        throw new ForbiddenError('Only event coordinators and site admins may run this call.');
      return context;
    },
  };
}

export type ConferenceAccess = ReturnType<typeof createConferenceAccess>;

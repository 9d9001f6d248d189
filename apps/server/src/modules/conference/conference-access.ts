// Who may use a conference call's calls (SPEC §6): anyone with access to the presentation reads
// its public facts (status, dial-in, calendar); the participant calls need a registration the
// call has not cut off (the domain's callCutOff: revoked, or public past the end of the public
// portion; never those who run the call); the console is for event coordinators and site admins.
import type { FastifyRequest } from 'fastify';
import {
  callCutOff,
  isEventCoordinator,
  isRegistrationRevoked,
  type CallStanding,
  type CutOffReason,
  type CutOffViewer,
} from '@podium/domain';
import type { AccessContext, AccessService, PresentationAccess } from '../access/access.service.ts';
import type { CallRow, ConferenceRepository, ParticipantRow } from './conference.repository.ts';
import { forbidden, notFound } from '../../http/errors.ts';

/** SPEC §8 access revoked text, verbatim. */
export const ACCESS_REVOKED_MESSAGE =
  'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.';

/** The 403 of a cut-off (SPEC §6, §8): the access-revoked text, and why for the viewer. */
export function cutOffError(reason: CutOffReason) {
  return forbidden(ACCESS_REVOKED_MESSAGE, reason);
}

/** The viewer the domain's cut-off rule reads, from their access to the presentation. */
export function cutOffViewerOf(access: PresentationAccess): CutOffViewer {
  return {
    isSiteAdmin: access.isSiteAdmin,
    liveVideoRoles: access.role?.liveVideoRole ?? 0,
    isConferencePresenter: access.role?.isConferencePresenter ?? false,
    isPublicParticipant: access.isPublicParticipant,
  };
}

/** A user's standing with a call, from its rows. */
export function standingOf(
  call: Pick<CallRow, 'publicCallEndTimeUtc'>,
  participant: Pick<ParticipantRow, 'accessRevoked' | 'isPublic'> | null,
  isListedPresenter: boolean,
): CallStanding {
  return {
    publicPortionEnded: call.publicCallEndTimeUtc !== null,
    registration: participant,
    isListedPresenter,
  };
}

export interface CallContext {
  readonly ctx: AccessContext;
  readonly call: CallRow;
  readonly coreUserId: number;
  /** SPEC §6 event coordinator (live video role bit 4) on this presentation. */
  readonly isCoordinator: boolean;
  readonly isSiteAdmin: boolean;
  readonly isPublicParticipant: boolean;
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
  async function requireCall(
    request: FastifyRequest,
    presId: number,
    confId: number,
  ): Promise<CallContext> {
    const ctx = await access.requireAccess(request, presId);
    const call = await calls.findCall(confId);
    if (!call || call.presId !== presId)
      throw notFound(`Conference call ${confId} not found in presentation ${presId}.`);
    return {
      ctx,
      call,
      coreUserId: ctx.session.userId,
      isCoordinator: isEventCoordinator(ctx.access.role?.liveVideoRole ?? 0),
      isSiteAdmin: ctx.access.isSiteAdmin,
      isPublicParticipant: ctx.access.isPublicParticipant,
    };
  }

  /**
   * SPEC §6: whether the call has cut the caller off, by the domain rule. The presenter list is
   * read only for someone the rule would otherwise cut off: listed presenters are never cut off.
   */
  async function cutOffReason(
    context: CallContext,
    participant: ParticipantRow | null,
  ): Promise<CutOffReason | null> {
    const viewer = cutOffViewerOf(context.ctx.access);
    if (callCutOff(viewer, standingOf(context.call, participant, false)) === null) return null;
    const presenters = await calls.presenters(context.call.id);
    const isListedPresenter = presenters.some((p) => p.userId === context.coreUserId);
    return callCutOff(viewer, standingOf(context.call, participant, isListedPresenter));
  }

  return {
    requireCall,
    /** For the call's other guards (status, presControl, the hub): the same rule, same people. */
    cutOffReason,

    /** The caller's registration for the call, refused when missing or cut off (SPEC §6). */
    async requireParticipant(
      request: FastifyRequest,
      presId: number,
      confId: number,
    ): Promise<ParticipantContext> {
      const context = await requireCall(request, presId, confId);
      const participant = await calls.findParticipantOfUser(confId, context.coreUserId);
      if (!participant)
        throw forbidden('Register for this call first (POST participants) to use it.');
      const reason = await cutOffReason(context, participant);
      if (reason !== null) throw cutOffError(reason);
      return { ...context, participant };
    },

    /** The coordinator console: event coordinators and site admins only. */
    async requireCoordinator(
      request: FastifyRequest,
      presId: number,
      confId: number,
    ): Promise<CallContext> {
      const context = await requireCall(request, presId, confId);
      if (!context.isCoordinator && !context.isSiteAdmin)
        throw forbidden('Only event coordinators and site admins may run this call.');
      return context;
    },
  };
}

export type ConferenceAccess = ReturnType<typeof createConferenceAccess>;

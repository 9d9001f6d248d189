// Who may use a conference call's calls (SPEC §6): anyone with access to the presentation reads
// its public facts (status, dial-in, calendar); the participant calls need a registration that is
// not revoked (and, for a public participant, a public portion that has not ended); the console
// is for event coordinators and site admins.
import type { FastifyRequest } from 'fastify';
import { isEventCoordinator } from '@podium/domain';
import type { AccessContext, AccessService } from '../access/access.service.ts';
import type { CallRow, ConferenceRepository, ParticipantRow } from './conference.repository.ts';
import { forbidden, notFound } from '../../http/errors.ts';

/** SPEC §8 access revoked text, verbatim. */
export const ACCESS_REVOKED_MESSAGE =
  'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.';

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

/** SPEC §4/§6: revoked one by one, or all public participants once the public portion ended. */
export function isParticipantCutOff(call: CallRow, participant: ParticipantRow): boolean {
  return participant.accessRevoked || (participant.isPublic && call.publicCallEndTimeUtc !== null);
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

  return {
    requireCall,

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
      if (isParticipantCutOff(context.call, participant)) throw forbidden(ACCESS_REVOKED_MESSAGE);
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

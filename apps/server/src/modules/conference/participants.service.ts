// SPEC §2 entry (fetch the registered participant, or register), SPEC §3 participant sessions
// and their events (still-streaming every 28 s, SPEC §9), and the bridge participant update.
import {
  type AudioStateMessage,
  type BridgeParticipantBody,
  ConflictError,
  mayBeGivenFloor,
  ForbiddenError,
  NotFoundError,
  type Participant,
  type ParticipantSession,
  type RegisterParticipantBody,
  ValidationError,
} from '@podium/domain';
import type { ConferenceAccess } from './conference-access.ts';
import type { ConferenceRepository } from './conference.repository.ts';
import type { ConferenceEvents } from './conference-events.ts';
import { toParticipant, toParticipantSession } from './conference.mapper.ts';
import type { Caller } from '../access/caller.ts';

interface Dependencies {
  readonly calls: ConferenceRepository;
  readonly conferenceAccess: ConferenceAccess;
  readonly events: ConferenceEvents;
  readonly now: () => Date;
}

export function createParticipantsService({ calls, conferenceAccess, events, now }: Dependencies) {
  return {
    /**
     * GET participants?emailAddress&registered=true: the caller's own registration (a list, of
     * which the viewer uses the first). Another person's address is not looked up here (their
     * registration is theirs, SPEC §6); coordinators see everyone in the console instead.
     */
    async registered(
      caller: Caller,
      presId: number,
      confId: number,
      emailAddress: string | undefined,
    ): Promise<Participant[]> {
      const { call, coreUserId, ctx } = await conferenceAccess.requireCall(caller, presId, confId);
      const own = ctx.session.user.email;
      if (emailAddress && own !== null && emailAddress.toLowerCase() !== own)
        throw new ForbiddenError('You may only look up your own registration.');
      const participant = await calls.findParticipantOfUser(confId, coreUserId);
      return participant ? [toParticipant(participant, call)] : [];
    },

    /**
     * POST participants: registers the caller once (a repeat answers the same participant).
     * Public participants (SPEC §6) register listen-only: they hear the call but do not ask.
     */
    async register(
      caller: Caller,
      presId: number,
      confId: number,
      body: RegisterParticipantBody,
    ): Promise<Participant> {
      if (body.conferenceId !== confId)
        throw new ValidationError('Invalid body field "conferenceId": must match the path.');
      const { call, coreUserId, ctx, isPublicParticipant } = await conferenceAccess.requireCall(
        caller,
        presId,
        confId,
      );
      const own = ctx.session.user.email;
      if (own !== null && body.emailAddress !== '' && body.emailAddress !== own)
        throw new ForbiddenError('Register with your own email address.');
      // A guest (entry code) may give an email, but not one an account signs in with: questions
      // and the participants list would show them as that person.
      if (
        own === null &&
        body.emailAddress !== '' &&
        (await calls.isAccountEmail(body.emailAddress))
      )
        throw new ForbiddenError(
          'This email address belongs to an account: sign in with it to register under it.',
        );
      if (call.isDeleted) throw new ConflictError('This call has been cancelled');
      const participant = await calls.register({
        conferenceId: confId,
        userId: coreUserId,
        emailAddress:
          own ?? (body.emailAddress === '' ? ctx.session.user.contactEmail : body.emailAddress),
        isPublic: isPublicParticipant,
        registrationType: isPublicParticipant ? 'ListenOnly' : 'Standard',
        registeredAt: now(),
      });
      // The coordinator console lists the registration (it reads its list again).
      events.participantsChanged(confId);
      return toParticipant(participant, call);
    },

    async createSession(
      caller: Caller,
      presId: number,
      confId: number,
      body: { ConferenceId: number; ParticipantType: ParticipantSession['ParticipantType'] },
    ): Promise<ParticipantSession> {
      if (body.ConferenceId !== confId)
        throw new ValidationError('Invalid body field "ConferenceId": must match the path.');
      const { participant } = await conferenceAccess.requireParticipant(caller, presId, confId);
      const row = await calls.createSession({
        participantId: participant.id,
        conferenceId: confId,
        participantType: body.ParticipantType,
        isActive: true,
        createdAt: now(),
      });
      return toParticipantSession(row);
    },

    /** PUT participantsessions/{id}: closes the session or records when playback joined. */
    async updateSession(
      caller: Caller,
      presId: number,
      confId: number,
      sessionId: number,
      body: {
        Id?: number | undefined;
        IsActive?: boolean | undefined;
        JoinTimeUtc?: string | undefined;
      },
    ): Promise<ParticipantSession> {
      if (body.Id !== undefined && body.Id !== sessionId)
        throw new ValidationError('Invalid body field "Id": must match the path.');
      const { participant } = await conferenceAccess.requireParticipant(caller, presId, confId);
      const session = await calls.findSession(confId, sessionId);
      if (!session || session.participantId !== participant.id)
        throw new NotFoundError(`Participant session ${sessionId} not found.`);
      if (body.IsActive === true && !session.isActive)
        throw new ConflictError(
          'A closed participant session cannot be reopened; create a new one.',
        );
      const row = await calls.updateSession(sessionId, {
        ...(body.IsActive === false ? { isActive: false } : {}),
        ...(body.JoinTimeUtc !== undefined ? { joinTimeUtc: new Date(body.JoinTimeUtc) } : {}),
      });
      return toParticipantSession(row);
    },

    /** POST participantsessions/{ParticipantId}/events: Play or IsStillStreaming. */
    async recordEvent(
      caller: Caller,
      presId: number,
      confId: number,
      participantId: number,
      body: { ParticipantId: number; EventType: 'Play' | 'IsStillStreaming' },
    ): Promise<void> {
      if (body.ParticipantId !== participantId)
        throw new ValidationError('Invalid body field "ParticipantId": must match the path.');
      const { participant } = await conferenceAccess.requireParticipant(caller, presId, confId);
      if (participant.id !== participantId)
        throw new NotFoundError(`Participant ${participantId} not found.`);
      const open = await calls.recordEvent(participant.id, body.EventType, now());
      if (open === 0) throw new ConflictError('No open participant session: create one first.');
    },

    /**
     * PUT bridgeParticipant (SPEC §3): a participant mutes or unmutes their own line; whether
     * they may talk (AllowToTalk) is the moderator's decision, so only coordinators and site
     * admins change it, or anyone else's line. Published on the participant's audioState topic.
     */
    async updateBridgeParticipant(
      caller: Caller,
      presId: number,
      confId: number,
      body: BridgeParticipantBody,
    ): Promise<AudioStateMessage> {
      const context = await conferenceAccess.requireCall(caller, presId, confId);
      const moderator = context.coordinates;
      // Someone else's line answers as an unknown one, so the answer reveals no registration.
      const unknown = () =>
        new NotFoundError(`User ${body.coreUserId} is not a participant of this call.`);
      const own = body.coreUserId === context.coreUserId;
      if (!own && !moderator) throw unknown();
      const target = await calls.findParticipantOfUser(confId, body.coreUserId);
      if (!target) throw unknown();
      if (own && !moderator) await conferenceAccess.requireParticipant(caller, presId, confId);
      if (!moderator && body.AllowToTalk !== target.allowToTalk)
        throw new ForbiddenError('Only a moderator may allow a participant to talk.');
      // SPEC §3 RegistrationType: public participants and listen-only registrations only listen.
      if (
        body.AllowToTalk &&
        !target.allowToTalk &&
        !mayBeGivenFloor({
          isPublicParticipant: target.isPublic,
          registrationType: target.registrationType,
        })
      )
        throw new ConflictError('This participant listens only and cannot be allowed to talk.');
      const row = await calls.updateParticipant(target.id, {
        audioState: body.audioState,
        allowToTalk: body.AllowToTalk,
        bridgeParticipantId: body.BridgeParticipantId,
      });
      const message: AudioStateMessage = {
        AudioState: row.audioState,
        AllowToTalk: row.allowToTalk,
      };
      events.audioState(confId, body.coreUserId, message);
      return message;
    },

    /**
     * The moderator's move on a raised hand closed it (answered or ignored): a participant who
     * was allowed to talk goes back to listening (their call audio closes).
     */
    async endTurn(confId: number, coreUserId: number): Promise<void> {
      const target = await calls.findParticipantOfUser(confId, coreUserId);
      if (!target?.allowToTalk) return;
      const row = await calls.updateParticipant(target.id, {
        audioState: 'Muted',
        allowToTalk: false,
        bridgeParticipantId: target.bridgeParticipantId,
      });
      events.audioState(confId, coreUserId, {
        AudioState: row.audioState,
        AllowToTalk: row.allowToTalk,
      });
    },
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;

// SPEC §7 conference call calls under /presentations/{presId}/conferencecalls/{confId} (thin:
// validate, call the service), the live/replay audio files, and the global phone directory.
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccessCodeQuerySchema,
  BridgeParticipantBodySchema,
  CreateParticipantSessionBodySchema,
  DialInNumbersQuerySchema,
  IdParam,
  ParticipantEventBodySchema,
  ParticipantsQuerySchema,
  PresenterUpdateBodySchema,
  RegisterParticipantBodySchema,
  UpdateParticipantSessionBodySchema,
  ValidationError,
} from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { callerOf } from '../../http/caller.ts';

export const CALL_ROUTE = '/presentations/:presId/conferencecalls/:confId';

export interface CallParams {
  presId: string;
  confId: string;
}

/** The two ids every call route carries, validated (400 for anything but positive integers). */
export function callIds(request: FastifyRequest<{ Params: CallParams }>) {
  return {
    presId: validateField(IdParam, request.params.presId, 'path', 'presId'),
    confId: validateField(IdParam, request.params.confId, 'path', 'confId'),
  };
}

/** Call state changes every few seconds; never cache it. */
const NO_STORE = 'no-store';

export function conferenceRoutes(
  app: FastifyInstance,
  { access, conference, callReplay, participants, bridge }: Services,
): void {
  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/status`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    reply.header('Cache-Control', NO_STORE);
    return conference.status(callerOf(request), presId, confId);
  });

  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/participants`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    const query = validate(ParticipantsQuerySchema, request.query, 'query');
    reply.header('Cache-Control', NO_STORE);
    return participants.registered(callerOf(request), presId, confId, query.emailAddress);
  });

  app.post<{ Params: CallParams }>(`${CALL_ROUTE}/participants`, async (request) => {
    const { presId, confId } = callIds(request);
    const body = validate(RegisterParticipantBodySchema, request.body, 'body');
    return participants.register(callerOf(request), presId, confId, body);
  });

  app.post<{ Params: CallParams }>(`${CALL_ROUTE}/participantsessions`, async (request) => {
    const { presId, confId } = callIds(request);
    const body = validate(CreateParticipantSessionBodySchema, request.body, 'body');
    return participants.createSession(callerOf(request), presId, confId, body);
  });

  app.put<{ Params: CallParams & { sessionId: string } }>(
    `${CALL_ROUTE}/participantsessions/:sessionId`,
    async (request) => {
      const { presId, confId } = callIds(request);
      const sessionId = validateField(IdParam, request.params.sessionId, 'path', 'sessionId');
      const body = validate(UpdateParticipantSessionBodySchema, request.body, 'body');
      return participants.updateSession(callerOf(request), presId, confId, sessionId, body);
    },
  );

  app.post<{ Params: CallParams & { participantId: string } }>(
    `${CALL_ROUTE}/participantsessions/:participantId/events`,
    async (request, reply) => {
      const { presId, confId } = callIds(request);
      const participantId = validateField(
        IdParam,
        request.params.participantId,
        'path',
        'participantId',
      );
      const body = validate(ParticipantEventBodySchema, request.body, 'body');
      await participants.recordEvent(callerOf(request), presId, confId, participantId, body);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/livestream`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    reply.header('Cache-Control', NO_STORE);
    return conference.liveStream(callerOf(request), presId, confId);
  });

  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/replayaudio`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    reply.header('Cache-Control', NO_STORE);
    return conference.replayAudio(callerOf(request), presId, confId);
  });

  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/playback`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    reply.header('Cache-Control', NO_STORE);
    return callReplay.playback(callerOf(request), presId, confId);
  });

  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/signature`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    reply.header('Cache-Control', NO_STORE);
    return callReplay.signature(callerOf(request), presId, confId);
  });

  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/icsfile`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    const { fileName, text } = await conference.calendar(callerOf(request), presId, confId);
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', contentDisposition(fileName))
      .header('Cache-Control', NO_STORE)
      .send(text);
  });

  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/accesscode`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    const { replay } = validate(AccessCodeQuerySchema, request.query, 'query');
    reply.header('Cache-Control', NO_STORE);
    return conference.accessCode(callerOf(request), presId, confId, replay === 'true');
  });

  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/dialinnumbers`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    const query = validate(DialInNumbersQuerySchema, request.query, 'query');
    if (query.confId !== undefined && query.confId !== confId)
      throw new ValidationError('Invalid query field "confId": must match the path.');
    reply.header('Cache-Control', NO_STORE);
    return conference.dialInNumbers(callerOf(request), presId, confId);
  });

  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/presControl`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    reply.header('Cache-Control', NO_STORE);
    return conference.presControl(callerOf(request), presId, confId);
  });

  app.post<{ Params: CallParams }>(`${CALL_ROUTE}/presControl`, async (request) => {
    const { presId, confId } = callIds(request);
    const body = validate(PresenterUpdateBodySchema, request.body, 'body');
    return conference.updatePresControl(callerOf(request), presId, confId, body);
  });

  app.put<{ Params: CallParams }>(`${CALL_ROUTE}/bridgeParticipant`, async (request) => {
    const { presId, confId } = callIds(request);
    const body = validate(BridgeParticipantBodySchema, request.body, 'body');
    return participants.updateBridgeParticipant(callerOf(request), presId, confId, body);
  });

  app.get('/conferencecallglobalphonedirectory', async (request, reply) => {
    access.requireSession(callerOf(request));
    reply.header('Cache-Control', 'private, max-age=3600');
    return bridge.phoneDirectory;
  });
}

// GET presentation, route, disclaimer (+ accept), linked presentations (SPEC §7).
import type { FastifyInstance } from 'fastify';
import {
  EntryCodeBodySchema,
  IdParam,
  PresentationQuerySchema,
  RouteQuerySchema,
} from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { callerOf } from '../../http/caller.ts';
import { createSharedAnswers, sendSharedAnswer } from '../../http/shared-answer.ts';

interface PresIdParams {
  presId: string;
}

export function presentationRoutes(app: FastifyInstance, { presentation }: Services): void {
  // Every viewer of an event is sent the same few texts: their bytes, compressed forms and ETag
  // are made once (shared-answer.ts), after each caller's own access checks.
  const answers = createSharedAnswers();
  app.get('/presentation', { compress: false }, async (request, reply) => {
    const query = validate(PresentationQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'private, no-cache');
    const body = await presentation.presentationJson(callerOf(request), query.presid);
    return sendSharedAnswer(request, reply, answers.of(body), 'application/json; charset=utf-8');
  });

  app.get<{ Params: PresIdParams }>('/presentation/:presId/route', async (request, reply) => {
    const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
    const query = validate(RouteQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'no-store');
    return presentation.route(callerOf(request), presId, query);
  });

  app.get<{ Params: PresIdParams }>('/presentation/:presId/disclaimer', async (request) => {
    const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
    return presentation.disclaimer(callerOf(request), presId);
  });

  app.post<{ Params: PresIdParams }>(
    '/presentation/:presId/disclaimer/accept',
    async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      await presentation.acceptDisclaimer(callerOf(request), presId);
      return reply.code(204).send();
    },
  );

  // It tests an entry code, so it counts against the entry code lockout like entering one.
  app.get<{ Params: PresIdParams & { password: string } }>(
    '/presentations/:presId/linkedpresentations/:password',
    { config: { attemptLimit: 'entryCode' } },
    async (request) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const password = validateField(
        EntryCodeBodySchema.shape.EntryCode,
        request.params.password,
        'path',
        'password',
      );
      return presentation.linked(callerOf(request), presId, password);
    },
  );
}

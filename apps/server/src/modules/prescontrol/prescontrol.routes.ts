// prescontrol/{presId}/userPresData/{userId} (SPEC §7): GET reads the resume data, PUT saves it.
// POST is accepted as an alias of PUT for HTTP clients limited to GET and POST. The hub's
// UpdateUserPresData (SPEC §7) saves the same data; its handler is registered with the routes.
import type { FastifyInstance } from 'fastify';
import { IdParam, ResumeMediaDataBodySchema } from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { createUserPresDataHubHandler } from './user-pres-data.hub.ts';
import { callerOf } from '../../http/caller.ts';

interface UserPresDataParams {
  presId: string;
  userId: string;
}

const USER_PRES_DATA_ROUTE = '/prescontrol/:presId/userPresData/:userId';

export function presControlRoutes(app: FastifyInstance, { presControl, sessions }: Services): void {
  app.hub.onUpdateUserPresData(
    createUserPresDataHubHandler({
      presControl,
      sessions,
      sessionIdleTimeoutMs: app.config.sessionIdleTimeoutMs,
      now: app.config.now,
    }),
  );

  app.get<{ Params: UserPresDataParams }>(USER_PRES_DATA_ROUTE, async (request, reply) => {
    const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
    const userId = validateField(IdParam, request.params.userId, 'path', 'userId');
    reply.header('Cache-Control', 'no-store');
    return presControl.userPresData(callerOf(request), presId, userId);
  });

  app.route<{ Params: UserPresDataParams }>({
    method: ['PUT', 'POST'],
    url: USER_PRES_DATA_ROUTE,
    handler: async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const userId = validateField(IdParam, request.params.userId, 'path', 'userId');
      const body = validate(ResumeMediaDataBodySchema, request.body, 'body');
      reply.header('Cache-Control', 'no-store');
      return presControl.saveResumeData(callerOf(request), presId, userId, body);
    },
  });
}

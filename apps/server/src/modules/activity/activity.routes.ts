// POST logevent (SPEC §7).
import type { FastifyInstance } from 'fastify';
import { apiPaths, LogEventBodySchema } from '@podium/domain';
import { validate } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { callerOf } from '../../http/caller.ts';

export function activityRoutes(app: FastifyInstance, { activity }: Services): void {
  app.post(`/${apiPaths.logEvent()}`, async (request, reply) => {
    const body = validate(LogEventBodySchema, request.body, 'body');
    const id = await activity.logEvent(callerOf(request), body);
    return reply.code(201).send({ Id: id });
  });
}

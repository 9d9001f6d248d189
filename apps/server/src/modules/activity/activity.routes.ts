// POST logevent and PUT {logId}/updatelogforcustomshow (SPEC §7).
import type { FastifyInstance } from 'fastify';
import { apiPaths, CustomShowLogBodySchema, IdParam, LogEventBodySchema } from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { callerOf } from '../../http/caller.ts';

export function activityRoutes(app: FastifyInstance, { activity }: Services): void {
  app.post(`/${apiPaths.logEvent()}`, async (request, reply) => {
    const body = validate(LogEventBodySchema, request.body, 'body');
    const id = await activity.logEvent(callerOf(request), body);
    return reply.code(201).send({ Id: id });
  });

  // {prefix} is where logevent lives: the service route itself.
  app.put<{ Params: { logId: string } }>(
    '/:logId/updatelogforcustomshow',
    async (request, reply) => {
      const logId = validateField(IdParam, request.params.logId, 'path', 'logId');
      const body = validate(CustomShowLogBodySchema, request.body, 'body');
      await activity.updateCustomShow(callerOf(request), logId, body);
      return reply.code(204).send();
    },
  );
}

// SPEC §7 prescontrol/{presId}: GET the presentation controls, POST an update (source, PresId
// and the field that source changes), POST / DELETE the notification.
import type { FastifyInstance } from 'fastify';
import { IdParam, NotificationBodySchema, UpdatePresControlMessageSchema } from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { callerOf } from '../../http/caller.ts';

const ROUTE = '/prescontrol/:presId';
type Params = { presId: string };

export function presentationControlsRoutes(
  app: FastifyInstance,
  { presentationControls }: Services,
): void {
  app.get<{ Params: Params }>(ROUTE, async (request, reply) => {
    const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
    reply.header('Cache-Control', 'no-store');
    return presentationControls.get(callerOf(request), presId);
  });

  app.post<{ Params: Params }>(ROUTE, async (request) => {
    const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
    const message = validate(UpdatePresControlMessageSchema, request.body, 'body');
    return presentationControls.update(callerOf(request), presId, message);
  });

  app.post<{ Params: Params }>(`${ROUTE}/notification`, async (request, reply) => {
    const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
    const { NotificationMessage } = validate(NotificationBodySchema, request.body, 'body');
    await presentationControls.notify(callerOf(request), presId, NotificationMessage);
    return reply.code(204).send();
  });

  app.delete<{ Params: Params }>(`${ROUTE}/notification`, async (request, reply) => {
    const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
    await presentationControls.notify(callerOf(request), presId, null);
    return reply.code(204).send();
  });
}

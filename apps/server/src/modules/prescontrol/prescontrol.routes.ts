// GET prescontrol/{presId}/userPresData/{userId} (SPEC §7).
import type { FastifyInstance } from 'fastify';
import { IdParam } from '@podium/domain';
import { validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';

export function presControlRoutes(app: FastifyInstance, { presControl }: Services): void {
  app.get<{ Params: { presId: string; userId: string } }>(
    '/prescontrol/:presId/userPresData/:userId',
    async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const userId = validateField(IdParam, request.params.userId, 'path', 'userId');
      reply.header('Cache-Control', 'no-store');
      return presControl.userPresData(request, presId, userId);
    },
  );
}

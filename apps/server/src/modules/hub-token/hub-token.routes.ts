// POST presentations/{presId}/uegtoken?conferenceCallId&logId (SPEC §7) → {TokenId}. Needs a
// session with access and the anti-forgery header, like every mutating call.
import type { FastifyInstance } from 'fastify';
import { HubTokenQuerySchema, IdParam } from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { callerOf } from '../../http/caller.ts';

export function hubTokenRoutes(app: FastifyInstance, { hubTokens }: Services): void {
  app.post<{ Params: { presId: string } }>(
    '/presentations/:presId/uegtoken',
    { config: { requestRate: 'hubToken' } },
    async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const query = validate(HubTokenQuerySchema, request.query, 'query');
      reply.header('Cache-Control', 'no-store');
      return hubTokens.issue(callerOf(request), presId, query);
    },
  );
}

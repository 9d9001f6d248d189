// entrycode/processEntrycode (SPEC §7: payload passed through; Podium's shape in the contract).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { apiPaths, EntryCodeBodySchema, type EntryCodeResponseSchema } from '@podium/domain';
import { validate } from '../../http/validate.ts';
import { setSessionCookie } from '../../plugins/session.ts';
import type { Services } from '../services.ts';
import { callerOf } from '../../http/caller.ts';

type EntryCodeResponse = z.infer<typeof EntryCodeResponseSchema>;

export function entryRoutes(app: FastifyInstance, { entry }: Services): void {
  app.post(
    `/${apiPaths.processEntryCode()}`,
    { config: { antiForgery: false, attemptLimit: 'entryCode' } },
    async (request, reply) => {
      const body = validate(EntryCodeBodySchema, request.body, 'body');
      const result = await entry.processEntryCode(callerOf(request), body);
      setSessionCookie(reply, result.sessionId);
      const response: EntryCodeResponse = {
        PresentationId: result.PresentationId,
        IsPublicParticipant: result.IsPublicParticipant,
        Route: result.Route,
      };
      return response;
    },
  );
}

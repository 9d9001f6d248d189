// entrycode/processEntrycode (SPEC §7: payload passed through; Podium's shape in the contract).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  apiPaths,
  AttendeeDetailsBodySchema,
  EntryCodeBodySchema,
  type EntryCodeResponseSchema,
  IdParam,
} from '@podium/domain';
import { GUEST_COOKIE, GUEST_COOKIE_MAX_AGE_S } from '../account/guest-token.ts';
import { validate, validateField } from '../../http/validate.ts';
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
      const result = await entry.processEntryCode(
        callerOf(request),
        body,
        request.cookies[GUEST_COOKIE],
      );
      setSessionCookie(reply, result.sessionId);
      if (result.guestToken !== null) {
        reply.setCookie(GUEST_COOKIE, result.guestToken, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: 'auto',
          maxAge: GUEST_COOKIE_MAX_AGE_S,
        });
      }
      const response: EntryCodeResponse = {
        PresentationId: result.PresentationId,
        IsPublicParticipant: result.IsPublicParticipant,
        Route: result.Route,
        NeedsAttendeeDetails: result.NeedsAttendeeDetails,
      };
      return response;
    },
  );

  app.post<{ Params: { presId: string } }>(
    '/presentation/:presId/leave',
    async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      await entry.leaveEvent(callerOf(request), presId, app.hub);
      return reply.code(204).send();
    },
  );

  app.post(`/${apiPaths.attendeeDetails()}`, async (request, reply) => {
    const body = validate(AttendeeDetailsBodySchema, request.body, 'body');
    await entry.saveAttendeeDetails(callerOf(request), body);
    return reply.code(204).send();
  });
}

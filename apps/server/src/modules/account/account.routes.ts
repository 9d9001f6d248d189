// account/* (SPEC §7; sign-in per ARCHITECTURE §4).
import type { FastifyInstance } from 'fastify';
import { apiPaths, LoggedInUserQuerySchema, SignInBodySchema } from '@podium/domain';
import { validate } from '../../http/validate.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts';
import type { Services } from '../services.ts';
import { fullName } from './user.mapper.ts';
import { callerOf } from '../../http/caller.ts';

export function accountRoutes(app: FastifyInstance, { account }: Services): void {
  app.post(
    `/${apiPaths.signIn()}`,
    { config: { antiForgery: false, attemptLimit: 'signIn' } },
    async (request, reply) => {
      const body = validate(SignInBodySchema, request.body, 'body');
      const { session, user } = await account.signIn(body, request.session, app.hub);
      setSessionCookie(reply, session.id);
      return {
        CoreId: user.id,
        FullName: fullName(user),
        EmailAddress: user.email ?? '',
      };
    },
  );

  app.post(`/${apiPaths.signOut()}`, async (request, reply) => {
    if (request.session) await account.signOut(request.session, app.hub);
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get(`/${apiPaths.loggedInUser()}`, async (request, reply) => {
    const query = validate(LoggedInUserQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'no-store');
    return account.loggedInUser(callerOf(request), query.presId);
  });

  // SPEC §7: the viewer reads the server time from the Date header.
  app.get(`/${apiPaths.keepAlive()}`, async (request, reply) => {
    const at = await account.keepAlive(callerOf(request));
    reply.header('Cache-Control', 'no-store').header('Date', at.toUTCString());
    return { ServerTimeUtc: at.toISOString(), TimeZone: request.timeZone };
  });
}

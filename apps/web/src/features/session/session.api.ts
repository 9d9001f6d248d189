// SPEC §7 account calls. Inputs are validated with the shared zod schemas before they leave.
import { apiPaths, serverClockOffsetMs, type SignInBody, type User } from '@podium/domain';
import {
  heldAnswer,
  requestHeaders,
  requestJson,
  requestVoid,
  type RequestOptions,
} from '../../shared/http/client.ts';
import { firstScreenSchemas, lazySchema } from '../../shared/http/lazy-schemas.ts';
import { setServerClockOffset } from '../../shared/server-clock.ts';

/** GET account/GetLoggedInUserForPresentation (SPEC §2 entry: passes the show link). */
export function fetchLoggedInUser(
  presId: number,
  showUrl: string,
  options: Pick<RequestOptions, 'speculative'> = {},
): Promise<User> {
  return requestJson(apiPaths.loggedInUser(), lazySchema('UserSchema'), {
    ...options,
    query: { presId, showUrl },
  });
}

/** A user answer the page already holds (the viewer's HTML), validated by the server. */
export function userFromAnswer(body: unknown): Promise<User> {
  return Promise.resolve(heldAnswer<User>(body));
}

/** POST account/signin (ARCHITECTURE §4). */
export async function signIn(body: SignInBody): Promise<void> {
  const { SignInBodySchema } = await firstScreenSchemas();
  return requestVoid(apiPaths.signIn(), {
    method: 'POST',
    body: SignInBodySchema.parse(body),
  });
}

/** POST account/signout: the session ends, on every server process. */
export function signOut(): Promise<void> {
  return requestVoid(apiPaths.signOut(), { method: 'POST' });
}

/** GET account/KeepAlive (SPEC §7). */
/**
 * GET account/KeepAlive: keeps the session and, from its Date header, sets the viewer's server
 * clock (SPEC §7). Resolves with the offset read, or null when the header was unreadable.
 */
export async function keepAlive(): Promise<number | null> {
  const sentAtMs = Date.now();
  const headers = await requestHeaders(apiPaths.keepAlive());
  const offset = serverClockOffsetMs(headers.get('Date'), sentAtMs, Date.now());
  if (offset !== null) setServerClockOffset(offset);
  return offset;
}

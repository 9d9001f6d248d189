// Sessions: the podium_sid cookie names a session row; idle sessions expire after
// SESSION_IDLE_TIMEOUT_MS; every mutating call except sign-in and entry-code carries the
// anti-forgery token of its session (SPEC §7). Also reads the IanaTimeZone header (SPEC §7).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ANTI_FORGERY_HEADER,
  ForbiddenError,
  IANA_TIMEZONE_HEADER,
  SESSION_COOKIE,
  UnauthorizedError,
} from '@podium/domain';
import type { SessionRepository } from '../modules/account/session.repository.ts';
import { readTimeZone } from './time-zone.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writing last-seen on every request would cost a write per read; a minute of slack is enough. */
const MAX_TOUCH_INTERVAL_MS = 60_000;
/** Session ids are 32 random bytes in base64url; any other cookie value names no session. */
const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

export function setSessionCookie(reply: FastifyReply, sessionId: string): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Why a mutating API call is refused for its session or anti-forgery token (SPEC §7), if it is. */
function antiForgeryRefusal(request: FastifyRequest): Error | undefined {
  if (!MUTATING.has(request.method) || request.is404 || !request.url.startsWith('/api/'))
    return undefined;
  if (request.routeOptions.config.antiForgery === false) return undefined;
  if (!request.session)
    return new UnauthorizedError(request.sessionExpired ? 'Your session has expired.' : undefined);
  const sent = request.headers[ANTI_FORGERY_HEADER.toLowerCase()];
  if (typeof sent !== 'string' || !sameToken(sent, request.session.antiForgeryToken))
    return new ForbiddenError('Missing or invalid anti-forgery token.');
  return undefined;
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The live session a page request's cookie names, read only (no touch, no cookie change): for
 * pages outside the API that adapt to who asks (the viewer's HTML). Null when none or idle.
 */
export async function peekSession(
  app: FastifyInstance,
  sessions: SessionRepository,
  request: FastifyRequest,
): Promise<FastifyRequest['session']> {
  const id = request.cookies[SESSION_COOKIE];
  if (!id || !SESSION_ID_SHAPE.test(id)) return null;
  const found = await sessions.findWithUser(id);
  if (!found) return null;
  const idleMs = app.config.now().getTime() - found.session.lastSeenAt.getTime();
  return idleMs > app.config.sessionIdleTimeoutMs ? null : { ...found.session, user: found.user };
}

/**
 * The session cookie's value as sent, when it has the shape of a session id (not looked up):
 * the key of decisions remembered per session.
 */
export function sessionCookieOf(request: FastifyRequest): string | null {
  const id = request.cookies[SESSION_COOKIE];
  return id && SESSION_ID_SHAPE.test(id) ? id : null;
}

export function setupSessions(app: FastifyInstance, sessions: SessionRepository): void {
  const timeoutMs = app.config.sessionIdleTimeoutMs;
  const touchIntervalMs = Math.min(MAX_TOUCH_INTERVAL_MS, Math.floor(timeoutMs / 4));
  app.decorateRequest('session', null);
  app.decorateRequest('sessionExpired', false);
  app.decorateRequest('timeZone', 'UTC');

  // Once the body has arrived and the API gate (api-gate.ts) has let the request in. Routes
  // that decide access from a remembered decision first (the live video's HLS requests) look
  // the session up themselves, only when they must (resolveSession).
  app.addHook('preValidation', async (request, reply) => {
    request.timeZone = readTimeZone(request.headers[IANA_TIMEZONE_HEADER.toLowerCase()]);
    if (!request.url.startsWith('/api/') || request.routeOptions.config.sessionLookup === 'lazy')
      return;
    await lookUp(request, reply);
  });

  async function lookUp(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = request.cookies[SESSION_COOKIE];
    if (!id) return;
    const found = SESSION_ID_SHAPE.test(id) ? await sessions.findWithUser(id) : null;
    const now = app.config.now();
    if (!found || now.getTime() - found.session.lastSeenAt.getTime() > timeoutMs) {
      if (found) await sessions.delete(found.session.id);
      request.sessionExpired = true;
      clearSessionCookie(reply);
      return;
    }
    if (now.getTime() - found.session.lastSeenAt.getTime() > touchIntervalMs) {
      await sessions.touch(id, now);
      found.session.lastSeenAt = now;
    }
    request.session = { ...found.session, user: found.user };
  }
  app.decorate('resolveSession', lookUp);

  app.addHook('preHandler', (request, _reply, done) => {
    done(antiForgeryRefusal(request));
  });
}

/**
 * Calls every viewer makes often that change no presentation and no one's access: the activity
 * log, the keep-alive, the hub token; by the end of their route's address.
 */
const CHANGES_NOTHING_SHOWN = ['/logevent', '/account/keepalive', '/uegtoken'];

/**
 * After a change made through this process's API (any mutating call but those above), before its
 * answer goes out: `forget` what is remembered for every viewer (access-memory.ts: presentation
 * rows, grants), so the next request here reads it again.
 */
export function forgetAfterChanges(app: FastifyInstance, forget: () => void): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (MUTATING.has(request.method) && request.url.startsWith('/api/')) {
      const route = (request.routeOptions.url ?? '').toLowerCase();
      if (!CHANGES_NOTHING_SHOWN.some((end) => route.endsWith(end))) forget();
    }
    done(null, payload);
  });
}

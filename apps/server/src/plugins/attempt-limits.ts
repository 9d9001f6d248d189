// Lockouts for guessable calls: failed sign-ins per account and per address, failed entry codes
// per address. A locked caller gets 429 with Retry-After and a message, before any password is
// hashed or code looked up. The rule (how many, how long) is the domain's; the counts are kept
// in this process's memory, bounded in size, or with several processes on one PostgreSQL in the
// database (shared-limits.ts), so every process sees one count.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ENTRY_CODE_ADDRESS_POLICY,
  lockedForMs,
  SIGN_IN_ACCOUNT_POLICY,
  SIGN_IN_ADDRESS_POLICY,
  type AttemptPolicy,
  TooManyAttemptsError,
  type AttemptState,
} from '@podium/domain';
import { type AttemptStore, MAX_TRACKED_LIMIT_KEYS, memoryAttemptStore } from './shared-limits.ts';

/** Keys remembered at once; the oldest are dropped past it (a flood of addresses stays bounded). */
export const MAX_TRACKED_ATTEMPT_KEYS = MAX_TRACKED_LIMIT_KEYS;

interface Key {
  readonly id: string;
  readonly policy: AttemptPolicy;
}

function keysFor(request: FastifyRequest): Key[] {
  switch (request.routeOptions.config.attemptLimit) {
    case 'signIn': {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
      const keys: Key[] = [{ id: `signin-address:${request.ip}`, policy: SIGN_IN_ADDRESS_POLICY }];
      if (email) keys.push({ id: `signin-account:${email}`, policy: SIGN_IN_ACCOUNT_POLICY });
      return keys;
    }
    case 'entryCode':
      return [{ id: `entry-address:${request.ip}`, policy: ENTRY_CODE_ADDRESS_POLICY }];
    case undefined:
      return [];
  }
}

export function setupAttemptLimits(
  app: FastifyInstance,
  states: AttemptStore = memoryAttemptStore(),
): void {
  const now = () => app.config.now().getTime();
  const read = (keys: readonly Key[]): Promise<(AttemptState | undefined)[]> =>
    Promise.all(keys.map((key) => states.get(key.id)));

  app.addHook('preHandler', async (request) => {
    const keys = keysFor(request);
    if (keys.length === 0) return;
    const at = now();
    const seen = await read(keys);
    const waitMs = Math.max(0, ...keys.map((key, i) => lockedForMs(key.policy, seen[i], at)));
    if (waitMs === 0) return;
    throw new TooManyAttemptsError(Math.ceil(waitMs / 1000));
  });

  // Counted before the answer leaves (onSend, not onResponse): a caller who sends the next guess
  // as soon as this answer arrives meets the count it raised, also when the store is PostgreSQL.
  app.addHook('onSend', async (request, reply, payload) => {
    const keys = keysFor(request);
    if (keys.length === 0) return payload;
    const status = reply.statusCode;
    const at = now();
    if (status >= 400 && status < 500 && status !== 429) {
      await Promise.all(keys.map((key) => states.recordFailure(key.id, key.policy, at)));
    } else if (status < 300 && request.routeOptions.config.attemptLimit === 'signIn') {
      // The right password clears the account's history; the address keeps its count.
      for (const key of keys) if (key.id.startsWith('signin-account:')) await states.delete(key.id);
    }
    return payload;
  });
}

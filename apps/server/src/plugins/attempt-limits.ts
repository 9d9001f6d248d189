// Lockouts for guessable calls: failed sign-ins per account and per address, failed entry codes
// per address. A locked caller gets 429 with Retry-After and a message, before any password is
// hashed or code looked up. Each attempt counts as a failure from its start and is taken back if
// it succeeds, so guesses sent at once cannot all pass one check before any of them is counted.
// The rule (how many, how long) is the domain's; the counts are kept
// in this process's memory, bounded in size, or with several processes on one PostgreSQL in the
// database (shared-limits.ts), so every process sees one count.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ENTRY_CODE_ADDRESS_POLICY,
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

interface Charged {
  readonly key: Key;
  readonly state: AttemptState;
}

/** A failed guess: refused as wrong or malformed, not the lock's own 429. */
const isFailure = (status: number) => status >= 400 && status < 500 && status !== 429;

export function setupAttemptLimits(
  app: FastifyInstance,
  states: AttemptStore = memoryAttemptStore(),
): void {
  const now = () => app.config.now().getTime();
  /** The attempts each request was let through with, counted as failures until they succeed. */
  const charges = new WeakMap<FastifyRequest, Charged[]>();

  // The lock is checked and the attempt counted in one step per key (the store's charge), so
  // guesses sent at once each meet the count of those before them.
  app.addHook('preHandler', async (request) => {
    const keys = keysFor(request);
    if (keys.length === 0) return;
    const at = now();
    const charged: Charged[] = [];
    let waitMs = 0;
    for (const key of keys) {
      const charge = await states.charge(key.id, key.policy, at);
      if ('waitMs' in charge) waitMs = Math.max(waitMs, charge.waitMs);
      else charged.push({ key, state: charge.charged });
    }
    if (waitMs === 0) {
      charges.set(request, charged);
      return;
    }
    await Promise.all(charged.map((c) => states.refund(c.key.id, c.key.policy, c.state)));
    throw new TooManyAttemptsError(Math.ceil(waitMs / 1000));
  });

  // Settled before the answer leaves (onSend, not onResponse): a caller who sends the next guess
  // as soon as this answer arrives meets the count it left, also when the store is PostgreSQL.
  app.addHook('onSend', async (request, reply, payload) => {
    const keys = keysFor(request);
    if (keys.length === 0) return payload;
    const status = reply.statusCode;
    const charged = charges.get(request);
    charges.delete(request);
    if (!charged) {
      // Refused before its attempt was counted (a malformed call): a failure all the same.
      if (isFailure(status)) {
        const at = now();
        await Promise.all(keys.map((key) => states.recordFailure(key.id, key.policy, at)));
      }
      return payload;
    }
    if (isFailure(status)) return payload;
    const signedIn = status < 300 && request.routeOptions.config.attemptLimit === 'signIn';
    for (const { key, state } of charged) {
      // The right password clears the account's history; the address keeps its earlier count.
      if (signedIn && key.id.startsWith('signin-account:')) await states.delete(key.id);
      else await states.refund(key.id, key.policy, state);
    }
    return payload;
  });
}

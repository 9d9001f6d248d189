// Lockouts for guessable calls: failed sign-ins per account and per address, failed entry codes
// per address. A locked caller gets 429 with Retry-After and a message, before any password is
// hashed or code looked up. The rule (how many, how long) is the domain's; the counts are kept
// in this process's memory, bounded in size.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  afterFailure,
  ENTRY_CODE_ADDRESS_POLICY,
  lockedForMs,
  SIGN_IN_ACCOUNT_POLICY,
  SIGN_IN_ADDRESS_POLICY,
  type AttemptPolicy,
  TooManyAttemptsError,
  type AttemptState,
} from '@podium/domain';

/** Keys remembered at once; the oldest are dropped past it (a flood of addresses stays bounded). */
export const MAX_TRACKED_ATTEMPT_KEYS = 100_000;

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

export function setupAttemptLimits(app: FastifyInstance): void {
  const states = new Map<string, AttemptState>();
  const now = () => app.config.now().getTime();

  function remember(id: string, state: AttemptState): void {
    states.delete(id);
    states.set(id, state);
    if (states.size > MAX_TRACKED_ATTEMPT_KEYS) {
      const oldest = states.keys().next().value;
      if (oldest !== undefined) states.delete(oldest);
    }
  }

  app.addHook('preHandler', async (request) => {
    const keys = keysFor(request);
    const at = now();
    const waitMs = Math.max(
      0,
      ...keys.map((key) => lockedForMs(key.policy, states.get(key.id), at)),
    );
    if (waitMs === 0) return;
    throw new TooManyAttemptsError(Math.ceil(waitMs / 1000));
  });

  app.addHook('onResponse', async (request, reply) => {
    const keys = keysFor(request);
    if (keys.length === 0) return;
    const status = reply.statusCode;
    const at = now();
    if (status >= 400 && status < 500 && status !== 429) {
      for (const key of keys) remember(key.id, afterFailure(key.policy, states.get(key.id), at));
    } else if (status < 300 && request.routeOptions.config.attemptLimit === 'signIn') {
      // The right password clears the account's history; the address keeps its count.
      for (const key of keys) if (key.id.startsWith('signin-account:')) states.delete(key.id);
    }
  });
}

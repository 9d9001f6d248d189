// Request rates (@fastify/rate-limit) for the calls a route names in its config `requestRate`:
// counted per session, or per address for a caller without one, and in the wider scopes the
// domain adds for some calls (wideRequestRates: questions per participant and per address), in
// this process's memory or, with several processes on one PostgreSQL, in the database
// (shared-limits.ts). An exceeded rate answers 429 with Retry-After and a message, through the
// domain error mapping.
// Registered before the routes: the plugin attaches its hook to each route as it is added.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  requestRate,
  tooManyRequests,
  wideRequestRates,
  type RequestRateName,
  type WideRequestRateScope,
} from '@podium/domain';
import { memoryRateStore, type RateStore } from './shared-limits.ts';

type Incremented = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * The plugin's store, over a RateStore (shared-limits.ts: memory, or the database when several
 * processes share one): one fixed-window count per key, shared by every route (the plugin's own
 * memory store gives each route a store of its own, so routes of one rate could not share a count).
 */
function storeClass(rates: RateStore) {
  return class SharedWindowStore {
    // The plugin passes the route's window (its typings leave the argument out).
    incr(key: string, done: Incremented, timeWindow?: number): void {
      if (timeWindow === undefined) {
        done(new Error('request rate counted without its time window'), { current: 0, ttl: 0 });
        return;
      }
      rates.increment(key, timeWindow, Date.now()).then(
        (window) => done(null, window),
        (error: unknown) =>
          done(error instanceof Error ? error : new Error(String(error)), { current: 0, ttl: 0 }),
      );
    }

    child(): this {
      return this;
    }
  };
}

/** The key a call is counted under in a wider scope; null when the scope does not apply. */
function wideKey(name: RequestRateName, scope: WideRequestRateScope, request: FastifyRequest) {
  switch (scope) {
    case 'user':
      return request.session ? `${name}:user:${request.session.userId}` : null;
    case 'address':
      return `${name}:from:${request.ip}`;
  }
}

export async function setupRequestRates(
  app: FastifyInstance,
  rates: RateStore = memoryRateStore(),
): Promise<void> {
  // Before the plugin's own onRoute hook, which reads the route's `rateLimit`.
  app.addHook('onRoute', (route) => {
    const name = route.config?.requestRate;
    if (name === undefined) return;
    const { max, windowMs } = requestRate(name);
    // Routes of one rate share one count (asking and editing questions).
    route.config = { ...route.config, rateLimit: { max, timeWindow: windowMs, groupId: name } };
  });
  // The wider counts: every one counts the call, so a call refused in one still counts in the
  // others (after the plugin's own hook, which is added with it below).
  app.addHook('preHandler', async (request) => {
    const name = request.routeOptions.config.requestRate;
    if (name === undefined) return;
    const at = Date.now();
    let waitMs = 0;
    for (const { scope, rate } of wideRequestRates(name)) {
      const key = wideKey(name, scope, request);
      if (key === null) continue;
      const window = await rates.increment(key, rate.windowMs, at);
      if (window.current > rate.max) waitMs = Math.max(waitMs, window.ttl);
    }
    if (waitMs > 0) throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
  });
  await app.register(rateLimit, {
    global: false,
    // After the session is known (preValidation), so a session is counted as itself.
    hook: 'preHandler',
    store: storeClass(rates),
    keyGenerator: (request) =>
      request.session ? `session:${request.session.id}` : `address:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

// Request rates (@fastify/rate-limit) for the calls a route names in its config `requestRate`:
// counted per session, or per address for a caller without one, in this process's memory or, with
// several processes on one PostgreSQL, in the database (shared-limits.ts). An
// exceeded rate answers 429 with Retry-After and a message, through the domain error mapping.
// Registered before the routes: the plugin attaches its hook to each route as it is added.
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { requestRate, tooManyRequests } from '@podium/domain';
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

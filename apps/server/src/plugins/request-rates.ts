// Request rates (@fastify/rate-limit) for the calls a route names in its config `requestRate`:
// counted per session, or per address for a caller without one, in this process's memory. An
// exceeded rate answers 429 with Retry-After and a message, through the domain error mapping.
// Registered before the routes: the plugin attaches its hook to each route as it is added.
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { requestRate, tooManyRequests } from '@podium/domain';

/** Callers remembered at once (sessions and addresses); the least recent are dropped past it. */
export const MAX_TRACKED_RATE_KEYS = 100_000;

interface Window {
  current: number;
  ttl: number;
  startMs: number;
}

type Incremented = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * One fixed-window count per key, shared by every route (the plugin's own memory store gives each
 * route a store of its own, so routes of one rate could not share a count). Bounded: past
 * MAX_TRACKED_RATE_KEYS the least recently counted key is dropped.
 */
class SharedWindowStore {
  private readonly windows = new Map<string, Window>();

  // The plugin passes the route's window (its typings leave the argument out).
  incr(key: string, done: Incremented, timeWindow?: number): void {
    if (timeWindow === undefined) {
      done(new Error('request rate counted without its time window'), { current: 0, ttl: 0 });
      return;
    }
    const now = Date.now();
    const seen = this.windows.get(key);
    const window =
      seen === undefined || seen.startMs + timeWindow <= now
        ? { current: 1, ttl: timeWindow, startMs: now }
        : {
            current: seen.current + 1,
            ttl: timeWindow - (now - seen.startMs),
            startMs: seen.startMs,
          };
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > MAX_TRACKED_RATE_KEYS) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    done(null, { current: window.current, ttl: window.ttl });
  }

  child(): this {
    return this;
  }
}

export async function setupRequestRates(app: FastifyInstance): Promise<void> {
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
    store: SharedWindowStore,
    keyGenerator: (request) =>
      request.session ? `session:${request.session.id}` : `address:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

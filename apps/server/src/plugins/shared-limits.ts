// Where lockout and request-rate counts live. One process (PGlite) keeps them in memory, bounded;
// several processes on one PostgreSQL (DATABASE_URL) keep them in the database, so a guesser
// spread over processes behind a load balancer meets one count. The rules stay the domain's.
import { eq, sql } from 'drizzle-orm';
import { afterFailure, type AttemptPolicy, type AttemptState, lockSchedule } from '@podium/domain';
import type { Database } from '../db/database.ts';
import { attemptStates, requestRateWindows } from '../db/schema/index.ts';

/** Keys remembered at once in memory; the oldest are dropped past it (a flood stays bounded). */
export const MAX_TRACKED_LIMIT_KEYS = 100_000;

export interface AttemptStore {
  get(key: string): Promise<AttemptState | undefined>;
  /** Counts one failure of `key` at `now` under `policy` (domain afterFailure) and returns the new state. */
  recordFailure(key: string, policy: AttemptPolicy, now: number): Promise<AttemptState>;
  delete(key: string): Promise<void>;
}

export interface RateWindow {
  /** Requests counted in the window, this one included. */
  readonly current: number;
  /** Milliseconds until the window ends. */
  readonly ttl: number;
}

export interface RateStore {
  /** Counts one request of `key` in a fixed window of `windowMs` starting at its first. */
  increment(key: string, windowMs: number, now: number): Promise<RateWindow>;
}

/** A Map that forgets its least recently written key past MAX_TRACKED_LIMIT_KEYS. */
class BoundedMap<V> {
  private readonly map = new Map<string, V>();
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > MAX_TRACKED_LIMIT_KEYS) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

export function memoryAttemptStore(): AttemptStore {
  const states = new BoundedMap<AttemptState>();
  return {
    get: async (key) => states.get(key),
    async recordFailure(key, policy, now) {
      const state = afterFailure(policy, states.get(key), now);
      states.set(key, state);
      return state;
    },
    delete: async (key) => states.delete(key),
  };
}

export function memoryRateStore(): RateStore {
  const windows = new BoundedMap<{ count: number; start: number }>();
  return {
    async increment(key, windowMs, now) {
      const seen = windows.get(key);
      const window =
        seen === undefined || seen.start + windowMs <= now
          ? { count: 1, start: now }
          : { count: seen.count + 1, start: seen.start };
      windows.set(key, window);
      return { current: window.count, ttl: window.start + windowMs - now };
    },
  };
}

export function databaseAttemptStore(db: Database): AttemptStore {
  return {
    async get(key) {
      const [row] = await db.select().from(attemptStates).where(eq(attemptStates.key, key));
      return row
        ? { failures: row.failures, lastFailureAt: row.lastFailureAt, lockedUntil: row.lockedUntil }
        : undefined;
    },
    /**
     * One statement, so failures counted at once by several processes each count: the row is
     * created or counted on under its lock. The count starts afresh after a quiet spell (domain
     * currentAttempts), and the lock for the new count comes from the domain's lockSchedule.
     */
    async recordFailure(key, policy, now) {
      const schedule = lockSchedule(policy);
      const scheduleArray = `{${schedule.join(',')}}`;
      const forgotten = sql`(${now} - ${attemptStates.lastFailureAt} >= ${policy.forgetAfterMs} and ${attemptStates.lockedUntil} <= ${now})`;
      const failures = sql`(case when ${forgotten} then 1 else ${attemptStates.failures} + 1 end)`;
      const lockMs = sql`(${scheduleArray}::bigint[])[least(${failures}, ${schedule.length})]`;
      const first = afterFailure(policy, undefined, now);
      const [row] = await db
        .insert(attemptStates)
        .values({ key, ...first })
        .onConflictDoUpdate({
          target: attemptStates.key,
          set: {
            // Every right-hand side reads the row as it was before this failure.
            failures,
            lastFailureAt: sql`${now}`,
            lockedUntil: sql`(case when ${lockMs} = 0 then 0 else ${now} + ${lockMs} end)`,
          },
        })
        .returning();
      if (!row) throw new Error('attempt count returned no row');
      return {
        failures: row.failures,
        lastFailureAt: Number(row.lastFailureAt),
        lockedUntil: Number(row.lockedUntil),
      };
    },
    async delete(key) {
      await db.delete(attemptStates).where(eq(attemptStates.key, key));
    },
  };
}

/** One statement per request: the window restarts or counts on, atomically across processes. */
export function databaseRateStore(db: Database): RateStore {
  return {
    async increment(key, windowMs, now) {
      const expired = sql`${requestRateWindows.windowStart} + ${windowMs} <= ${now}`;
      const [row] = await db
        .insert(requestRateWindows)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: requestRateWindows.key,
          set: {
            count: sql`case when ${expired} then 1 else ${requestRateWindows.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${now} else ${requestRateWindows.windowStart} end`,
          },
        })
        .returning({
          count: requestRateWindows.count,
          windowStart: requestRateWindows.windowStart,
        });
      if (!row) throw new Error('request rate count returned no row');
      return { current: row.count, ttl: Number(row.windowStart) + windowMs - now };
    },
  };
}

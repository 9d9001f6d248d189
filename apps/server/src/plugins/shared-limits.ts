// Where lockout and request-rate counts live. One process (PGlite) keeps them in memory, bounded;
// several processes on one PostgreSQL (DATABASE_URL) keep them in the database, so a guesser
// spread over processes behind a load balancer meets one count. The rules stay the domain's.
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import {
  afterFailure,
  afterRefund,
  type AttemptPolicy,
  type AttemptState,
  lockedForMs,
  lockSchedule,
} from '@podium/domain';
import type { Database } from '../db/database.ts';
import { attemptStates, requestRateWindows } from '../db/schema/index.ts';

/** Keys remembered at once in memory; the oldest are dropped past it (a flood stays bounded). */
export const MAX_TRACKED_LIMIT_KEYS = 100_000;

/** An attempt let through, counted as a failure as it began; or how long the key must wait. */
export type Charge = { readonly charged: AttemptState } | { readonly waitMs: number };

export interface AttemptStore {
  get(key: string): Promise<AttemptState | undefined>;
  /**
   * Lets an attempt of `key` through unless it is locked, counting it as a failure at once, in
   * one atomic step: attempts sent together each meet the count of those before them.
   */
  charge(key: string, policy: AttemptPolicy, now: number): Promise<Charge>;
  /** Takes back a charged attempt that did not fail (domain afterRefund). */
  refund(key: string, policy: AttemptPolicy, charged: AttemptState): Promise<void>;
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
  const recordFailure = (key: string, policy: AttemptPolicy, now: number) => {
    const state = afterFailure(policy, states.get(key), now);
    states.set(key, state);
    return state;
  };
  return {
    get: async (key) => states.get(key),
    // No await between the check and the count: one step of this process.
    async charge(key, policy, now) {
      const waitMs = lockedForMs(policy, states.get(key), now);
      return waitMs > 0 ? { waitMs } : { charged: recordFailure(key, policy, now) };
    },
    async refund(key, policy, charged) {
      const state = afterRefund(policy, states.get(key), charged);
      if (state) states.set(key, state);
      else states.delete(key);
    },
    recordFailure: async (key, policy, now) => recordFailure(key, policy, now),
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

/** The domain's lock for a count of `failures` (a SQL expression), looked up in lockSchedule. */
function lockMsSql(policy: AttemptPolicy, failures: SQL): SQL {
  const schedule = lockSchedule(policy);
  return sql`(${`{${schedule.join(',')}}`}::bigint[])[least(${failures}, ${schedule.length})]`;
}

export function databaseAttemptStore(db: Database): AttemptStore {
  const stateOf = (row: typeof attemptStates.$inferSelect): AttemptState => ({
    failures: row.failures,
    lastFailureAt: Number(row.lastFailureAt),
    lockedUntil: Number(row.lockedUntil),
  });

  /**
   * One statement, so failures counted at once by several processes each count: the row is
   * created or counted on under its lock. The count starts afresh after a quiet spell (domain
   * currentAttempts), and the lock for the new count comes from the domain's lockSchedule. With
   * `unlessLocked`, a row locked at `now` is left as it is and nothing is returned.
   */
  async function countFailure(
    key: string,
    policy: AttemptPolicy,
    now: number,
    unlessLocked: boolean,
  ): Promise<AttemptState | null> {
    const forgotten = sql`(${now} - ${attemptStates.lastFailureAt} >= ${policy.forgetAfterMs} and ${attemptStates.lockedUntil} <= ${now})`;
    const failures = sql`(case when ${forgotten} then 1 else ${attemptStates.failures} + 1 end)`;
    const lockMs = lockMsSql(policy, failures);
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
        ...(unlessLocked ? { setWhere: sql`${attemptStates.lockedUntil} <= ${now}` } : {}),
      })
      .returning();
    return row ? stateOf(row) : null;
  }

  const get = async (key: string) => {
    const [row] = await db.select().from(attemptStates).where(eq(attemptStates.key, key));
    return row ? stateOf(row) : undefined;
  };

  return {
    get,
    async charge(key, policy, now) {
      const charged = await countFailure(key, policy, now, true);
      if (charged) return { charged };
      // Locked when the statement ran; the wait as the row stands (at least a moment, should
      // the lock have just run out).
      return { waitMs: Math.max(1, lockedForMs(policy, await get(key), now)) };
    },
    /**
     * One statement: the count goes down by one, and the lock goes when the count left is
     * lock-free or nothing was counted after the charge (domain afterRefund).
     */
    async refund(key, policy, charged) {
      const left = sql`(${attemptStates.failures} - 1)`;
      const freeLeft = sql`(${lockMsSql(policy, left)} = 0)`;
      const latest = sql`(${attemptStates.failures} = ${charged.failures} and ${attemptStates.lastFailureAt} = ${charged.lastFailureAt})`;
      const updated = await db
        .update(attemptStates)
        .set({
          failures: sql`${left}`,
          lockedUntil: sql`(case when ${freeLeft} or ${latest} then 0 else ${attemptStates.lockedUntil} end)`,
        })
        .where(and(eq(attemptStates.key, key), gt(attemptStates.failures, 1)))
        .returning({ key: attemptStates.key });
      // The only failure left was this attempt's: nothing is kept.
      if (updated.length === 0)
        await db
          .delete(attemptStates)
          .where(and(eq(attemptStates.key, key), lte(attemptStates.failures, 1)));
    },
    async recordFailure(key, policy, now) {
      const state = await countFailure(key, policy, now, false);
      if (!state) throw new Error('attempt count returned no row');
      return state;
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

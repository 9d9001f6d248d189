// Lockouts and request rates that hold across server processes (plugins/shared-limits.ts): one
// row per counted key. Times are epoch milliseconds, as the domain's rules compute them.
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** A key's failed attempts (packages/domain security/attempt-lockout.ts AttemptState). */
export const attemptStates = pgTable('attempt_states', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: bigint('last_failure_at', { mode: 'number' }).notNull(),
  lockedUntil: bigint('locked_until', { mode: 'number' }).notNull(),
});

/** A key's fixed request-rate window (plugins/request-rates.ts). */
export const requestRateWindows = pgTable('request_rate_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
});

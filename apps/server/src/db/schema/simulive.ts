// Simulated-live broadcasts (SPEC §1, §4): the coordinator's last pause, resume or stop of a
// simulated-live call. No row while the broadcast follows its schedule; the position is computed
// from this row and the clock (domain simulive/broadcast.ts), so every process agrees.
import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlaybackStatus } from '@podium/domain';
import { conferenceCalls } from './conference.ts';

export const simuLiveBroadcasts = pgTable('simulive_broadcasts', {
  conferenceId: integer('conference_id')
    .primaryKey()
    .references(() => conferenceCalls.id, { onDelete: 'cascade' }),
  status: text('status').$type<Exclude<PlaybackStatus, 'NotStarted'>>().notNull(),
  offsetSeconds: doublePrecision('offset_seconds').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull(),
});

// What happens during events: slide transitions (SPEC §3), visit logs with their events
// (SPEC §7 logevent) and per-user resume data (SPEC §3 user presentation data).
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { presentations } from './presentations.ts';
import { users } from './users.ts';

export const slideTransitions = pgTable(
  'slide_transitions',
  {
    id: serial('id').primaryKey(),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    slideGuid: uuid('slide_guid').notNull(),
    transitionAt: timestamp('transition_at', { withTimezone: true, precision: 3 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('slide_transitions_pres').on(t.presId, t.transitionAt)],
);

/** One row per entry into a viewer (route answered 'viewer'); its id is the logId. */
export const visitLogs = pgTable('visit_logs', {
  id: serial('id').primaryKey(),
  /** Kept after the session ends so the log survives sign-out. */
  sessionId: text('session_id').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  presId: integer('pres_id')
    .notNull()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** SPEC §7 updatelogforcustomshow: the custom agenda part this visit watches now. */
  customShowId: integer('custom_show_id').references(() => presentations.id, {
    onDelete: 'set null',
  }),
});

export const logEvents = pgTable(
  'log_events',
  {
    id: serial('id').primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visitLogs.id, { onDelete: 'cascade' }),
    /** SPEC §9 log event type (DocDownload 0, Slide 6, ...). */
    eventType: integer('event_type').notNull(),
    slideIndex: integer('slide_index'),
    documentId: integer('document_id'),
    mediaTimeSeconds: doublePrecision('media_time_seconds'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('log_events_visit').on(t.visitId)],
);

export const userPresData = pgTable(
  'user_pres_data',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** SPEC §3 ResumeMediaData.TimeStampSeconds; null when nothing to resume. */
    resumeSeconds: doublePrecision('resume_seconds'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.presId] })],
);

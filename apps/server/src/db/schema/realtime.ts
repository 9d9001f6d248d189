// The realtime hub's tables (SPEC §7 Realtime): hub tokens, so any server process can verify a
// token another one issued, and the attachments table of the socket.io Postgres adapter, which
// carries messages too large for a NOTIFY payload between processes (ARCHITECTURE §1).
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { presentations } from './presentations.ts';
import { sessions, users } from './users.ts';

/**
 * SPEC §7 POST uegtoken → TokenId. Bound to the session that asked for it: signing out or idling
 * out deletes the session and, by cascade, its tokens.
 */
export const hubTokens = pgTable(
  'hub_tokens',
  {
    /** Random 256-bit id, base64url: the TokenId. */
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** The conference call (SPEC §7 conferenceCallId) the token is for; null for slides-only. */
    conferenceId: integer('conference_id'),
    /** The visit log id the client sent (SPEC §7 logId); client-supplied, never trusted for access. */
    logId: integer('log_id'),
    /** SPEC §6 public participant when the token was issued. */
    isPublic: boolean('is_public').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The first connection must happen before this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the first connection; reconnections reuse the token while its session lives. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('hub_tokens_expires').on(t.expiresAt)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The table the socket.io Postgres adapter expects (its README's DDL, its default name). */
export const SOCKET_IO_ATTACHMENTS_TABLE = 'socket_io_attachments';
export const socketIoAttachments = pgTable(SOCKET_IO_ATTACHMENTS_TABLE, {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

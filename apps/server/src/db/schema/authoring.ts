// Authoring state that is not content yet: a video being transcoded (SPEC §3 VideoResolutions
// Status), whose media container and renditions are written when every resolution is ready, and
// slides being made from a PDF, which replace the event's slides when all are made.
import {
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeckRenderStatus, ManagedResolution } from '@podium/domain';
import { presentations } from './presentations.ts';

/** A resolution being made, with the file it is written to. */
export interface UploadResolution extends ManagedResolution {
  readonly FileName: string;
}

export const mediaUploads = pgTable('media_uploads', {
  /** The media container the video becomes (SPEC §3 ContainerGuid). */
  containerGuid: uuid('container_guid').primaryKey(),
  presId: integer('pres_id')
    .notNull()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  /** The name the coordinator's file had. */
  fileName: text('file_name').notNull(),
  durationSeconds: doublePrecision('duration_seconds').notNull(),
  resolutions: jsonb('resolutions').$type<UploadResolution[]>().notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The server process transcoding it (null: nobody yet, or it ended). */
  claimedBy: text('claimed_by'),
  /** When that process last said it is still at it; an older claim is stale and taken over. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
});

/** Slides being made from an uploaded PDF: the event's latest render (deck-render.service.ts). */
export const slideDeckRenders = pgTable('slide_deck_renders', {
  presId: integer('pres_id')
    .primaryKey()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  /** Names the render's scratch folder, which holds the PDF and the pages made. */
  renderId: uuid('render_id').notNull(),
  /** The name the coordinator's file had. */
  fileName: text('file_name').notNull(),
  status: text('status').$type<DeckRenderStatus>().notNull(),
  pagesDone: integer('pages_done').notNull().default(0),
  /** Null until the PDF has been opened. */
  pageCount: integer('page_count'),
  error: text('error'),
  /** The server process making it (null once it has ended). */
  claimedBy: text('claimed_by'),
  /** When that process last said it is still at it. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

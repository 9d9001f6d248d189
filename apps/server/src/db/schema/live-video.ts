// Live video events (SPEC §3 LiveVideoStatus) and their recordings on the built-in live video
// provider. The status row is the event's live state, so a restarted server or another process
// picks it up where it was; each recording is one continuous feed turned into HLS under
// DATA_DIR/live/{presId}/{folder}/.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReplayType } from '@podium/domain';
import { conferenceCalls } from './conference.ts';
import { presentations } from './presentations.ts';

const utc = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const liveVideoEvents = pgTable('live_video_events', {
  presId: integer('pres_id')
    .primaryKey()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  /** The event's conference call (slides, presenter control, Q&A and hub topics ride on it). */
  conferenceId: integer('conference_id').references(() => conferenceCalls.id, {
    onDelete: 'set null',
  }),
  replayType: text('replay_type').$type<ReplayType>().notNull(),
  hasStarted: boolean('has_started').notNull().default(false),
  hasEnded: boolean('has_ended').notNull().default(false),
  startedAt: utc('started_at'),
  focusedView: integer('focused_view').notNull().default(30),
  previousFocusedView: integer('previous_focused_view').notNull().default(30),
  hasBroadcastStarted: boolean('has_broadcast_started').notNull().default(false),
  /** When attendees first got the broadcast: the replay begins there, not at the first feed. */
  broadcastStartedAt: utc('broadcast_started_at'),
  isReplayAvailable: boolean('is_replay_available').notNull().default(false),
  isReplayExpired: boolean('is_replay_expired').notNull().default(false),
  /** The RTMP stream key of this event (secret to its panelists and coordinators). */
  streamKey: text('stream_key').notNull(),
  /**
   * A replay that is an on-demand media file instead of the event's own recording (a replay
   * prepared elsewhere and uploaded): its key in storage area media.
   */
  replayMediaKey: text('replay_media_key'),
  updatedAt: utc('updated_at').notNull(),
});

export const liveVideoRecordings = pgTable(
  'live_video_recordings',
  {
    id: serial('id').primaryKey(),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** Folder under DATA_DIR/live/{presId}/. */
    folder: text('folder').notNull(),
    source: text('source').$type<'browser' | 'rtmp'>().notNull(),
    startedAt: utc('started_at').notNull(),
    endedAt: utc('ended_at'),
  },
  (t) => [index('live_video_recordings_pres').on(t.presId, t.startedAt)],
);

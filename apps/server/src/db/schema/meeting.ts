// Small group meetings (SPEC §3 SmallGroupMeetingData, SGMStatus) on the built-in meeting
// provider. The schedule (start, end, access windows, pin) is the presentation's
// SmallGroupMeetingData; this row is the meeting's live status, so a restarted server or another
// process picks it up where it was. Participants are the meeting's conference call participants
// (registration, host mute, removal as revoked access).
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { conferenceCalls } from './conference.ts';
import { presentations } from './presentations.ts';

const utc = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const smallGroupMeetings = pgTable('small_group_meetings', {
  /** SPEC §3 MeetingId. */
  id: integer('id').primaryKey(),
  presId: integer('pres_id')
    .notNull()
    .unique()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  /** The conference call whose hub topics, slides and participants the meeting uses. */
  conferenceId: integer('conference_id')
    .notNull()
    .references(() => conferenceCalls.id, { onDelete: 'cascade' }),
  meetingPin: text('meeting_pin').notNull(),
  hasStarted: boolean('has_started').notNull().default(false),
  hasEnded: boolean('has_ended').notNull().default(false),
  startedAt: utc('started_at'),
  endedAt: utc('ended_at'),
  isLaunchInProgress: boolean('is_launch_in_progress').notNull().default(false),
  updatedAt: utc('updated_at').notNull(),
});

// A demo event's small group meeting (SPEC §3 SmallGroupMeetingData, SGMStatus) on the built-in
// meeting provider: not started; it rides on the event's conference call. Loaded after it.
import type { Database } from '../db/database.ts';
import { smallGroupMeetings } from '../db/schema/index.ts';
import type { DemoEvent } from './demo-types.ts';

export interface DemoMeeting {
  /** SPEC §3 MeetingId (fixed: 8401 for 4001). */
  readonly id: number;
  /** SPEC §3 MeetingPin, keyed in by those who dial in. */
  readonly pin: string;
}

export async function insertMeeting(db: Database, event: DemoEvent, loadedAt: Date) {
  const meeting = event.meeting;
  if (!meeting) return;
  if (!event.conference) throw new Error(`demo ${event.presId}: a meeting needs its call`);
  await db.insert(smallGroupMeetings).values({
    id: meeting.id,
    presId: event.presId,
    conferenceId: event.conference.id,
    meetingPin: meeting.pin,
    updatedAt: loadedAt,
  });
}

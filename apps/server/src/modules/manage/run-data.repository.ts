// The SQL that makes an authored event runnable (domain authoring/run-data.ts): its conference
// call row with the call's settings and presenter, its live video status, its small group
// meeting, its show type and payload parts. Written in the transaction that creates or updates
// the event, so it is never half made. A kind change removes what the new kind has no use for.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DialInNumber, RunDataPlan } from '@podium/domain';
import type { Database } from '../../db/database.ts';
import {
  conferenceCalls,
  conferencePresenters,
  liveVideoEvents,
  presentations,
  smallGroupMeetings,
  users,
} from '../../db/schema/index.ts';

export interface RunDataWrite {
  readonly plan: RunDataPlan;
  readonly dialInNumbers: readonly DialInNumber[];
  readonly supportNumber: string;
  /** The first listed presenter of a new call (the event's creator); null: leave the list. */
  readonly presenterId: number | null;
  readonly callGuid: string;
  readonly streamKey: string;
  readonly at: Date;
}

export async function writeRunData(
  db: Database,
  presId: number,
  { plan, dialInNumbers, supportNumber, presenterId, callGuid, streamKey, at }: RunDataWrite,
): Promise<void> {
  const call = plan.call;
  // Calls of another id (none today) or of no longer any kind go; their rows cascade.
  await db
    .delete(conferenceCalls)
    .where(
      call
        ? and(eq(conferenceCalls.presId, presId), ne(conferenceCalls.id, call.id))
        : eq(conferenceCalls.presId, presId),
    );
  if (call) {
    const settings = {
      callTitle: call.callTitle,
      plannedDurationMinutes: call.plannedDurationMinutes,
      replayEnabled: call.replayEnabled,
      questionEditAllowed: call.questionEditAllowed,
      dialInNumbers: [...dialInNumbers],
      presenterControlEnabled: call.presenterControlEnabled,
      slideSyncEnabled: call.slideSyncEnabled,
    };
    await db
      .insert(conferenceCalls)
      .values({
        id: call.id,
        presId,
        guid: callGuid,
        startTimeUtc: new Date(call.startTimeUtc),
        status: null,
        streamingState: 'NotStarted',
        statusUpdatedAt: at,
        accessCode: call.accessCode,
        replayAccessCode: call.replayAccessCode,
        supportNumber,
        ...settings,
      })
      .onConflictDoUpdate({
        target: conferenceCalls.id,
        set: {
          ...settings,
          // The start moves only while the call has not started (SPEC §4).
          startTimeUtc: sql`case when ${conferenceCalls.status} is null then ${new Date(call.startTimeUtc).toISOString()}::timestamptz else ${conferenceCalls.startTimeUtc} end`,
        },
      });
    if (presenterId !== null)
      await db
        .insert(conferencePresenters)
        .values({ conferenceId: call.id, userId: presenterId, sortOrder: 0 })
        .onConflictDoNothing();
  }
  const live = plan.liveVideo;
  if (live && call)
    await db
      .insert(liveVideoEvents)
      .values({
        presId,
        conferenceId: call.id,
        replayType: live.replayType,
        streamKey,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: liveVideoEvents.presId,
        set: { conferenceId: call.id, replayType: live.replayType },
      });
  else await db.delete(liveVideoEvents).where(eq(liveVideoEvents.presId, presId));
  const meeting = plan.meeting;
  if (meeting && call)
    await db
      .insert(smallGroupMeetings)
      .values({
        id: meeting.id,
        presId,
        conferenceId: call.id,
        meetingPin: meeting.pin,
        updatedAt: at,
      })
      .onConflictDoNothing();
  else await db.delete(smallGroupMeetings).where(eq(smallGroupMeetings.presId, presId));

  let presenterExtras = {};
  if (presenterId !== null && call) {
    const [user] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, presenterId));
    if (user) {
      presenterExtras = {
        Presenters: [{ CoreUserId: user.id, Name: `${user.firstName} ${user.lastName}` }],
        ...(plan.extras.IsNrsDirect ? { NrsDirectHosts: [{ CoreUserId: user.id }] } : {}),
      };
    }
  }
  await db
    .update(presentations)
    .set({
      showType: plan.showType,
      extras: sql`${presentations.extras} || ${JSON.stringify({ ...plan.extras, ...presenterExtras })}::jsonb`,
    })
    .where(eq(presentations.id, presId));
}

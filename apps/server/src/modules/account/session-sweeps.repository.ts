// The idle sweep's deletes (SPEC §8 idle timeout): sessions no longer seen and guests left with
// nothing (SQL only; the sweep's schedule and limits live in plugins/idle-sweep.ts). Part of the
// session repository.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  conferenceParticipants,
  conferenceQuestions,
  retailRegistrations,
  sessions,
  users,
} from '../../db/schema/index.ts';

export function createSessionSweeps(db: Database) {
  return {
    /** Deletes up to `limit` sessions last seen before `seenBefore`; answers how many. */
    async deleteIdle(seenBefore: Date, limit: number): Promise<number> {
      const idle = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(lt(sessions.lastSeenAt, seenBefore))
        .limit(limit);
      const rows = await db
        .delete(sessions)
        .where(inArray(sessions.id, idle))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /**
     * Deletes up to `limit` guests created before `createdBefore` that have no session left and
     * took no part (no call registration, question or retail registration); answers how many.
     */
    async deleteAbandonedGuests(createdBefore: Date, limit: number): Promise<number> {
      const abandoned = db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.isGuest, true),
            lt(users.createdAt, createdBefore),
            sql`not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id})`,
            sql`not exists (select 1 from ${conferenceParticipants} where ${conferenceParticipants.userId} = ${users.id})`,
            sql`not exists (select 1 from ${conferenceQuestions} where ${conferenceQuestions.userId} = ${users.id})`,
            sql`not exists (select 1 from ${retailRegistrations} where ${retailRegistrations.userId} = ${users.id})`,
          ),
        )
        .limit(limit);
      const rows = await db
        .delete(users)
        .where(inArray(users.id, abandoned))
        .returning({ id: users.id });
      return rows.length;
    },
  };
}

// Per-user presentation data (SQL only).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { userPresData } from '../../db/schema/index.ts';

export type UserPresDataRow = typeof userPresData.$inferSelect;

export function createPresControlRepository(db: Database) {
  return {
    async findUserPresData(userId: number, presId: number): Promise<UserPresDataRow | null> {
      const [row] = await db
        .select()
        .from(userPresData)
        .where(and(eq(userPresData.userId, userId), eq(userPresData.presId, presId)));
      return row ?? null;
    },

    /** One row per user and presentation: the latest position wins. */
    async saveResumeSeconds(
      userId: number,
      presId: number,
      resumeSeconds: number,
      updatedAt: Date,
    ): Promise<UserPresDataRow> {
      const [row] = await db
        .insert(userPresData)
        .values({ userId, presId, resumeSeconds, updatedAt })
        .onConflictDoUpdate({
          target: [userPresData.userId, userPresData.presId],
          set: { resumeSeconds, updatedAt },
        })
        .returning();
      if (!row) throw new Error('user presentation data upsert returned no row');
      return row;
    },
  };
}

export type PresControlRepository = ReturnType<typeof createPresControlRepository>;

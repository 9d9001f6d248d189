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
  };
}

export type PresControlRepository = ReturnType<typeof createPresControlRepository>;

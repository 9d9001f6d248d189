// Visit logs and their events (SQL only).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { logEvents, visitLogs } from '../../db/schema/index.ts';

export type VisitRow = typeof visitLogs.$inferSelect;
export type NewLogEvent = typeof logEvents.$inferInsert;

export function createActivityRepository(db: Database) {
  return {
    async createVisit(visit: {
      sessionId: string;
      userId: number;
      presId: number;
      startedAt: Date;
    }): Promise<number> {
      const [row] = await db.insert(visitLogs).values(visit).returning({ id: visitLogs.id });
      if (!row) throw new Error('visit insert returned no row');
      return row.id;
    },

    async findVisit(id: number): Promise<VisitRow | null> {
      const [row] = await db.select().from(visitLogs).where(eq(visitLogs.id, id));
      return row ?? null;
    },

    async setCustomShow(visitId: number, showId: number): Promise<void> {
      await db.update(visitLogs).set({ customShowId: showId }).where(eq(visitLogs.id, visitId));
    },

    async insertEvent(event: NewLogEvent): Promise<number> {
      const [row] = await db.insert(logEvents).values(event).returning({ id: logEvents.id });
      if (!row) throw new Error('log event insert returned no row');
      return row.id;
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;

// The activity log read for per-slide engagement: an event's slide views (SPEC §7 logevent type
// Slide) with their visit's user, and when each visit was last heard from (any log event).
import { and, eq, isNotNull, max } from 'drizzle-orm';
import { LogEventType, type SlideViewEvent } from '@podium/domain';
import type { Database } from '../../db/database.ts';
import { logEvents, visitLogs } from '../../db/schema/index.ts';

export function createEngagementRepository(db: Database) {
  return {
    async slideViews(presId: number): Promise<SlideViewEvent[]> {
      const rows = await db
        .select({
          visitId: logEvents.visitId,
          userId: visitLogs.userId,
          slideIndex: logEvents.slideIndex,
          at: logEvents.createdAt,
        })
        .from(logEvents)
        .innerJoin(visitLogs, eq(visitLogs.id, logEvents.visitId))
        .where(
          and(
            eq(visitLogs.presId, presId),
            eq(logEvents.eventType, LogEventType.Slide),
            isNotNull(logEvents.slideIndex),
          ),
        );
      return rows.map((row) => ({
        visitId: row.visitId,
        userId: row.userId,
        slideIndex: row.slideIndex ?? 0,
        atMs: row.at.getTime(),
      }));
    },

    /** visitId → its latest log event of any kind, in ms. */
    async lastHeard(presId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ visitId: logEvents.visitId, last: max(logEvents.createdAt) })
        .from(logEvents)
        .innerJoin(visitLogs, eq(visitLogs.id, logEvents.visitId))
        .where(eq(visitLogs.presId, presId))
        .groupBy(logEvents.visitId);
      return new Map(
        rows.flatMap((row) => (row.last ? [[row.visitId, new Date(row.last).getTime()]] : [])),
      );
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;

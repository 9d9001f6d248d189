// Live video events and their recordings (SQL only).
import { asc, desc, eq, isNull, and } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { liveVideoEvents, liveVideoRecordings } from '../../db/schema/index.ts';

export type LiveVideoRow = typeof liveVideoEvents.$inferSelect;
export type LiveVideoChange = Partial<Omit<LiveVideoRow, 'presId'>>;
export type RecordingRow = typeof liveVideoRecordings.$inferSelect;

export function createLiveVideoRepository(db: Database) {
  return {
    async find(presId: number): Promise<LiveVideoRow | null> {
      const [row] = await db
        .select()
        .from(liveVideoEvents)
        .where(eq(liveVideoEvents.presId, presId));
      return row ?? null;
    },

    async update(presId: number, change: LiveVideoChange): Promise<LiveVideoRow> {
      const [row] = await db
        .update(liveVideoEvents)
        .set(change)
        .where(eq(liveVideoEvents.presId, presId))
        .returning();
      if (!row) throw new Error(`live video event ${presId} is gone`);
      return row;
    },

    /** Recordings oldest first (the order of the replay). */
    recordings(presId: number): Promise<RecordingRow[]> {
      return db
        .select()
        .from(liveVideoRecordings)
        .where(eq(liveVideoRecordings.presId, presId))
        .orderBy(asc(liveVideoRecordings.startedAt), asc(liveVideoRecordings.id));
    },

    async latestRecording(presId: number): Promise<RecordingRow | null> {
      const [row] = await db
        .select()
        .from(liveVideoRecordings)
        .where(eq(liveVideoRecordings.presId, presId))
        .orderBy(desc(liveVideoRecordings.startedAt), desc(liveVideoRecordings.id))
        .limit(1);
      return row ?? null;
    },

    /** A new recording; its folder is named from its id so no two recordings share one. */
    async addRecording(
      presId: number,
      source: 'browser' | 'rtmp',
      startedAt: Date,
    ): Promise<RecordingRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(liveVideoRecordings)
          .values({ presId, source, folder: 'pending', startedAt })
          .returning();
        if (!row) throw new Error('recording insert returned no row');
        const [named] = await tx
          .update(liveVideoRecordings)
          .set({ folder: `r${row.id}` })
          .where(eq(liveVideoRecordings.id, row.id))
          .returning();
        if (!named) throw new Error('recording update returned no row');
        return named;
      });
    },

    async endRecording(presId: number, folder: string, endedAt: Date): Promise<void> {
      await db
        .update(liveVideoRecordings)
        .set({ endedAt })
        .where(
          and(
            eq(liveVideoRecordings.presId, presId),
            eq(liveVideoRecordings.folder, folder),
            isNull(liveVideoRecordings.endedAt),
          ),
        );
    },
  };
}

export type LiveVideoRepository = ReturnType<typeof createLiveVideoRepository>;

// The stored broadcast record of simulated-live calls (SQL only; the rules live in the domain).
import { eq } from 'drizzle-orm';
import type { BroadcastRecord } from '@podium/domain';
import type { Database } from '../../db/database.ts';
import { simuLiveBroadcasts } from '../../db/schema/index.ts';

export function createSimuLiveRepository(db: Database) {
  return {
    async findBroadcast(conferenceId: number): Promise<BroadcastRecord | null> {
      const [row] = await db
        .select()
        .from(simuLiveBroadcasts)
        .where(eq(simuLiveBroadcasts.conferenceId, conferenceId));
      if (!row) return null;
      return {
        status: row.status,
        offsetSeconds: row.offsetSeconds,
        changedAtMs: row.changedAt.getTime(),
      };
    },

    async saveBroadcast(conferenceId: number, record: BroadcastRecord): Promise<void> {
      const values = {
        status: record.status,
        offsetSeconds: record.offsetSeconds,
        changedAt: new Date(record.changedAtMs),
      };
      await db
        .insert(simuLiveBroadcasts)
        .values({ conferenceId, ...values })
        .onConflictDoUpdate({ target: simuLiveBroadcasts.conferenceId, set: values });
    },

    /** Back to the schedule (the demo's test hook moves the schedule itself). */
    async clearBroadcast(conferenceId: number): Promise<void> {
      await db.delete(simuLiveBroadcasts).where(eq(simuLiveBroadcasts.conferenceId, conferenceId));
    },
  };
}

export type SimuLiveRepository = ReturnType<typeof createSimuLiveRepository>;

// Videos being transcoded (media_uploads) and, once ready, their media container and renditions.
// A job is claimed by one server process at a time, atomically in SQL (claimNext), so two
// processes on one database never transcode the same upload.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  mediaContainers,
  mediaRenditions,
  mediaUploads,
  type UploadResolution,
} from '../../db/schema/index.ts';

export type MediaUploadRow = typeof mediaUploads.$inferSelect;

export function createMediaUploadRepository(db: Database) {
  return {
    async latest(presId: number): Promise<MediaUploadRow | null> {
      const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.presId, presId));
      return row ?? null;
    },

    /**
     * Claims the oldest job that still has a resolution to make and that nobody holds (or whose
     * holder last spoke before `staleBefore`), for `claimer`, in one statement: the row is picked
     * with FOR UPDATE SKIP LOCKED, so a claimer racing another skips the row the other is taking
     * and two never get the same job. Null when there is none to take.
     */
    async claimNext(claimer: string, at: Date, staleBefore: Date): Promise<MediaUploadRow | null> {
      const candidate = db
        .select({ guid: mediaUploads.containerGuid })
        .from(mediaUploads)
        .where(
          and(
            isNull(mediaUploads.error),
            sql`exists (select 1 from jsonb_array_elements(${mediaUploads.resolutions}) as r where r->>'Status' in ('Queued', 'Processing'))`,
            or(isNull(mediaUploads.claimedBy), lt(mediaUploads.claimedAt, staleBefore)),
          ),
        )
        .orderBy(asc(mediaUploads.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(mediaUploads)
        .set({ claimedBy: claimer, claimedAt: at })
        .where(sql`${mediaUploads.containerGuid} = (${candidate})`)
        .returning();
      return row ?? null;
    },

    /** The holder is still at it; false when the job is no longer its own (taken over, gone). */
    async renewClaim(containerGuid: string, claimer: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(mediaUploads)
        .set({ claimedAt: at })
        .where(
          and(eq(mediaUploads.containerGuid, containerGuid), eq(mediaUploads.claimedBy, claimer)),
        )
        .returning({ guid: mediaUploads.containerGuid });
      return rows.length > 0;
    },

    /** The holder is done with the job (finished, failed or stopping). */
    async releaseClaim(containerGuid: string, claimer: string): Promise<void> {
      await db
        .update(mediaUploads)
        .set({ claimedBy: null, claimedAt: null })
        .where(
          and(eq(mediaUploads.containerGuid, containerGuid), eq(mediaUploads.claimedBy, claimer)),
        );
    },

    /** The new upload replaces the event's earlier one (one video per event). */
    async start(row: typeof mediaUploads.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mediaUploads).where(eq(mediaUploads.presId, row.presId));
        await tx.insert(mediaUploads).values(row);
      });
    },

    async setResolutions(
      containerGuid: string,
      resolutions: UploadResolution[],
      error: string | null = null,
    ): Promise<void> {
      await db
        .update(mediaUploads)
        .set({ resolutions, error })
        .where(eq(mediaUploads.containerGuid, containerGuid));
    },

    /** SPEC §4 done: the container and its renditions replace the event's video in one step. */
    async publishVideo(upload: MediaUploadRow, resolutions: readonly UploadResolution[]) {
      return db.transaction(async (tx) => {
        const old = await tx
          .select({ fileName: mediaRenditions.fileName })
          .from(mediaRenditions)
          .innerJoin(mediaContainers, eq(mediaContainers.guid, mediaRenditions.containerGuid))
          .where(and(eq(mediaContainers.presId, upload.presId), eq(mediaContainers.kind, 'video')));
        await tx
          .delete(mediaContainers)
          .where(and(eq(mediaContainers.presId, upload.presId), eq(mediaContainers.kind, 'video')));
        await tx.insert(mediaContainers).values({
          guid: upload.containerGuid,
          presId: upload.presId,
          kind: 'video',
          durationSeconds: upload.durationSeconds,
        });
        await tx.insert(mediaRenditions).values(
          resolutions.map((r) => ({
            containerGuid: upload.containerGuid,
            presId: upload.presId,
            fileName: r.FileName,
            width: r.Width,
            height: r.Height,
          })),
        );
        return old.map((row) => row.fileName);
      });
    },
  };
}

export type MediaUploadRepository = ReturnType<typeof createMediaUploadRepository>;

// Videos being transcoded (media_uploads) and, once ready, their media container and renditions.
import { and, eq, isNull } from 'drizzle-orm';
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

    /** Every job without an error (the caller picks those not yet done). */
    async unfinished(): Promise<MediaUploadRow[]> {
      return db.select().from(mediaUploads).where(isNull(mediaUploads.error));
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

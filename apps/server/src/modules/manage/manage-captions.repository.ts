// An event's media containers and their caption tracks (SQL only).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mediaCaptions, mediaContainers } from '../../db/schema/index.ts';

export type CaptionContainerRow = typeof mediaContainers.$inferSelect;
export type CaptionTrackRow = typeof mediaCaptions.$inferSelect;

export function createManageCaptionsRepository(db: Database) {
  return {
    containers(presId: number): Promise<CaptionContainerRow[]> {
      return db
        .select()
        .from(mediaContainers)
        .where(eq(mediaContainers.presId, presId))
        .orderBy(asc(mediaContainers.kind));
    },

    tracks(presId: number): Promise<CaptionTrackRow[]> {
      return db
        .select()
        .from(mediaCaptions)
        .where(eq(mediaCaptions.presId, presId))
        .orderBy(asc(mediaCaptions.language));
    },

    async container(presId: number, guid: string): Promise<CaptionContainerRow | null> {
      const [row] = await db
        .select()
        .from(mediaContainers)
        .where(and(eq(mediaContainers.presId, presId), eq(mediaContainers.guid, guid)));
      return row ?? null;
    },

    /** Adds the container's track in that language, or replaces its label and file. */
    async save(row: Omit<CaptionTrackRow, 'id'>): Promise<void> {
      await db
        .insert(mediaCaptions)
        .values(row)
        .onConflictDoUpdate({
          target: [mediaCaptions.containerGuid, mediaCaptions.language],
          set: { label: row.label, storageKey: row.storageKey },
        });
    },

    /** The removed track, or null when the container had none in that language. */
    async remove(containerGuid: string, language: string): Promise<CaptionTrackRow | null> {
      const [row] = await db
        .delete(mediaCaptions)
        .where(
          and(eq(mediaCaptions.containerGuid, containerGuid), eq(mediaCaptions.language, language)),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type ManageCaptionsRepository = ReturnType<typeof createManageCaptionsRepository>;

// On-demand media rows (SQL only): containers, renditions, chapters and slide media.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  mediaCaptions,
  mediaChapters,
  mediaContainers,
  mediaRenditions,
  slideMedia,
  slides,
} from '../../db/schema/index.ts';

export type MediaContainerRow = typeof mediaContainers.$inferSelect;
export type MediaRenditionRow = typeof mediaRenditions.$inferSelect;
export type MediaChapterRow = typeof mediaChapters.$inferSelect;
export type SlideMediaRow = typeof slideMedia.$inferSelect;
export type MediaCaptionRow = typeof mediaCaptions.$inferSelect;

/** A presentation's media: its containers with their renditions, highest quality first. */
export interface PresentationMedia {
  readonly containers: readonly MediaContainerRow[];
  readonly renditions: readonly MediaRenditionRow[];
}

/** A file the media route may serve, with what decides who may see it. */
export type MediaFileRow =
  | { readonly source: 'rendition'; readonly kind: MediaContainerRow['kind'] }
  | { readonly source: 'slideMedia'; readonly slideIndexes: readonly number[] };

export function createMediaRepository(db: Database) {
  return {
    async findContainer(guid: string): Promise<MediaContainerRow | null> {
      const [row] = await db
        .select()
        .from(mediaContainers)
        .where(eq(mediaContainers.guid, guid.toLowerCase()));
      return row ?? null;
    },

    async presentationMedia(presId: number): Promise<PresentationMedia> {
      const [containers, renditions] = await Promise.all([
        db.select().from(mediaContainers).where(eq(mediaContainers.presId, presId)),
        db
          .select()
          .from(mediaRenditions)
          .where(eq(mediaRenditions.presId, presId))
          .orderBy(
            desc(mediaRenditions.height),
            desc(mediaRenditions.bitRateKbps),
            asc(mediaRenditions.id),
          ),
      ]);
      return { containers, renditions };
    },

    listChapters(containerGuid: string): Promise<MediaChapterRow[]> {
      return db
        .select()
        .from(mediaChapters)
        .where(eq(mediaChapters.containerGuid, containerGuid))
        .orderBy(asc(mediaChapters.timeSeconds), asc(mediaChapters.id));
    },

    listCaptions(containerGuid: string): Promise<MediaCaptionRow[]> {
      return db
        .select()
        .from(mediaCaptions)
        .where(eq(mediaCaptions.containerGuid, containerGuid))
        .orderBy(asc(mediaCaptions.language));
    },

    async findCaption(containerGuid: string, language: string): Promise<MediaCaptionRow | null> {
      const [row] = await db
        .select()
        .from(mediaCaptions)
        .where(
          and(eq(mediaCaptions.containerGuid, containerGuid), eq(mediaCaptions.language, language)),
        );
      return row ?? null;
    },

    /** Slide media of a container with the index of the slide each one belongs to. */
    listSlideMedia(
      containerGuid: string,
    ): Promise<{ media: SlideMediaRow; slideIndex: number | null }[]> {
      return db
        .select({ media: slideMedia, slideIndex: slides.index })
        .from(slideMedia)
        .leftJoin(slides, eq(slides.slideMediaGuid, slideMedia.guid))
        .where(eq(slideMedia.containerGuid, containerGuid))
        .orderBy(asc(slides.index), asc(slideMedia.fileName));
    },

    async findFile(presId: number, fileName: string): Promise<MediaFileRow | null> {
      const [rendition] = await db
        .select({ kind: mediaContainers.kind })
        .from(mediaRenditions)
        .innerJoin(mediaContainers, eq(mediaContainers.guid, mediaRenditions.containerGuid))
        .where(and(eq(mediaRenditions.presId, presId), eq(mediaRenditions.fileName, fileName)));
      if (rendition) return { source: 'rendition', kind: rendition.kind };
      const clips = await db
        .select({ slideIndex: slides.index })
        .from(slideMedia)
        .leftJoin(slides, eq(slides.slideMediaGuid, slideMedia.guid))
        .where(and(eq(slideMedia.presId, presId), eq(slideMedia.fileName, fileName)));
      if (clips.length === 0) return null;
      return {
        source: 'slideMedia',
        slideIndexes: clips.flatMap((c) => (c.slideIndex === null ? [] : [c.slideIndex])),
      };
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;

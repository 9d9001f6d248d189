// On-demand media (SPEC §3 Media, Slide media; SPEC §7 chapters, speakermedia, slidemedia): a
// presentation's media containers (one video and/or one audio), the files of each container's
// renditions, the chapters per container and the slide media clips. File names are unique per
// presentation so the media file route (presentation/{presId}/media/{fileName}) names one file;
// the files live in the storage area media/ under the key {presId}/{fileName}.
import { doublePrecision, integer, pgTable, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { presentations } from './presentations.ts';

export type MediaKind = 'video' | 'audio';

export const mediaContainers = pgTable(
  'media_containers',
  {
    /** SPEC §3 ContainerGuid: what chapters, speakermedia and slidemedia are asked by. */
    guid: uuid('guid').primaryKey(),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
  },
  (t) => [unique('media_containers_pres_kind').on(t.presId, t.kind)],
);

/** One file of a container: a video resolution (width, height) or an audio bit rate. */
export const mediaRenditions = pgTable(
  'media_renditions',
  {
    id: serial('id').primaryKey(),
    containerGuid: uuid('container_guid')
      .notNull()
      .references(() => mediaContainers.guid, { onDelete: 'cascade' }),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    width: integer('width'),
    height: integer('height'),
    bitRateKbps: integer('bit_rate_kbps'),
  },
  (t) => [unique('media_renditions_pres_file').on(t.presId, t.fileName)],
);

export const mediaChapters = pgTable('media_chapters', {
  /** SPEC §3 ChapterId. */
  id: serial('id').primaryKey(),
  containerGuid: uuid('container_guid')
    .notNull()
    .references(() => mediaContainers.guid, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  timeSeconds: doublePrecision('time_seconds').notNull(),
});

/** SPEC §3 Slide media: a clip shown in place of a slide (Slide.IsSlideMedia, SlideMediaGuid). */
export const slideMedia = pgTable(
  'slide_media',
  {
    guid: uuid('guid').primaryKey(),
    containerGuid: uuid('container_guid')
      .notNull()
      .references(() => mediaContainers.guid, { onDelete: 'cascade' }),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
  },
  (t) => [unique('slide_media_pres_file').on(t.presId, t.fileName)],
);

/**
 * A caption track of a container: one WebVTT file per language, stored in the media area under
 * the key {presId}/captions/{containerGuid}/{language}.vtt.
 */
export const mediaCaptions = pgTable(
  'media_captions',
  {
    id: serial('id').primaryKey(),
    containerGuid: uuid('container_guid')
      .notNull()
      .references(() => mediaContainers.guid, { onDelete: 'cascade' }),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** Lower-case language tag (en-us, zh-cn, ja). */
    language: text('language').notNull(),
    /** The language's name as listed to viewers, e.g. English. */
    label: text('label').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [unique('media_captions_container_language').on(t.containerGuid, t.language)],
);

// Presentation content tables (SPEC §3): the event, its slides, speakers, documents, branding
// and links. Fixed columns for what the server queries or filters on; jsonb for the shapes the
// server only passes through.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Disclaimer,
  EventInfo,
  EventSettings,
  Language,
  Presentation,
  Security,
} from '@podium/domain';

/**
 * Parts of the SPEC §3 presentation later issues fill (conference, live video, media actions,
 * watermark...). Audio and Video are not here: they come from the media tables (schema/media.ts).
 */
export type PresentationExtras = Partial<
  Pick<
    Presentation,
    | 'ConferenceCallData'
    | 'MeetingData'
    | 'EventMedia'
    | 'mediaWatermark'
    | 'MediaActions'
    | 'HasConferenceCall'
    | 'HasSimuLiveVideo'
    | 'LiveVideoData'
    | 'HasSmallGroupMeetingsVideoAndSlide'
    | 'SmallGroupMeetingData'
    | 'Presenters'
    | 'Managers'
    | 'IsNrsDirect'
    | 'NrsDirectHosts'
    | 'NrsDirectPaddingNavData'
    | 'HasVideoAdminTool'
    | 'HasAudioAdminTool'
    | 'HasTelephone'
    | 'Retail_PricingMessage'
    | 'TickerMessages'
  >
> & {
  /**
   * The show's language (SPEC §9 languages); absent: the default language. What a DualLanguage
   * link (SPEC §9 show link types) switches the viewer to.
   */
  readonly Language?: Language;
};

export const brandingGroups = pgTable('branding_groups', {
  guid: uuid('guid').primaryKey(),
  primaryColor: text('primary_color').notNull(),
  /** CSS rules served after the :root declaration of the primary colour. */
  stylesheet: text('stylesheet').notNull(),
});

/**
 * Where every presentation's content_version comes from. One sequence for all presentations, not
 * a per-row counter from 0: a presentation deleted and loaded again under the same id must never
 * repeat a version an earlier copy had, or a process that cached the earlier content would keep
 * serving it (presentation-content.cache.ts).
 */
export const presentationContentVersions = pgSequence('presentation_content_versions');

/** Where the ids of events made in the manage area come from (10001 on, past every demo id). */
export const authoredPresentationIds = pgSequence('authored_presentation_ids', {
  startWith: 10001,
  minValue: 10001,
  maxValue: 2147483647,
  increment: 1,
  cache: 1,
});

export const presentations = pgTable('presentations', {
  id: integer('id').primaryKey(),
  rowguid: uuid('rowguid').notNull().unique(),
  titleBarWeb: text('title_bar_web').notNull(),
  brandingGuid: uuid('branding_guid').references(() => brandingGroups.guid),
  /** Storage key (branding area) of the title logo. */
  titleLogoKey: text('title_logo_key'),
  privateSlidesBeginAt: integer('private_slides_begin_at'),
  showType: text('show_type'),
  underwriterButtonText: text('underwriter_button_text'),
  allowSlideDownload: boolean('allow_slide_download').notNull().default(false),
  slidesAvailableAt: timestamp('slides_available_at', { withTimezone: true }),
  slidesExpireAt: timestamp('slides_expire_at', { withTimezone: true }),
  security: jsonb('security').$type<Security>().notNull(),
  eventInfo: jsonb('event_info').$type<EventInfo>().notNull(),
  disclaimer: jsonb('disclaimer').$type<Disclaimer>(),
  extras: jsonb('extras').$type<PresentationExtras>().notNull().default({}),
  /** The settings the manage area authored the event with; null for events made otherwise. */
  authoring: jsonb('authoring').$type<EventSettings>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Changes (from presentation_content_versions) whenever a row of the content GET presentation
   * caches changes: slides, speakers, documents, media containers and renditions. Bumped by the
   * database's triggers (migration 0003), so every writer on every process invalidates; only
   * ever compared for equality by the cache, never set by the application.
   */
  contentVersion: bigint('content_version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('presentation_content_versions')`),
});

export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    guid: uuid('guid').notNull().unique(),
    index: integer('index').notNull(),
    timeSeconds: doublePrecision('time_seconds'),
    title: text('title').notNull(),
    /** Storage keys in the slides area. */
    imageKey: text('image_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    /** The original image's size and the thumbnail's width; null until WebP copies exist. */
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    thumbnailWidth: integer('thumbnail_width'),
    isSlideMedia: boolean('is_slide_media').notNull().default(false),
    slideMediaGuid: uuid('slide_media_guid'),
    /** The page's text, kept from an uploaded PDF deck. */
    text: text('text').notNull().default(''),
  },
  (t) => [unique('slides_pres_index').on(t.presId, t.index)],
);

export const speakers = pgTable('speakers', {
  id: serial('id').primaryKey(),
  presId: integer('pres_id')
    .notNull()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  company: text('company').notNull(),
  nameStyle: text('name_style'),
  titleStyle: text('title_style'),
  companyStyle: text('company_style'),
  coreFileId: integer('core_file_id'),
  url: text('url'),
  appearanceTimes: jsonb('appearance_times').$type<number[]>().notNull().default([]),
  slideGuids: jsonb('slide_guids').$type<string[]>().notNull().default([]),
});

export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  presId: integer('pres_id')
    .notNull()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull(),
  name: text('name').notNull(),
  /** SPEC §3 DocumentExtType: pdf 1, word 2, excel 3, powerpoint 4, link 5. */
  extType: integer('ext_type').notNull(),
  fileName: text('file_name'),
  /** Storage key in the documents area; null for links. */
  storageKey: text('storage_key'),
  contentType: text('content_type'),
  linkUrl: text('link_url'),
  isStale: boolean('is_stale').notNull().default(false),
});

export const underwriters = pgTable('underwriters', {
  id: serial('id').primaryKey(),
  presId: integer('pres_id')
    .notNull()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull(),
  name: text('name').notNull(),
  /** SPEC §3 BrandingGroupItem.LogoType: 'Issuer' logos are filtered out of the list. */
  logoType: text('logo_type').notNull(),
  /** Storage key in the branding area. */
  logoKey: text('logo_key').notNull(),
});

export const linkedPresentations = pgTable(
  'linked_presentations',
  {
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    linkedPresId: integer('linked_pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** SPEC §9 show link type: None 0, CustomAgenda 1, DualLanguage 2. */
    linkType: integer('link_type').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.presId, t.linkedPresId] })],
);

export const entryCodes = pgTable('entry_codes', {
  /** SPEC §3 PasswordId. */
  id: serial('id').primaryKey(),
  /** Stored upper-case; entry is case-insensitive. */
  code: text('code').notNull().unique(),
  presId: integer('pres_id')
    .notNull()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  /** registered | public | review (SPEC §1: review mode when the type equals review). */
  type: text('type').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

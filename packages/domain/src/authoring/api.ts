// The manage area's REST contract (Podium authoring): paths under SERVICE_BASE_PATH, response
// schemas the web app validates, and the state an event shows in the list.
import { z } from 'zod';
import type { PresentationKind } from '../presentation/kind.ts';
import { AUTHORING_KIND_VALUES, authoringKind } from './kinds.ts';
import { ENTRY_CODE_TYPES, EventSettingsBodySchema } from './event-schema.ts';

const Id = z.number().int().positive().max(2_147_483_647);
const Utc = z.iso.datetime({ offset: true });

export const managePaths = {
  me: () => 'manage/me',
  events: () => 'manage/events',
  event: (presId: number) => `manage/events/${presId}`,
  entryCodes: (presId: number) => `manage/events/${presId}/entrycodes`,
  expireEntryCode: (presId: number, passwordId: number) =>
    `manage/events/${presId}/entrycodes/${passwordId}/expire`,
  /** PUT starts making slides from a finished PDF upload (202); GET reads how far it is. */
  slideDeck: (presId: number) => `manage/events/${presId}/slidedeck`,
  /** PUT starts processing a finished .mp4 upload; GET reads its VideoResolutions' Status. */
  media: (presId: number) => `manage/events/${presId}/media`,
  /** GET: the event's media containers with their caption tracks. */
  captions: (presId: number) => `manage/events/${presId}/captions`,
  /** PUT (body: the WebVTT file) adds or replaces a container's track; DELETE removes it. */
  caption: (presId: number, containerGuid: string, language: string) =>
    `manage/events/${presId}/media/${containerGuid}/captions/${language}`,
  slideTimes: (presId: number) => `manage/events/${presId}/slidetimes`,
  documents: (presId: number) => `manage/events/${presId}/documents`,
  documentLinks: (presId: number) => `manage/events/${presId}/documents/links`,
  document: (presId: number, docId: number) => `manage/events/${presId}/documents/${docId}`,
  /** The tus endpoint (resumable uploads); a finished upload is then named by its id. */
  uploads: () => 'manage/uploads',
  /** GET: per-slide viewers and time (engagement.ts); .csv: the same as `Export engagement`. */
  engagement: (presId: number) => `manage/events/${presId}/engagement`,
  engagementCsv: (presId: number) => `manage/events/${presId}/engagement.csv`,
  /** GET: the presentation payload as an attendee sees it (the attendee preview). */
  preview: (presId: number) => `manage/events/${presId}/preview`,
} as const;

/** Where an event stands, as the list shows it. */
export const ManagedEventStateSchema = z.enum(['NeedsContent', 'Scheduled', 'Started']);
export type ManagedEventState = z.infer<typeof ManagedEventStateSchema>;

/**
 * An event needs content until it has what its kind is made of (slides for a slides kind);
 * then it is scheduled until its start time, and started after.
 */
export function managedEventState(
  event: {
    readonly kind: PresentationKind;
    readonly slideCount: number;
    readonly startUtc: string;
  },
  nowMs: number,
): ManagedEventState {
  const parts = authoringKind(event.kind).parts;
  if (parts.slides && event.slideCount === 0) return 'NeedsContent';
  return Date.parse(event.startUtc) > nowMs ? 'Scheduled' : 'Started';
}

export const ManageMeSchema = z.object({
  CoreId: Id,
  FullName: z.string(),
  IsSiteAdmin: z.boolean(),
  AntiForgeryToken: z.string(),
});
export type ManageMe = z.infer<typeof ManageMeSchema>;

export const ManagedEventSummarySchema = z.object({
  PresentationId: Id,
  Title: z.string(),
  Kind: z.enum(AUTHORING_KIND_VALUES),
  StartTimeUtc: Utc,
  Timezone: z.string(),
  State: ManagedEventStateSchema,
});
export type ManagedEventSummary = z.infer<typeof ManagedEventSummarySchema>;

export const ManagedEventListSchema = z.object({ Events: z.array(ManagedEventSummarySchema) });

export const ManagedSlideSchema = z.object({
  Guid: z.string(),
  Index: z.number().int().nonnegative(),
  ThumbnailUrl: z.string(),
  /** The page's text, kept from the PDF. */
  Text: z.string(),
  /** When the slide starts in the event's media (SPEC §3 Slide.Time); null: not synced. */
  TimeSeconds: z.number().nullable(),
});
export type ManagedSlide = z.infer<typeof ManagedSlideSchema>;

export const ManagedEntryCodeSchema = z.object({
  PasswordId: Id,
  Code: z.string(),
  Type: z.enum(ENTRY_CODE_TYPES),
  PasswordStartDateUTC: Utc.nullable(),
  PasswordEndDateUTC: Utc.nullable(),
});
export type ManagedEntryCode = z.infer<typeof ManagedEntryCodeSchema>;

export const ManagedEventDetailSchema = ManagedEventSummarySchema.extend({
  Settings: EventSettingsBodySchema,
  Slides: z.array(ManagedSlideSchema),
  EntryCodes: z.array(ManagedEntryCodeSchema),
});
export type ManagedEventDetail = z.infer<typeof ManagedEventDetailSchema>;

/** PUT manage/events/{presId}/slidedeck: the finished tus upload holding the PDF. */
export const SlideDeckBodySchema = z.object({
  UploadId: z.string().regex(/^[0-9a-f]{32}$/, 'Upload the file first.'),
});

/** Most pages a slide deck may have; a longer PDF is refused whole. */
export const MAX_SLIDE_DECK_PAGES = 300;
/** Largest slide deck PDF the upload accepts. */
export const MAX_SLIDE_DECK_BYTES = 200 * 1024 * 1024;
/** Width in pixels of a rendered slide image and of its thumbnail. */
export const SLIDE_IMAGE_WIDTH_PX = 1600;
export const SLIDE_THUMBNAIL_WIDTH_PX = 240;

/** The answer of PUT manage/events/{presId}/slidetimes: the deck with its times. */
export const SlideDeckResponseSchema = z.object({ Slides: z.array(ManagedSlideSchema) });

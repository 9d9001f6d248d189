// SPEC §3 entities as zod schemas: the wire shapes the server sends and the viewer validates.
// Field names follow SPEC §3 letter for letter. Parts later issues build (conference, live
// video, SGM, media) are typed loosely-but-safely here and tightened by those issues.
import { z } from 'zod';

export { DocumentExtType, LogoType, MediaActionType } from './codes.ts';

export const Guid = z.string().regex(/^[0-9a-fA-F-]{36}$/, 'must be a guid');

/** SPEC §3 Slide. hasLoaded is viewer state, not wire data. */
export const SlideSchema = z.object({
  Guid: Guid,
  SlideDetailId: z.number().int(),
  Index: z.number().int().nonnegative(),
  /** Seconds into the media at which the slide shows; null when the show has no media. */
  Time: z.number().nonnegative().nullable(),
  ImageUrl: z.string(),
  ThumbnailUrl: z.string(),
  IsSlideMedia: z.boolean(),
  SlideMediaGuid: Guid.nullable(),
  /** Accessible description of the slide's content (Podium addition for screen readers). */
  Title: z.string(),
  /**
   * Podium addition, so nothing shifts while a picture loads: the image's size in px, and `srcset`s
   * of its WebP copies and original (slides/image-variants.ts). Absent or null: only the original.
   */
  Width: z.number().int().positive().nullish(),
  Height: z.number().int().positive().nullish(),
  ImageSrcSet: z.string().nullish(),
  ThumbnailSrcSet: z.string().nullish(),
});
export type Slide = z.infer<typeof SlideSchema>;

/** SPEC §3 Speaker. */
export const SpeakerSchema = z.object({
  SpeakerId: z.number().int(),
  SpeakerName: z.string(),
  NameStyle: z.string().nullable(),
  Title: z.string(),
  TitleStyle: z.string().nullable(),
  Company: z.string(),
  CompanyStyle: z.string().nullable(),
  CoreFileId: z.number().int().nullable(),
  URL: z.string().nullable(),
  /** Seconds into the media at which the speaker appears. */
  AppearanceTimes: z.array(z.number().nonnegative()),
  SlideGuids: z.array(Guid),
});
export type Speaker = z.infer<typeof SpeakerSchema>;

/** SPEC §3 Document. */
export const DocumentSchema = z.object({
  DocumentId: z.number().int(),
  DocumentName: z.string(),
  DocumentExtType: z.union([
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(4),
    z.literal(5),
    z.literal(6),
  ]),
  IsStale: z.boolean(),
  FileName: z.string().nullable(),
  /** For links (type 5): the target address. Null for files. */
  LinkUrl: z.string().nullable(),
  /** The file's size in bytes, shown beside its name; null for links. */
  FileSize: z.number().int().nonnegative().nullable().optional(),
});
export type PresentationDocument = z.infer<typeof DocumentSchema>;

/** SPEC §3 Event media. */
export const EventMediaSchema = z.object({ Name: z.string(), URL: z.string() });
export type EventMedia = z.infer<typeof EventMediaSchema>;

/** SPEC §3 Security flags. */
export const SecuritySchema = z.object({
  BlockSlidesCopy: z.boolean(),
  BlockSlidesText: z.boolean(),
  ShowSECWarn: z.boolean(),
  ShowSECWarnText: z.string().nullable(),
  EventMediaButton: z.boolean(),
  ProspectusButton: z.boolean(),
});
export type Security = z.infer<typeof SecuritySchema>;

/**
 * SPEC §3 Media: audio BitRates[].Url; video Resolutions with Url; chapters per container. The
 * container guid names the media container whose chapters and speaker media SPEC §7 fetches.
 */
export const AudioSchema = z.object({
  ContainerGuid: Guid,
  DurationSeconds: z.number().nonnegative(),
  /** Bit rates in kbit/s, highest first. */
  BitRates: z.array(z.object({ BitRate: z.number().int().positive(), Url: z.string() })),
});
export type Audio = z.infer<typeof AudioSchema>;

/** SPEC §3 video resolution; Status is the upload state of a resolution (SPEC §3 Upload). */
export const VideoResolutionSchema = z.object({
  Height: z.number().int().positive(),
  Width: z.number().int().positive(),
  Url: z.string(),
  Status: z.string().optional(),
});
export type VideoResolution = z.infer<typeof VideoResolutionSchema>;

export const VideoSchema = z.object({
  ContainerGuid: Guid,
  DurationSeconds: z.number().nonnegative(),
  /** Highest first. */
  Resolutions: z.array(VideoResolutionSchema),
});
export type Video = z.infer<typeof VideoSchema>;

export const WatermarkSchema = z.object({
  HasWatermark: z.boolean(),
  WatermarkImage: z.string().nullable(),
});
export type Watermark = z.infer<typeof WatermarkSchema>;

/** SPEC §3 chapters per container (GET presentation/media/chapters?containerGuid). */
export const ChapterSchema = z.object({
  ChapterId: z.number().int(),
  Title: z.string(),
  TimeSeconds: z.number().nonnegative(),
});
export type Chapter = z.infer<typeof ChapterSchema>;

/** SPEC §3 Slide media: Guid, FileName, VideoResolutions (GET presentation/{containerGuid}/slidemedia). */
export const SlideMediaSchema = z.object({
  Guid: Guid,
  FileName: z.string(),
  VideoResolutions: z.array(VideoResolutionSchema),
});
export type SlideMedia = z.infer<typeof SlideMediaSchema>;

/** SPEC §3 Media action. */
export const MediaActionSchema = z.object({
  Id: z.number().int(),
  MediaActionType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  TimecodeSequence: z.string(),
});

export const PresenterSchema = z.object({ CoreUserId: z.number().int(), Name: z.string() });

/** SPEC §3 Conference call data (the part the presentation payload carries). */
export const ConferenceCallDataSchema = z.object({
  CallTitle: z.string(),
  Id: z.number().int(),
  AskForPublicPrivate: z.boolean(),
  QandAType: z.enum(['None', 'TextOnly', 'AudioOnly', 'TextAndAudio']),
  PreEventQADisabled: z.boolean(),
  HideDocumentsBeforeEvent: z.boolean(),
  PresenterControlEnabled: z.boolean(),
  PlaybackEndTimeUtc: z.string().nullable(),
});

/** Event information for the Event Info panel (SPEC §2); Podium's shape (SPEC: not shown). */
export const EventInfoSchema = z.object({
  Issuer: z.string(),
  Description: z.string(),
  StartDateUtc: z.string().nullable(),
  Timezone: z.string().nullable(),
  Contact: z.string().nullable(),
});
export type EventInfo = z.infer<typeof EventInfoSchema>;

/** SPEC §3 Presentation, as returned by GET /presentation. */
export const PresentationSchema = z.object({
  PresentationId: z.number().int(),
  TitleBarWeb: z.string(),
  ConferenceCallData: ConferenceCallDataSchema.nullable(),
  PresentationBrandingTitleLogo: z.string().nullable(),
  BrandingGuid: z.string(),
  rowguid: Guid,
  PasswordId: z.number().int().nullable(),
  PasswordStartDateUTC: z.string().nullable(),
  PasswordEndDateUTC: z.string().nullable(),
  PasswordType: z.string().nullable(),
  MeetingData: z.unknown().nullable(),
  ShowType: z.string().nullable(),
  PrivateSlidesBeginAt: z.number().nullable(),
  Slides: z.array(SlideSchema),
  HasSlides: z.boolean(),
  Documents: z.array(DocumentSchema),
  EventMedia: z.array(EventMediaSchema),
  Audio: AudioSchema.nullable(),
  Video: VideoSchema.nullable(),
  mediaWatermark: WatermarkSchema.nullable(),
  MediaActions: z.array(MediaActionSchema),
  HasConferenceCall: z.boolean(),
  HasSimuLiveVideo: z.boolean(),
  LiveVideoData: z.unknown().nullable(),
  HasSmallGroupMeetingsVideoAndSlide: z.boolean(),
  SmallGroupMeetingData: z.unknown().nullable(),
  Presenters: z.array(PresenterSchema),
  Speakers: z.array(SpeakerSchema),
  Managers: z.array(z.string()),
  UnderwriterButtonText: z.string().nullable(),
  Security: SecuritySchema,
  IsNrsDirect: z.boolean(),
  /** SPEC §3 NrsDirectHosts (CoreUserId): the hosts who may drive an NRS Direct show. */
  NrsDirectHosts: z.array(z.object({ CoreUserId: z.number().int() })).optional(),
  /** SPEC §3 NrsDirectPaddingNavData (SPEC §4 padding navigation). */
  NrsDirectPaddingNavData: z
    .object({
      PaddingNavAtStartEndDateUTC: z.string().nullable(),
      PaddingNavAtEndStartDateUTC: z.string().nullable(),
    })
    .nullable()
    .optional(),
  HasVideoAdminTool: z.boolean(),
  HasAudioAdminTool: z.boolean(),
  HasTelephone: z.boolean(),
  SlideOptions: z.object({ AllowDownload: z.boolean() }),
  Retail_PricingMessage: z.string().nullable(),
  TickerMessages: z.array(z.string()),
  slidesAvailableDateTime: z.string().nullable(),
  slidesExpireDateTime: z.string().nullable(),
  /** Podium additions: event info panel and the disclaimer path (SPEC §7 Disclaimer). */
  EventInfo: EventInfoSchema,
  DisclaimerPath: z.string().nullable(),
  /** The technical support desk (SPEC §2 tech support contact), from the server's configuration. */
  TechSupport: z.object({ Phone: z.string().nullable(), Email: z.string().nullable() }).optional(),
});
export type Presentation = z.infer<typeof PresentationSchema>;

/** SPEC §3 Branding: underwriter logos (issuer-type filtered out by the server). */
export const UnderwriterSchema = z.object({
  Name: z.string(),
  BrandingGroupItem: z.object({ LogoType: z.enum(['Issuer', 'Underwriter']), LogoUrl: z.string() }),
});
export type Underwriter = z.infer<typeof UnderwriterSchema>;

/** SPEC §3 Slide transition (stored record). */
export const SlideTransitionSchema = z.object({
  PresId: z.number().int(),
  SlideGuid: Guid,
  TransitionDateUtc: z.string(),
});
export type SlideTransition = z.infer<typeof SlideTransitionSchema>;

/** SPEC §3 User presentation data. */
export const UserPresDataSchema = z.object({
  UserId: z.number().int(),
  PresId: z.number().int(),
  ResumeMediaData: z.object({ TimeStampSeconds: z.number().nonnegative() }).nullable(),
});
export type UserPresData = z.infer<typeof UserPresDataSchema>;

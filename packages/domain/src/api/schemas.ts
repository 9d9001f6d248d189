// The REST contract of SPEC §7 for the foundation: request schemas (validated by the server,
// built by the viewer) and response schemas (validated by the viewer). Paths are relative to
// SERVICE_BASE_PATH (/api/v1/nrsservice) unless marked absolute.
import { z } from 'zod';
import {
  ChapterSchema,
  Guid,
  SlideMediaSchema,
  SlideTransitionSchema,
  SpeakerSchema,
} from '../presentation/entities.ts';
import { LANGUAGES, QUESTION_MAX_CHARS } from '../constants.ts';
import { MAX_STORED_ID } from './ids.ts';
import { UtcDateTimeSchema } from './date-time.ts';
import { CutOffReasonSchema } from '../conference/cutoff-reason.ts';
import { LinkCode } from '../retail/registration.ts';
import { CAPTION_LANGUAGE } from '../media/caption-language.ts';

/** Integer ids arrive as path/query strings; coerce and bound them. */
export const IdParam = z.coerce.number().int().positive().max(MAX_STORED_ID);

/** Every 4xx/5xx body. */
export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /**
   * A 403 from a conference call's cut-off (SPEC §6) says which one, so the viewer can show the
   * SPEC §8 text that fits (access revoked, or the public portion ended) after a reload too.
   */
  reason: CutOffReasonSchema.optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

// --- account -------------------------------------------------------------------------------
/** POST account/signin (Podium: ARCHITECTURE §4). */
export const SignInBodySchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** GET account/GetLoggedInUserForPresentation?presId&showUrl */
export const LoggedInUserQuerySchema = z.object({
  presId: IdParam,
  showUrl: z.string().max(2000).optional(),
});

/** GET time/convertUTCToClientTimeZone */
export const ConvertTimeQuerySchema = z.object({
  utcString: z.string().min(1).max(64),
  ianaTimezone: z.string().min(1).max(64),
  dateFormat: z.string().min(1).max(64).default('MMMM d, yyyy h:mm a ZZZZ'),
  utcDateFormat: z.string().max(64).optional(),
});
export const ConvertTimeResponseSchema = z.object({ Value: z.string() });

// --- entry -----------------------------------------------------------------------------------
/** POST entrycode/processEntrycode (SPEC §7: payload passed through; shape not shown). */
export const EntryCodeBodySchema = z.object({
  EntryCode: z.string().trim().min(1).max(64),
  PresentationId: IdParam.optional(),
});
export type EntryCodeBody = z.infer<typeof EntryCodeBodySchema>;

export const EntryRoute = z.enum(['validate', 'disclaimer', 'viewer', 'register', 'error']);
export type EntryRoute = z.infer<typeof EntryRoute>;

export const EntryCodeResponseSchema = z.object({
  PresentationId: z.number().int(),
  IsPublicParticipant: z.boolean(),
  Route: EntryRoute,
  /** The event needs the attendee's name first (users/attendee-details.ts); absent: no. */
  NeedsAttendeeDetails: z.boolean().optional(),
});

/** GET presentation/{presId}/route?logId&link&sps&showId&isRetail&confId */
export const RouteQuerySchema = z.object({
  logId: z.coerce.number().int().nonnegative().max(2_147_483_647).optional(),
  link: z.string().max(2000).optional(),
  sps: z.string().max(200).optional(),
  showId: z.coerce.number().int().nonnegative().optional(),
  isRetail: z.enum(['true', 'false']).optional(),
  confId: z.coerce.number().int().nonnegative().optional(),
  /** The link code of a retail show's public link (SPEC §7 retail calls). */
  linkCode: LinkCode.optional(),
});
export const RouteResponseSchema = z.object({
  PresentationId: z.number().int(),
  Route: EntryRoute,
  /** Activity log id for this visit, used by logevent (SPEC §7). Null before entry. */
  LogId: z.number().int().nullable(),
  /**
   * The event's title, public like the route itself: the entry screens name the event before
   * anyone has entered it.
   */
  TitleBarWeb: z.string().optional(),
  /**
   * Present (true) for a retail show: the viewer loads it with the retail calls and opens no
   * socket, asks no hub token and logs nothing (SPEC §4, §7).
   */
  IsRetail: z.literal(true).optional(),
});
export type RouteResponse = z.infer<typeof RouteResponseSchema>;

// --- presentation ----------------------------------------------------------------------------
/** GET presentation?presid&confId&showId&includeMedia&sps */
export const PresentationQuerySchema = z.object({
  presid: IdParam,
  confId: z.coerce.number().int().nonnegative().optional(),
  showId: z.coerce.number().int().nonnegative().optional(),
  includeMedia: z.enum(['true', 'false']).optional(),
  sps: z.string().max(200).optional(),
});

export const LinkedPresentationSchema = z.object({
  PresentationId: z.number().int(),
  TitleBarWeb: z.string(),
  ShowLinkType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The linked show's language (SPEC §9 languages): a DualLanguage link switches to it. */
  Language: z.enum(LANGUAGES),
});
export const LinkedPresentationsResponseSchema = z.array(LinkedPresentationSchema);

/** GET presentation/{presId}/disclaimer (the DisclaimerPath of the presentation). */
export const DisclaimerSchema = z.object({
  Title: z.string(),
  Paragraphs: z.array(z.string()),
});
export type Disclaimer = z.infer<typeof DisclaimerSchema>;

// --- slide transitions -----------------------------------------------------------------------
/** POST presslidetransition/{presId} body (SPEC §7). */
export const SlideTransitionBodySchema = z.object({
  PresId: IdParam,
  SlideGuid: Guid,
  TransitionDateUtc: UtcDateTimeSchema,
});
export const SlideTransitionsResponseSchema = z.array(SlideTransitionSchema);

// --- activity log ----------------------------------------------------------------------------
export { LogEventType } from './log-event-type.ts';

/** Ids in a JSON body: positive and within the 32-bit range the database stores. */
const BodyId = z.number().int().positive().max(2_147_483_647);

/** POST logevent (SPEC §7: body with logId). */
export const LogEventBodySchema = z.object({
  logId: BodyId,
  PresId: BodyId,
  EventType: z.number().int().min(0).max(36),
  SlideIndex: z.number().int().nonnegative().max(2_147_483_647).optional(),
  DocumentId: BodyId.optional(),
  MediaTimeSeconds: z.number().nonnegative().optional(),
  Detail: z.string().max(500).optional(),
});
export type LogEventBody = z.infer<typeof LogEventBodySchema>;
export const LogEventResponseSchema = z.object({ Id: z.number().int() });

// --- documents -------------------------------------------------------------------------------
/** GET user/presentation/{presId}/documentstream/{docId}?applicationId=1 */
export const DocumentStreamQuerySchema = z.object({
  applicationId: z.coerce.number().int().positive().optional(),
  download: z.enum(['true', 'false']).optional(),
  /** SPEC §7: a video document answers the address its video plays from instead of the file. */
  getVideoUrl: z.enum(['true', 'false']).optional(),
});

/** documentstream?getVideoUrl=true: where the video document plays from (a same-site path). */
export const VideoUrlResponseSchema = z.object({ Url: z.string() });

// --- on-demand media --------------------------------------------------------------------------
/** GET presentation/media/chapters?containerGuid and presentation/media/speakermedia?containerGuid */
export const ContainerQuerySchema = z.object({ containerGuid: Guid });
export const ChaptersResponseSchema = z.array(ChapterSchema);
/** Speaker media of a container: the speakers with their appearance times (SPEC §3 Speaker). */
export const SpeakerMediaResponseSchema = z.array(SpeakerSchema);
/** GET presentation/{containerGuid}/slidemedia?linkcode (linkcode for the retail variant). */
export const SlideMediaQuerySchema = z.object({ linkcode: z.string().max(200).optional() });
export const SlideMediaResponseSchema = z.array(SlideMediaSchema);

/** A caption track of a media container (WebVTT, one per language). */
export const CaptionTrackSchema = z.object({
  /** Lower-case language tag, e.g. en-us. */
  Language: z.string().regex(CAPTION_LANGUAGE),
  /** The language's own name, e.g. English. */
  Label: z.string(),
  Url: z.string(),
});
export type CaptionTrack = z.infer<typeof CaptionTrackSchema>;
/** GET presentation/media/captions?containerGuid */
export const CaptionTracksResponseSchema = z.array(CaptionTrackSchema);
/** GET presentation/media/captions/{containerGuid}/{language} */
export const CaptionFileParamsSchema = z.object({
  containerGuid: Guid,
  language: z.string().regex(CAPTION_LANGUAGE, 'must be a lower-case language tag such as en-us'),
});

/** PUT prescontrol/{presId}/userPresData/{userId}: save the resume position (SPEC §3, §4). */
export const ResumeMediaDataBodySchema = z.object({
  TimeStampSeconds: z
    .number()
    .nonnegative()
    .max(86_400 * 7),
});
export type ResumeMediaDataBody = z.infer<typeof ResumeMediaDataBodySchema>;

export { QUESTION_MAX_CHARS };

// --- realtime hub ------------------------------------------------------------------------------
/** POST presentations/{presId}/uegtoken?conferenceCallId&logId (SPEC §7): the hub token. */
export const HubTokenQuerySchema = z.object({
  conferenceCallId: IdParam.optional(),
  logId: IdParam.optional(),
});
export type HubTokenQuery = z.infer<typeof HubTokenQuerySchema>;
export const HubTokenResponseSchema = z.object({ TokenId: z.string().min(1).max(200) });
export type HubTokenResponse = z.infer<typeof HubTokenResponseSchema>;

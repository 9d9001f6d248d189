// The REST contract of the conference call calls (SPEC §7 "Conference calls under
// /presentations/{presId}/conferencecalls/{confId}", prescontrol/{presId}, the global phone
// directory) and the paths of Podium's coordinator console (its schemas: console-api.ts):
// paths, request schemas (validated by the server) and response schemas (validated by the
// viewer). Paths are relative to SERVICE_BASE_PATH (/api/v1/nrsservice). SPEC §7 leaves most
// shapes unshown; where it names fields, those names are kept verbatim (including their mixed
// casing).
import { z } from 'zod';
import { IdParam } from '../api/schemas.ts';
import { DateTimeSchema } from '../api/date-time.ts';
import { PresenterSchema } from '../presentation/entities.ts';
import { QuestionSchema, QuestionTypeSchema } from '../qna/questions.ts';
import {
  AudioStateSchema,
  CallStatusSchema,
  StreamingStateSchema,
  type CallStatusMessage,
} from '../realtime/payloads.ts';

const Id = z.number().int().positive().max(2_147_483_647);
const Utc = z.iso.datetime({ offset: true });
const SlideIndex = z.number().int().nonnegative().max(2_147_483_647);
const BoolQuery = z.enum(['true', 'false']);

// --- paths -----------------------------------------------------------------------------------
const call = (presId: number, confId: number) =>
  `presentations/${presId}/conferencecalls/${confId}`;

export const conferencePaths = {
  status: (presId: number, confId: number) => `${call(presId, confId)}/status`,
  /** GET ?emailAddress&registered=true (first item used); POST registers the caller. */
  participants: (presId: number, confId: number) => `${call(presId, confId)}/participants`,
  participantSessions: (presId: number, confId: number) =>
    `${call(presId, confId)}/participantsessions`,
  participantSession: (presId: number, confId: number, sessionId: number) =>
    `${call(presId, confId)}/participantsessions/${sessionId}`,
  participantEvents: (presId: number, confId: number, participantId: number) =>
    `${call(presId, confId)}/participantsessions/${participantId}/events`,
  liveStream: (presId: number, confId: number) => `${call(presId, confId)}/livestream`,
  /** The live HLS playlist that livestream's Url names (built-in bridge). */
  liveAudioPlaylist: (presId: number, confId: number) =>
    `${call(presId, confId)}/liveaudio/live.m3u8`,
  /** The replay HLS playlist that replayaudio's Url names (built-in bridge recording). */
  replayAudioPlaylist: (presId: number, confId: number) =>
    `${call(presId, confId)}/liveaudio/replay.m3u8`,
  icsFile: (presId: number, confId: number) => `${call(presId, confId)}/icsfile`,
  accessCode: (presId: number, confId: number, replay = false) =>
    `${call(presId, confId)}/accesscode${replay ? '?replay=true' : ''}`,
  questions: (presId: number, confId: number) => `${call(presId, confId)}/questions`,
  question: (presId: number, confId: number, questionId: number) =>
    `${call(presId, confId)}/questions/${questionId}`,
  presControl: (presId: number, confId: number) => `${call(presId, confId)}/presControl`,
  bridgeParticipant: (presId: number, confId: number) =>
    `${call(presId, confId)}/bridgeParticipant`,
  /** SPEC §7 "GET dial-in numbers (?confId)": template not shown; Podium's choice. */
  dialInNumbers: (presId: number, confId: number) => `${call(presId, confId)}/dialinnumbers`,
  replayAudio: (presId: number, confId: number) => `${call(presId, confId)}/replayaudio`,
  globalPhoneDirectory: () => 'conferencecallglobalphonedirectory',
  presentationControls: (presId: number) => `prescontrol/${presId}`,
  notification: (presId: number) => `prescontrol/${presId}/notification`,
  // Podium's coordinator console (ARCHITECTURE §5), event coordinators and site admins only.
  consoleState: (presId: number, confId: number) => `${call(presId, confId)}/console`,
  consoleTransition: (presId: number, confId: number) =>
    `${call(presId, confId)}/console/transition`,
  /** POST cancels the call (SPEC §4 IsDeleted); conference/schedule.ts says when. */
  consoleCancel: (presId: number, confId: number) => `${call(presId, confId)}/console/cancel`,
  /** PUT {StartTimeUtc} moves the call's start (SPEC §4 changed start time). */
  consoleStartTime: (presId: number, confId: number) => `${call(presId, confId)}/console/starttime`,
  consoleParticipants: (presId: number, confId: number) =>
    `${call(presId, confId)}/console/participants`,
  /** GET who is connected to the call's audio (call-audio.ts CallAudioSpeakersResponse). */
  consoleCallAudio: (presId: number, confId: number) => `${call(presId, confId)}/console/callaudio`,
  consoleRevoke: (presId: number, confId: number, participantId: number) =>
    `${call(presId, confId)}/console/participants/${participantId}/revoke`,
  consolePresenters: (presId: number, confId: number) =>
    `${call(presId, confId)}/console/presenters`,
  /** POST adds a presenter ({CoreUserId}); DELETE …/{coreUserId} removes one. */
  consolePresenter: (presId: number, confId: number, coreUserId: number) =>
    `${call(presId, confId)}/console/presenters/${coreUserId}`,
  consolePresenterControl: (presId: number, confId: number) =>
    `${call(presId, confId)}/console/presentercontrol`,
  consoleActivePresenter: (presId: number, confId: number, coreUserId: number) =>
    `${call(presId, confId)}/console/presenters/${coreUserId}/active`,
  consoleQuestions: (presId: number, confId: number) => `${call(presId, confId)}/console/questions`,
  consoleQuestion: (presId: number, confId: number, questionId: number) =>
    `${call(presId, confId)}/console/questions/${questionId}`,
  /** POST: NRS Direct Start guided tour / End guided tour (SPEC §4 padding dates, now). */
  consolePaddingNav: (presId: number, confId: number) =>
    `${call(presId, confId)}/console/paddingnav`,
  /** PUT: a moderator's written answer to a question (only its asker sees it). */
  consoleQuestionAnswer: (presId: number, confId: number, questionId: number) =>
    `${call(presId, confId)}/console/questions/${questionId}/answer`,
} as const;

// --- status ----------------------------------------------------------------------------------
/**
 * GET status: SPEC §3 call status plus the start time (SPEC §4 timers and pre-event modal).
 * Status is null before the call has started (pre-event); the SPEC §4 statuses after that.
 * QuestionEditAllowed is the call's "edit allowed" setting of SPEC §4/§5.
 */
export const CallStatusResponseSchema = z.object({
  Status: CallStatusSchema.nullable(),
  StreamingState: StreamingStateSchema,
  UpdatedDateUtc: Utc,
  PublicCallEndTimeUtc: Utc.nullable(),
  StartTimeUtc: Utc,
  IsDeleted: z.boolean(),
  QuestionEditAllowed: z.boolean(),
});
export type CallStatusResponse = z.infer<typeof CallStatusResponseSchema>;

/** The GET status answer as the status-topic message callReducer takes; null while pre-event. */
export function callStatusMessageOf(status: CallStatusResponse): CallStatusMessage | null {
  if (status.Status === null) return null;
  return {
    Status: status.Status,
    StreamingState: status.StreamingState,
    UpdatedDateUtc: status.UpdatedDateUtc,
    PublicCallEndTimeUtc: status.PublicCallEndTimeUtc,
    IsDeleted: status.IsDeleted,
    StartTimeUtc: status.StartTimeUtc,
  };
}

// --- participants ----------------------------------------------------------------------------
/** SPEC §3 RegistrationType. Public participants register ListenOnly (they listen, not ask). */
export const RegistrationTypeSchema = z.enum(['Standard', 'ListenOnly']);
export type RegistrationType = z.infer<typeof RegistrationTypeSchema>;

/** SPEC §3 Participant. */
export const ParticipantSchema = z.object({
  Id,
  IsPublicParticipant: z.boolean(),
  AccessRevoked: z.boolean(),
  RegistrationType: RegistrationTypeSchema,
  /**
   * SPEC §3 AllowToTalk: the moderator gave this registration the floor in the call's audio (as
   * the audio state message says when it changes), so a viewer opened later knows it too.
   */
  AllowToTalk: z.boolean(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

const EmailOrEmpty = z.union([z.email().max(254), z.literal('')]);

/** GET participants?emailAddress&registered=true — the caller's own registration (first used). */
export const ParticipantsQuerySchema = z.object({
  emailAddress: z.string().trim().max(254).optional(),
  registered: BoolQuery.optional(),
});
export const ParticipantsResponseSchema = z.array(ParticipantSchema);

/**
 * POST participants {conferenceId, emailAddress}: registers the caller. A signed-in user's
 * address must be their own; a guest (entry code) may give one or an empty string.
 */
export const RegisterParticipantBodySchema = z.object({
  conferenceId: IdParam,
  emailAddress: z.string().trim().toLowerCase().pipe(EmailOrEmpty),
});
export type RegisterParticipantBody = z.infer<typeof RegisterParticipantBodySchema>;

// --- participant sessions --------------------------------------------------------------------
/** SPEC §3 ParticipantType (Replay, SimuLive); Live is Podium's, for the live audio stream. */
export const ParticipantTypeSchema = z.enum(['Live', 'Replay', 'SimuLive']);
export type ParticipantType = z.infer<typeof ParticipantTypeSchema>;

/** SPEC §3 Participant session. */
export const ParticipantSessionSchema = z.object({
  Id,
  ConferenceId: Id,
  ParticipantId: Id,
  ParticipantType: ParticipantTypeSchema,
  JoinTimeUtc: Utc.nullable(),
  IsActive: z.boolean(),
});
export type ParticipantSession = z.infer<typeof ParticipantSessionSchema>;

/** POST participantsessions {ConferenceId, ParticipantType}. */
export const CreateParticipantSessionBodySchema = z.object({
  ConferenceId: IdParam,
  ParticipantType: ParticipantTypeSchema,
});

/**
 * PUT participantsessions/{id}: the session with IsActive false (the viewer left) or a
 * JoinTimeUtc (playback began). Other session fields may come along and are ignored, except an
 * Id that names another session.
 */
export const UpdateParticipantSessionBodySchema = z
  .object({
    Id: IdParam.optional(),
    IsActive: z.boolean().optional(),
    JoinTimeUtc: DateTimeSchema.optional(),
  })
  .refine((b) => b.IsActive !== undefined || b.JoinTimeUtc !== undefined, {
    error: 'give IsActive or JoinTimeUtc',
  });
export type UpdateParticipantSessionBody = z.infer<typeof UpdateParticipantSessionBodySchema>;

/** SPEC §7 participant session event types (still-streaming every 28 s, SPEC §9). */
export const ParticipantEventTypeSchema = z.enum(['Play', 'IsStillStreaming']);
/** POST participantsessions/{ParticipantId}/events {ParticipantId, EventType}. */
export const ParticipantEventBodySchema = z.object({
  ParticipantId: IdParam,
  EventType: ParticipantEventTypeSchema,
});

// --- audio, dial-in, calendar ----------------------------------------------------------------
/** GET livestream (while LIVE) and GET replayaudio (once the replay is published): an HLS URL. */
export const StreamUrlResponseSchema = z.object({ Url: z.string() });
export type StreamUrlResponse = z.infer<typeof StreamUrlResponseSchema>;

/** GET accesscode?replay: the code callers key in on the bridge (live or replay). */
export const AccessCodeQuerySchema = z.object({ replay: BoolQuery.optional() });
export const AccessCodeResponseSchema = z.object({ AccessCode: z.string() });

/** SPEC §9: a US toll-free and a US local number. */
export const PhoneNumberTypeSchema = z.enum(['TollFree', 'Local']);
export const DialInNumberSchema = z.object({
  Country: z.string(),
  /** ISO 3166-1 alpha-2. */
  CountryCode: z.string(),
  PhoneNumber: z.string(),
  NumberType: PhoneNumberTypeSchema,
  /** SPEC §3 BridgeLocationsMap IsPrimary: the number shown first. */
  IsPrimary: z.boolean(),
});
export type DialInNumber = z.infer<typeof DialInNumberSchema>;

/** GET dialinnumbers?confId: the call's numbers, its access code and the bridge support line. */
export const DialInNumbersQuerySchema = z.object({ confId: IdParam.optional() });
export const DialInNumbersResponseSchema = z.object({
  PhoneNumbers: z.array(DialInNumberSchema),
  AccessCode: z.string(),
  /** SPEC §3 BridgeLocationsMap SupportNumber. */
  SupportNumber: z.string(),
});
export type DialInNumbersResponse = z.infer<typeof DialInNumbersResponseSchema>;

/** GET conferencecallglobalphonedirectory: every number of the bridge, by country. */
export const GlobalPhoneDirectoryResponseSchema = z.array(DialInNumberSchema);

// --- questions -------------------------------------------------------------------------------
/** GET questions?questionType: the caller's questions (withdrawn ones leave the list). */
export const QuestionsQuerySchema = z.object({ questionType: QuestionTypeSchema.optional() });
export const QuestionsResponseSchema = z.array(QuestionSchema);
// POST and PUT bodies: QuestionBodySchema (qna/questions.ts).

// --- presenter control -----------------------------------------------------------------------
/** GET presControl: SPEC §3 presenter control message + presenter update payload + the list. */
export const ConferencePresControlSchema = z.object({
  PresenterControlEnabled: z.boolean(),
  SlideSyncEnabled: z.boolean(),
  SlideIndex,
  ActivePresenterCoreUserId: Id.nullable(),
  ActivePresenterName: z.string().nullable(),
  Presenters: z.array(PresenterSchema),
});
export type ConferencePresControl = z.infer<typeof ConferencePresControlSchema>;

/**
 * POST presControl: SPEC §3 presenter update payload. ActivePresenterName is accepted for
 * compatibility and ignored: the server names the presenter from its own list.
 */
export const PresenterUpdateBodySchema = z.strictObject({
  SlideIndex,
  ActivePresenterCoreUserId: Id.nullable(),
  ActivePresenterName: z.string().max(200).nullable().optional(),
});
export type PresenterUpdateBody = z.infer<typeof PresenterUpdateBodySchema>;

/** PUT bridgeParticipant: SPEC §3 bridge participant update (field casing as SPEC §3 gives it). */
export const BridgeParticipantBodySchema = z.strictObject({
  AllowToTalk: z.boolean(),
  BridgeParticipantId: z.string().max(100).nullable(),
  audioState: AudioStateSchema,
  coreUserId: IdParam,
  emailAddress: z.string().max(254).nullable(),
});
export type BridgeParticipantBody = z.infer<typeof BridgeParticipantBodySchema>;

/** SPEC §3 Presentation controls: GET (and POST answer) prescontrol/{presId}. */
export const PresentationControlsSchema = z.object({
  /** Live video (not built yet); null for conference calls. */
  LiveVideoStatus: z.unknown().nullable(),
  /** Small group meetings (not built yet); null for conference calls. */
  SGMStatus: z.unknown().nullable(),
  Slides: z.object({ CurrentSlideIndex: SlideIndex }),
  ActivePresenter: z
    .object({
      Name: z.string(),
      Email: z.string().nullable(),
      CoreUserId: Id,
      IsEventCoordinator: z.boolean(),
    })
    .nullable(),
  IsAccessRevoked: z.boolean(),
  NotificationMessage: z.string().nullable(),
  Hosts: z.array(PresenterSchema),
});
export type PresentationControls = z.infer<typeof PresentationControlsSchema>;
// POST prescontrol/{presId}: UpdatePresControlMessageSchema (realtime/protocol.ts), the same
// message the hub takes, so both routes apply one rule set.

/** The longest notification attendees are shown (SPEC §3 NotificationMessage: not shown). */
export const NOTIFICATION_MAX_CHARS = 2000;
/** POST prescontrol/{presId}/notification. DELETE withdraws it. */
export const NotificationBodySchema = z.strictObject({
  NotificationMessage: z.string().trim().min(1).max(NOTIFICATION_MAX_CHARS),
});
export type NotificationBody = z.infer<typeof NotificationBodySchema>;

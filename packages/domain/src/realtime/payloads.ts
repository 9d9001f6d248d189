// Payloads the server publishes on each SPEC §7 topic, as zod schemas. Server → client objects
// are parsed with plain z.object, which drops unknown fields: a newer server may add fields and
// an older client keeps working (the protocol version changes only for breaking changes).
import { z } from 'zod';
import {
  FOCUS_SLIDES_ONLY,
  FOCUS_SLIDE_AND_VIDEO,
  FOCUS_VIDEO_FOCUSED,
  FOCUS_VIDEO_ONLY,
} from '../constants.ts';
import { Guid, PresenterSchema, SlideSchema } from '../presentation/entities.ts';
import { isSlideVisible } from '../slides/private-slides.ts';
import { QuestionSchema } from '../qna/questions.ts';
import { PaddingNavDataSchema } from '../nrs-direct/padding.ts';
import { UpdateSourceSchema } from './update-source.ts';

const Id = z.number().int().positive().max(2_147_483_647);
const Utc = z.iso.datetime({ offset: true });
const SlideIndex = z.number().int().nonnegative().max(2_147_483_647);

/** SPEC §4 call statuses (Published: the call is over and its replay is published). */
export const CallStatus = {
  Live: 'LIVE',
  PracticeSession: 'PRACTICE_SESSION',
  Ended: 'ENDED',
  Expired: 'EXPIRED',
  Published: 'Published',
} as const;
export type CallStatus = (typeof CallStatus)[keyof typeof CallStatus];
export const CallStatusSchema = z.enum([
  'LIVE',
  'PRACTICE_SESSION',
  'ENDED',
  'EXPIRED',
  'Published',
]);

/**
 * SPEC §3/§4 streaming states "include published and ended"; the others are not shown. Podium's
 * set: NotStarted before any stream, Streaming while on air, Ended, Published (replay ready).
 */
export const StreamingState = {
  NotStarted: 'NotStarted',
  Streaming: 'Streaming',
  Ended: 'Ended',
  Published: 'Published',
} as const;
export type StreamingState = (typeof StreamingState)[keyof typeof StreamingState];
export const StreamingStateSchema = z.enum(['NotStarted', 'Streaming', 'Ended', 'Published']);

/** conferencecall.{id}.status — SPEC §3 call status, plus the SPEC §4 call-update fields. */
export const CallStatusMessageSchema = z.object({
  Status: CallStatusSchema,
  StreamingState: StreamingStateSchema,
  UpdatedDateUtc: Utc,
  PublicCallEndTimeUtc: Utc.nullable(),
  IsDeleted: z.boolean().optional(),
  StartTimeUtc: Utc.optional(),
});
export type CallStatusMessage = z.infer<typeof CallStatusMessageSchema>;

/** SPEC §4 live video focus values. */
export const FocusedViewSchema = z.union([
  z.literal(FOCUS_SLIDES_ONLY),
  z.literal(FOCUS_SLIDE_AND_VIDEO),
  z.literal(FOCUS_VIDEO_FOCUSED),
  z.literal(FOCUS_VIDEO_ONLY),
]);

/**
 * conferencecall.{id}.update — a change to the call (SPEC §4: IsDeleted cancels it, a changed
 * start time reopens the pre-event modal) or an accepted UpdatePresControl rebroadcast to the
 * room, in which case Source says which (SPEC §7 update sources).
 */
export const CallUpdateMessageSchema = z.object({
  Source: UpdateSourceSchema.optional(),
  IsDeleted: z.boolean().optional(),
  StartTimeUtc: Utc.optional(),
  FocusedView: FocusedViewSchema.optional(),
  HasBroadcastStarted: z.boolean().optional(),
  IsMeetingLaunchInProgress: z.boolean().optional(),
  /**
   * A live video event's feed: 'receiving' once its first segment can be played, 'ended' when
   * it stops (those who follow the event read its stream again); 'refused' when an encoder was
   * turned away for a wrong stream key (the console says so).
   */
  LiveVideoFeed: z.enum(['receiving', 'ended', 'refused']).optional(),
  /**
   * NRS Direct (SPEC §4 padding navigation): the padding dates a coordinator just moved from the
   * console; attendees change window from them at once, without a reload.
   */
  NrsDirectPaddingNavData: PaddingNavDataSchema.optional(),
});
export type CallUpdateMessage = z.infer<typeof CallUpdateMessageSchema>;

/** conferencecall.{id}.user.{coreuserid}.question — the user's question, new or changed. */
export const QuestionUpdateMessageSchema = QuestionSchema.extend({
  /** True when the question was withdrawn or cancelled (SPEC §4) and leaves the list. */
  IsDeleted: z.boolean().optional(),
});
export type QuestionUpdateMessage = z.infer<typeof QuestionUpdateMessageSchema>;

/** conferencecall.{id}.user.{coreuserid}.access — SPEC §3/§4 access revoked, a flag set by the server. */
export const AccessRevokedMessageSchema = z.object({ AccessRevoked: z.boolean() });
export type AccessRevokedMessage = z.infer<typeof AccessRevokedMessageSchema>;

/** conferencecall.{id}.access — SPEC §6 public access revoked for every public participant. */
export const PublicAccessMessageSchema = z.object({
  PublicAccessRevoked: z.boolean(),
  PublicCallEndTimeUtc: Utc.nullable(),
});
export type PublicAccessMessage = z.infer<typeof PublicAccessMessageSchema>;

/**
 * conferencecall.{id}.slide — SPEC §3 Slides{CurrentSlideIndex} as {SlideIndex}. Public
 * participants get the index held at the last public slide, and `PrivatePortion` while the
 * presenter is on the slides reserved for registered participants (SPEC §6), so they are told.
 */
export const SlideMessageSchema = z.object({
  SlideIndex,
  PrivatePortion: z.boolean().optional(),
  /**
   * When the presenter moved the slide (server clock), on a change as it happens; a live video's
   * attendees turn it when their stream shows that moment. Absent in the retained message.
   */
  ChangedAtUtc: Utc.optional(),
});
export type SlideMessage = z.infer<typeof SlideMessageSchema>;

/** conferencecall.{id}.presenter — SPEC §3 presenter update payload. */
export const PresenterUpdateMessageSchema = z.object({
  SlideIndex,
  ActivePresenterCoreUserId: Id.nullable(),
  ActivePresenterName: z.string().nullable(),
});
export type PresenterUpdateMessage = z.infer<typeof PresenterUpdateMessageSchema>;

/** conferencecall.{id}.presentercontrol — SPEC §3 presenter control message. */
export const PresenterControlMessageSchema = z.object({
  PresenterControlEnabled: z.boolean(),
  SlideSyncEnabled: z.boolean(),
});
export type PresenterControlMessage = z.infer<typeof PresenterControlMessageSchema>;

/**
 * conferencecall.{id}.PresenterList — the full list for presenters and coordinators, who pick
 * the active presenter from it and reach presenters by email.
 */
export const PresenterListMessageSchema = z.object({
  Presenters: z.array(PresenterSchema.extend({ EmailAddress: z.string().nullable() })),
});
export type PresenterListMessage = z.infer<typeof PresenterListMessageSchema>;

/** conferencecall.{id}.AttendeePresenterList — what the audience sees: names only, no email. */
export const AttendeePresenterListMessageSchema = z.object({
  Presenters: z.array(PresenterSchema),
});
export type AttendeePresenterListMessage = z.infer<typeof AttendeePresenterListMessageSchema>;

/** conferencecall.{id}.notification — SPEC §3 NotificationMessage; null when it was withdrawn (DELETE). */
export const NotificationMessageSchema = z.object({
  NotificationMessage: z.string().max(2000).nullable(),
});
export type NotificationMessage = z.infer<typeof NotificationMessageSchema>;

/** entrycode.{passwordId}.update — the SPEC §3 entry-code fields of the presentation changed. */
export const EntryCodeUpdateMessageSchema = z.object({
  PasswordId: Id,
  PasswordStartDateUTC: Utc.nullable(),
  PasswordEndDateUTC: Utc.nullable(),
  PasswordType: z.string().nullable(),
});
export type EntryCodeUpdateMessage = z.infer<typeof EntryCodeUpdateMessageSchema>;

/** slide.{rowGuid}.addUpdate — SPEC §3 slides update message (every slide). */
export const SlidesUpdateMessageSchema = z.object({
  Slides: z.array(SlideSchema),
  PrivateSlidesBeginAt: z.number().nullable(),
});
export type SlidesUpdateMessage = z.infer<typeof SlidesUpdateMessageSchema>;

/**
 * slide.public.{rowGuid}.addUpdate — the same message cut for public participants (SPEC §6).
 * A message that still carries a private slide is refused, so a server slip cannot show one.
 */
export const PublicSlidesUpdateMessageSchema = SlidesUpdateMessageSchema.refine(
  (m) => m.Slides.every((s) => isSlideVisible(s.Index, m.PrivateSlidesBeginAt, true)),
  { error: 'a public slides update carries a private slide' },
);

/** media.{guid}.addUpdate — SPEC §3 upload: VideoResolutions[].Status (SPEC §4: done when all moved to core). */
export const MediaUpdateMessageSchema = z.object({
  Guid,
  VideoResolutions: z.array(
    z.object({ Status: z.string(), Url: z.string().nullable().optional() }),
  ),
});
export type MediaUpdateMessage = z.infer<typeof MediaUpdateMessageSchema>;

/** SPEC §4 "audio muted or unmuted" — the values of AudioState (not shown otherwise). */
export const AudioStateSchema = z.enum(['Muted', 'Unmuted']);
export type AudioState = z.infer<typeof AudioStateSchema>;

/** meeting.{conferenceId}.participant.{coreuserid}.audioState — SPEC §3 audio state message. */
export const AudioStateMessageSchema = z.object({
  AudioState: AudioStateSchema,
  AllowToTalk: z.boolean(),
});
export type AudioStateMessage = z.infer<typeof AudioStateMessageSchema>;

/** SPEC §4 playback states. */
export const PlaybackStatusSchema = z.enum(['NotStarted', 'Playing', 'Paused', 'Stopped']);
export type PlaybackStatus = z.infer<typeof PlaybackStatusSchema>;

/** liveevent.{conferenceId}.playback — SPEC §3/§7 playback control {Status, Offset (seconds)}. */
export const PlaybackControlMessageSchema = z.object({
  Status: PlaybackStatusSchema,
  Offset: z.number().nonnegative(),
});
export type PlaybackControlMessage = z.infer<typeof PlaybackControlMessageSchema>;

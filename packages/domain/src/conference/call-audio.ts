// A conference call's live voice (SPEC §1 conference call, §3 bridge participant update, §6):
// who may speak into the call from the browser, and the signalling that carries it over the hub.
// Those who have the floor join the call's audio with a WebRTC connection to the server, which is
// always the offerer (offers never cross): one receiving m-line for their own microphone and one
// sending m-line per other speaker, so speakers hear each other at once. The server mixes the
// unmuted speakers into the listeners' stream while the call is LIVE. Every message has a schema
// and is parsed before use on the receiving side.
import { z } from 'zod';
import { STREAMING_AVAILABLE_BEFORE_CALL_MS } from '../constants.ts';
import { IceServerSchema } from '../realtime/ice-servers.ts';
import { CallStatus } from '../realtime/payloads.ts';

/** The hub event that carries call audio signalling both ways. */
export const CALL_AUDIO_SIGNAL_EVENT = 'CallAudioSignal';

/**
 * Speakers one call's audio holds at once: the presenters, panelists and coordinators of a large
 * roadshow call and an attendee or two given the floor. Each speaker is one input of the mix.
 */
export const CALL_AUDIO_MAX_SPEAKERS = 8;

/** The longest SDP a speaker may answer with: 8 audio m-lines of a few thousand characters. */
export const CALL_AUDIO_MAX_SDP_CHARS = 60_000;

/** How a speaker holds the floor: by their part in the call, or given it by the moderator. */
export const CallAudioFloor = {
  /** Conference call presenters (the call's presenter list) and the event's coordinators. */
  Presenter: 'presenter',
  /** A registered attendee the moderator allowed to talk (SPEC §3 AllowToTalk). */
  Guest: 'guest',
} as const;
export type CallAudioFloor = (typeof CallAudioFloor)[keyof typeof CallAudioFloor];

/** What decides whether someone may speak into the call (read by the server at each join). */
export interface CallAudioCandidate {
  /** On the call's presenter list (SPEC §6 conference call presenter; the demo's panelist). */
  readonly isConferencePresenter: boolean;
  /** Event coordinator of the presentation or site admin. */
  readonly coordinates: boolean;
  readonly isPublicParticipant: boolean;
  /** SPEC §3 RegistrationType of the caller's registration; null without one. */
  readonly registrationType: 'Standard' | 'ListenOnly' | null;
  /** SPEC §3 AllowToTalk on the caller's registration. */
  readonly allowToTalk: boolean;
  /** The call has cut the caller off (revoked, public past the public portion). */
  readonly cutOff: boolean;
}

/**
 * Whether a registration may be given the floor at all: public participants and listen-only
 * registrations never are (SPEC §3 RegistrationType ListenOnly).
 */
export function mayBeGivenFloor(candidate: {
  readonly isPublicParticipant: boolean;
  readonly registrationType: 'Standard' | 'ListenOnly' | null;
}): boolean {
  return !candidate.isPublicParticipant && candidate.registrationType === 'Standard';
}

/** The floor the candidate holds now, or null when they may only listen. */
export function callAudioFloorOf(candidate: CallAudioCandidate): CallAudioFloor | null {
  if (candidate.cutOff) return null;
  if (candidate.isConferencePresenter || candidate.coordinates) return CallAudioFloor.Presenter;
  if (!mayBeGivenFloor(candidate)) return null;
  return candidate.allowToTalk ? CallAudioFloor.Guest : null;
}

/**
 * Whether the speakers' voices reach the listeners' stream and its recording: only while the call
 * is LIVE. In PRACTICE_SESSION the speakers hear each other and the stream carries silence.
 */
export function callAudioReachesListeners(call: {
  readonly status: string | null;
  readonly isDeleted: boolean;
}): boolean {
  return !call.isDeleted && call.status === CallStatus.Live;
}

/** What decides whether the listeners' stream of a call is on. */
export interface CallStreamState {
  readonly status: string | null;
  readonly isDeleted: boolean;
  /** The call's start time in ms since the epoch; null when unknown. */
  readonly startTimeMs: number | null;
}

/**
 * SPEC §7 livestream, §8 Stream Not Started, §9: the listeners' stream is on while the call is
 * LIVE, and from about 10 minutes before its start while it has not begun (pre-event or
 * practice), when it carries the mix without the speakers: silence, never a presenter in practice.
 * A call that ended, or was cancelled, has no live stream.
 */
export function isLiveStreamOn(call: CallStreamState, nowMs: number): boolean {
  if (call.isDeleted) return false;
  if (call.status === CallStatus.Live) return true;
  if (call.status !== null && call.status !== CallStatus.PracticeSession) return false;
  return (
    call.startTimeMs !== null && nowMs >= call.startTimeMs - STREAMING_AVAILABLE_BEFORE_CALL_MS
  );
}

/**
 * How long until the stream of a call not yet begun comes on by the clock: 0 when it is on, null
 * when the clock will not turn it on (live, ended, cancelled, or no start time).
 */
export function msUntilLiveStreamOn(call: CallStreamState, nowMs: number): number | null {
  if (isLiveStreamOn(call, nowMs)) return 0;
  if (call.isDeleted || call.startTimeMs === null) return null;
  if (call.status !== null && call.status !== CallStatus.PracticeSession) return null;
  return call.startTimeMs - STREAMING_AVAILABLE_BEFORE_CALL_MS - nowMs;
}

/** Whether speakers may be in the call's audio at all: from before the call until it ends. */
export function callAudioOpen(call: {
  readonly status: string | null;
  readonly isDeleted: boolean;
}): boolean {
  if (call.isDeleted) return false;
  return (
    call.status === null ||
    call.status === CallStatus.PracticeSession ||
    call.status === CallStatus.Live
  );
}

const ConnectionId = z.string().min(1).max(100);

export const CallAudioClientSignalSchema = z.discriminatedUnion('Type', [
  /** Joins the call's audio with this hub connection (one connection per hub connection). */
  z.strictObject({ Type: z.literal('join') }),
  z.strictObject({
    Type: z.literal('answer'),
    ConnectionId,
    Sdp: z.string().min(1).max(CALL_AUDIO_MAX_SDP_CHARS),
  }),
  z.strictObject({ Type: z.literal('leave'), ConnectionId }),
  /** The speaker mutes or unmutes their own microphone in the call. */
  z.strictObject({ Type: z.literal('mute'), ConnectionId, Muted: z.boolean() }),
]);
export type CallAudioClientSignal = z.infer<typeof CallAudioClientSignalSchema>;

export const CallAudioSignalError = {
  Invalid: 'invalid',
  /** Not a presenter of the call and not given the floor (or a listen-only registration). */
  NotAllowed: 'notAllowed',
  /** The call is over, cancelled, or not this connection's call. */
  Closed: 'closed',
  Full: 'full',
  Unavailable: 'unavailable',
} as const;
export type CallAudioSignalError = (typeof CallAudioSignalError)[keyof typeof CallAudioSignalError];

export const CallAudioSignalAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), ConnectionId: z.string() }),
  z.object({ ok: z.literal(false), error: z.enum(Object.values(CallAudioSignalError)) }),
]);
export type CallAudioSignalAck = z.infer<typeof CallAudioSignalAckSchema>;

/** Which speaker an offered m-line carries. */
export const CallAudioStreamSchema = z.object({
  Mid: z.string(),
  CoreUserId: z.number().int().positive(),
});
export type CallAudioStream = z.infer<typeof CallAudioStreamSchema>;

export const CallAudioCloseReason = {
  Left: 'left',
  /** The moderator took the floor back (End turn, question answered) or access was revoked. */
  FloorTaken: 'floorTaken',
  /** The same person joined from another tab or device: the newer connection keeps the floor. */
  Replaced: 'replaced',
  /** The call ended. */
  Ended: 'ended',
  /** The media connection failed (network lost). */
  Failed: 'failed',
} as const;
export type CallAudioCloseReason = (typeof CallAudioCloseReason)[keyof typeof CallAudioCloseReason];

export const CallAudioServerSignalSchema = z.discriminatedUnion('Type', [
  z.object({
    Type: z.literal('offer'),
    ConnectionId: z.string(),
    Sdp: z.string(),
    Streams: z.array(CallAudioStreamSchema),
    /** The relays, with fresh credentials on each offer. */
    IceServers: z.array(IceServerSchema),
  }),
  z.object({
    Type: z.literal('closed'),
    ConnectionId: z.string(),
    Reason: z.enum(Object.values(CallAudioCloseReason)),
  }),
  /** The speaker's mute state, as they set it or as the moderator set it (ByModerator). */
  z.object({
    Type: z.literal('muted'),
    ConnectionId: z.string(),
    Muted: z.boolean(),
    ByModerator: z.boolean(),
  }),
]);
export type CallAudioServerSignal = z.infer<typeof CallAudioServerSignalSchema>;

/** One speaker in the call's audio, as the console lists them. */
export const CallAudioSpeakerSchema = z.object({
  CoreUserId: z.number().int().positive(),
  Floor: z.enum(Object.values(CallAudioFloor)),
  Muted: z.boolean(),
  /** Their voice is above the speaking level now. */
  Speaking: z.boolean(),
});
export type CallAudioSpeaker = z.infer<typeof CallAudioSpeakerSchema>;

/** GET console/callaudio: who is connected to the call's audio now (the console's list). */
export const CallAudioSpeakersResponseSchema = z.object({
  Speakers: z.array(CallAudioSpeakerSchema),
});
export type CallAudioSpeakersResponse = z.infer<typeof CallAudioSpeakersResponseSchema>;

/**
 * RFC 6464 audio level (dBov, 0 loudest … 127 silence) at or below which a speaker counts as
 * speaking (lower is louder).
 */
export const CALL_AUDIO_SPEAKING_LEVEL_DBOV = 50;
/** A speaker counts as silent again after this long without a loud packet. */
export const CALL_AUDIO_SPEAKING_HOLD_MS = 800;

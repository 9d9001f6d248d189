// Meeting media signalling over the hub (SPEC §7 Realtime; the built-in meeting provider): the
// client joins the meeting's media with its hub connection, the media server offers (it is the
// only offerer, so offers never cross) and the client answers. Every message has a schema and
// is parsed before use on the receiving side.
import { z } from 'zod';
import { IceServerSchema } from '../realtime/ice-servers.ts';
import { MEETING_MAX_PARTICIPANTS } from './entities.ts';
import { MEETING_MAX_TILE_WIDTH } from './layers.ts';

/** The hub event that carries signalling both ways. */
export const MEETING_SIGNAL_EVENT = 'MeetingSignal';

/**
 * The longest SDP a client may answer with: large enough for the 45 m-lines of 15 participants
 * who are all hosts (audio, video and screen each), at a few thousand characters an m-line. The
 * hub's largest message must hold it (apps/server realtime).
 */
export const MEETING_MAX_SDP_CHARS = 200_000;

const ConnectionId = z.string().min(1).max(100);
const TileWidth = z.number().int().min(1).max(MEETING_MAX_TILE_WIDTH);

/** A tile the receiver shows at a width of its own (the active speaker's large tile). */
export const MeetingViewTileSchema = z.strictObject({
  CoreUserId: z.number().int().positive(),
  TileWidth,
});

export const MeetingClientSignalSchema = z.discriminatedUnion('Type', [
  /**
   * Joins the meeting's media; `Replaces` names this participant's own earlier connection, which
   * closes (rejoining after a network change, before the server noticed the old one is gone).
   */
  z.strictObject({ Type: z.literal('join'), Replaces: ConnectionId.optional() }),
  z.strictObject({
    Type: z.literal('answer'),
    ConnectionId: z.string().min(1).max(100),
    Sdp: z.string().min(1).max(MEETING_MAX_SDP_CHARS),
  }),
  z.strictObject({ Type: z.literal('leave'), ConnectionId: z.string().min(1).max(100) }),
  /** The host starts or stops sharing their screen on their media connection. */
  z.strictObject({
    Type: z.literal('screen'),
    ConnectionId: z.string().min(1).max(100),
    Sharing: z.boolean(),
  }),
  /**
   * How wide this receiver shows the others' cameras (device pixels), the layer it gets of each:
   * `Tiles` names the tiles of a width of their own (the large one), `TileWidth` is every other's.
   */
  z.strictObject({
    Type: z.literal('view'),
    ConnectionId,
    TileWidth,
    Tiles: z
      .array(MeetingViewTileSchema)
      .max(MEETING_MAX_PARTICIPANTS)
      .refine((tiles) => new Set(tiles.map((t) => t.CoreUserId)).size === tiles.length, {
        message: 'each participant once',
      })
      .optional(),
  }),
]);
export type MeetingClientSignal = z.infer<typeof MeetingClientSignalSchema>;

export const MeetingSignalError = {
  Invalid: 'invalid',
  NotInMeeting: 'notInMeeting',
  NotStarted: 'notStarted',
  Removed: 'removed',
  Full: 'full',
  NotHost: 'notHost',
  Unavailable: 'unavailable',
} as const;
export type MeetingSignalError = (typeof MeetingSignalError)[keyof typeof MeetingSignalError];

export const MeetingSignalAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), ConnectionId: z.string() }),
  z.object({ ok: z.literal(false), error: z.enum(Object.values(MeetingSignalError)) }),
]);
export type MeetingSignalAck = z.infer<typeof MeetingSignalAckSchema>;

/** Which participant's audio, video or shared screen (hosts only) an offered m-line carries. */
export const MeetingStreamSchema = z.object({
  Mid: z.string(),
  CoreUserId: z.number().int().positive(),
  Kind: z.enum(['audio', 'video', 'screen']),
});
export type MeetingStream = z.infer<typeof MeetingStreamSchema>;

export const MeetingCloseReason = {
  Left: 'left',
  Removed: 'removed',
  Ended: 'ended',
} as const;
export type MeetingCloseReason = (typeof MeetingCloseReason)[keyof typeof MeetingCloseReason];

export const MeetingServerSignalSchema = z.discriminatedUnion('Type', [
  /** Each offer carries fresh credentials for the relays, so a long meeting keeps valid ones. */
  z.object({
    Type: z.literal('offer'),
    ConnectionId: z.string(),
    Sdp: z.string(),
    Streams: z.array(MeetingStreamSchema),
    IceServers: z.array(IceServerSchema),
  }),
  z.object({
    Type: z.literal('closed'),
    ConnectionId: z.string(),
    Reason: z.enum(Object.values(MeetingCloseReason)),
  }),
  /** Who shares their screen now (a host), or null: sent on each change and on joining. */
  z.object({
    Type: z.literal('screen'),
    ConnectionId: z.string(),
    SharerCoreUserId: z.number().int().positive().nullable(),
  }),
]);
export type MeetingServerSignal = z.infer<typeof MeetingServerSignalSchema>;

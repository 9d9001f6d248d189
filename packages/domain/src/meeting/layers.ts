// Camera layers in a small group meeting (SPEC §1: optimized for 15 or fewer). Every participant's
// browser sends its camera twice (simulcast): full size and half size. How a receiver shows each
// other participant decides which layer the media server forwards to it of that participant: the
// large tile (the active speaker) gets the full layer, the strip's small tiles the half one. The
// shared screen is never layered: it is sent once, at the size the host shares, so slides and
// documents stay sharp.

/** A camera layer, named by its RTP stream id (rid). */
export const MeetingVideoLayer = {
  Full: 'f',
  Half: 'h',
} as const;
export type MeetingVideoLayer = (typeof MeetingVideoLayer)[keyof typeof MeetingVideoLayer];

export interface MeetingVideoEncoding {
  readonly Rid: MeetingVideoLayer;
  /** The camera's size divided by this (a 640×360 camera: 640×360 and 320×180). */
  readonly ScaleResolutionDownBy: number;
  /** Bits per second at most. */
  readonly MaxBitrate: number;
}

/**
 * The layers every camera is sent in, largest first. Two, not three: browsers send no third
 * layer of a 640×360 camera (160×90 is below what they encode as a separate layer).
 */
export const MEETING_VIDEO_ENCODINGS: readonly MeetingVideoEncoding[] = [
  { Rid: MeetingVideoLayer.Full, ScaleResolutionDownBy: 1, MaxBitrate: 600_000 },
  { Rid: MeetingVideoLayer.Half, ScaleResolutionDownBy: 2, MaxBitrate: 150_000 },
];

/**
 * Up to this many participants (tiles, one's own included) the tiles are large, two a row, and
 * show the full layer; with more, or while a screen is shared, they are small.
 */
export const MEETING_LARGE_TILES_MAX_PARTICIPANTS = 4;

export type MeetingTileSize = 'large' | 'small';

export interface MeetingView {
  /** Participants with a tile, the viewer included. */
  readonly participants: number;
  /** Whether a shared screen takes the stage. */
  readonly screenShared: boolean;
}

/** The half layer's width (a 640×360 camera halved): tiles this wide or less get no more. */
export const MEETING_HALF_LAYER_WIDTH = 320;
/** The widest tile a receiver may report, in device pixels. */
export const MEETING_MAX_TILE_WIDTH = 10_000;

/** What a receiver shows: the meeting's view and, once it reported it, its tiles' width. */
export interface MeetingReceiverView extends MeetingView {
  /** The width the receiver shows this camera at, in device pixels; null until it reported it. */
  readonly tileWidth: number | null;
}

/** One tile a receiver names with its width: the participant it shows and how wide. */
export interface MeetingTileWidth {
  readonly CoreUserId: number;
  /** Device pixels. */
  readonly TileWidth: number;
}

/**
 * How wide a receiver shows the others' cameras: each tile it names (the large one), and every
 * other tile (the strip) at one width.
 */
export interface MeetingTileWidths {
  /** The width of every tile not named in `tiles`, in device pixels. */
  readonly tileWidth: number;
  readonly tiles: readonly MeetingTileWidth[];
}

/**
 * The width a receiver shows `coreUserId`'s camera at: its named tile's, else the others'; null
 * when the receiver reported no widths yet.
 */
export function meetingTileWidthOf(
  widths: MeetingTileWidths | null,
  coreUserId: number,
): number | null {
  if (widths === null) return null;
  return widths.tiles.find((t) => t.CoreUserId === coreUserId)?.TileWidth ?? widths.tileWidth;
}

export function meetingTileSize(view: MeetingView): MeetingTileSize {
  return !view.screenShared && view.participants <= MEETING_LARGE_TILES_MAX_PARTICIPANTS
    ? 'large'
    : 'small';
}

/**
 * The camera layer a receiver gets of each other participant, for how it shows them: by the
 * width of its tiles once it reported it (a phone's small tiles get the half layer even with few
 * participants; a high-density screen's small tiles may need the full one), else by the tile
 * size the meeting's view gives.
 */
export function meetingVideoLayer(view: MeetingReceiverView): MeetingVideoLayer {
  if (view.tileWidth !== null)
    return view.tileWidth > MEETING_HALF_LAYER_WIDTH
      ? MeetingVideoLayer.Full
      : MeetingVideoLayer.Half;
  return meetingTileSize(view) === 'large' ? MeetingVideoLayer.Full : MeetingVideoLayer.Half;
}

/**
 * The layer to forward when the one wanted is not arriving (the sender's browser paused it, or
 * sends only one): the other one. Null when nothing arrives; a sender without layers (no
 * simulcast) is forwarded as it comes and needs no choice.
 */
export function meetingLayerToForward(
  wanted: MeetingVideoLayer,
  arriving: ReadonlySet<string>,
): MeetingVideoLayer | null {
  if (arriving.has(wanted)) return wanted;
  const other = MEETING_VIDEO_ENCODINGS.find((e) => e.Rid !== wanted && arriving.has(e.Rid));
  return other?.Rid ?? null;
}

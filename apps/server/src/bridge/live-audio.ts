// The live audio of the built-in bridge as HLS (RFC 8216): a recorded demo narration, cut into
// segments by scripts/live-audio/generate.mjs, played "as live" from the moment the call went
// LIVE. The live playlist is a sliding window with no EXT-X-ENDLIST whose media sequence follows
// the clock, looping the recording; the replay playlist is the recording once, as VOD.

export interface LiveAudioSegment {
  readonly file: string;
  readonly durationSeconds: number;
}

/** The recording as fragmented MP4: one initialization section and its media segments. */
export interface LiveAudio {
  /** File of the Media Initialization Section (EXT-X-MAP). */
  readonly init: string;
  readonly segments: readonly LiveAudioSegment[];
}

/** How many segments the live playlist lists (the one playing and the two before it). */
export const LIVE_WINDOW_SEGMENTS = 3;

function header(segments: readonly LiveAudioSegment[]): string[] {
  const longest = Math.max(...segments.map((s) => s.durationSeconds));
  // RFC 8216 §4.3.3.1: every EXTINF rounded to the nearest integer must not exceed it. Version 7:
  // EXT-X-MAP in a playlist without I-frames-only (§7).
  return ['#EXTM3U', '#EXT-X-VERSION:7', `#EXT-X-TARGETDURATION:${Math.round(longest)}`];
}

const map = (audio: LiveAudio) => `#EXT-X-MAP:URI="${audio.init}"`;

const extinf = (s: LiveAudioSegment) => [`#EXTINF:${s.durationSeconds.toFixed(3)},`, s.file];

/**
 * The global sequence number of the segment playing `elapsedSeconds` after the call went live:
 * loop count × segment count + the segment within the loop.
 */
export function liveSequenceAt(
  segments: readonly LiveAudioSegment[],
  elapsedSeconds: number,
): number {
  const loop = segments.reduce((sum, s) => sum + s.durationSeconds, 0);
  const elapsed = Math.max(0, elapsedSeconds);
  const loops = Math.floor(elapsed / loop);
  let offset = elapsed - loops * loop;
  let index = 0;
  for (const [i, s] of segments.entries()) {
    index = i;
    if (offset < s.durationSeconds) break;
    offset -= s.durationSeconds;
  }
  return loops * segments.length + index;
}

/**
 * The live playlist `elapsedSeconds` after the call went live. Segment k of the endless stream is
 * file k mod n. Each wrap of the loop restarts the timestamps, so it is marked with
 * EXT-X-DISCONTINUITY, and EXT-X-DISCONTINUITY-SEQUENCE counts the wraps before the first listed
 * segment (RFC 8216 §4.3.3.3), so players keep their place as the window slides.
 */
export function livePlaylist(audio: LiveAudio, elapsedSeconds: number): string {
  const { segments } = audio;
  if (segments.length === 0) throw new Error('the live audio has no segments');
  const current = liveSequenceAt(segments, elapsedSeconds);
  const first = Math.max(0, current - (LIVE_WINDOW_SEGMENTS - 1));
  const n = segments.length;
  const lines = [
    ...header(segments),
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / n)}`,
    map(audio),
  ];
  for (let k = first; k <= current; k += 1) {
    const segment = segments[k % n];
    if (!segment) continue;
    // The initialization section is restated after each discontinuity, as players reset there.
    if (k > first && k % n === 0) lines.push('#EXT-X-DISCONTINUITY', map(audio));
    lines.push(...extinf(segment));
  }
  return `${lines.join('\n')}\n`;
}

/** The recording once, complete (the replay: SPEC §7 replay audio). */
/**
 * The recording once, as VOD. `startedAt` (the moment the call went live) is stated as the
 * program date-time of its first segment (RFC 8216 §4.3.2.6), so a player knows the wall-clock
 * moment of what it plays, the moment the call's kept slide transitions are measured in.
 */
export function replayPlaylist(audio: LiveAudio, startedAt: Date | null = null): string {
  const { segments } = audio;
  if (segments.length === 0) throw new Error('the recording has no segments');
  const lines = [
    ...header(segments),
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    map(audio),
    ...(startedAt === null ? [] : [`#EXT-X-PROGRAM-DATE-TIME:${startedAt.toISOString()}`]),
    ...segments.flatMap(extinf),
    '#EXT-X-ENDLIST',
  ];
  return `${lines.join('\n')}\n`;
}

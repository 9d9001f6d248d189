// The HLS playlists of a live video event (RFC 8216). ffmpeg writes one EVENT playlist per
// recording that keeps every segment (the recording is the replay); attendees of the live event
// get a short sliding window over its newest segments, so each reload stays small however long
// the event runs, and the replay joins the event's recordings from the broadcast's start into one
// VOD playlist with a discontinuity between them. Program date-times travel along, so players know the wall-clock
// moment of every frame (latency behind the live edge; slides turned at recorded moments).

export interface HlsSegment {
  readonly uri: string;
  readonly durationSeconds: number;
  /** EXT-X-PROGRAM-DATE-TIME of the segment, ISO 8601; null when the playlist has none. */
  readonly programDateTime: string | null;
}

export interface ParsedPlaylist {
  readonly version: number;
  readonly targetDurationSeconds: number;
  readonly mediaSequence: number;
  readonly segments: readonly HlsSegment[];
  /** EXT-X-ENDLIST: the recording is complete. */
  readonly ended: boolean;
}

/** How many segments the live window lists: a few target durations, as RFC 8216 §6.2.2 asks. */
export const LIVE_WINDOW_SEGMENTS = 6;

const tagValue = (line: string) => line.slice(line.indexOf(':') + 1);

/** ffmpeg writes the zone as +0000; RFC 8216 §4.3.2.6 asks for ISO 8601 with a colon (+00:00). */
function isoDateTime(value: string): string {
  return value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
}

/** Reads a media playlist as ffmpeg's hls muxer writes it. Unknown tags are skipped. */
export function parseMediaPlaylist(text: string): ParsedPlaylist {
  let version = 3;
  let targetDurationSeconds = 1;
  let mediaSequence = 0;
  let ended = false;
  let duration: number | null = null;
  let pdt: string | null = null;
  const segments: HlsSegment[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#EXT-X-VERSION:')) version = Number(tagValue(line)) || version;
    else if (line.startsWith('#EXT-X-TARGETDURATION:'))
      targetDurationSeconds = Number(tagValue(line)) || targetDurationSeconds;
    else if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) mediaSequence = Number(tagValue(line)) || 0;
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pdt = isoDateTime(tagValue(line));
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(tagValue(line));
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (!line.startsWith('#') && duration !== null && Number.isFinite(duration)) {
      segments.push({ uri: line, durationSeconds: duration, programDateTime: pdt });
      duration = null;
      pdt = null;
    }
  }
  return { version, targetDurationSeconds, mediaSequence, segments, ended };
}

function targetDuration(segments: readonly HlsSegment[], floor: number): number {
  // RFC 8216 §4.3.3.1: every EXTINF rounded to the nearest integer must not exceed it.
  return Math.max(floor, ...segments.map((s) => Math.round(s.durationSeconds)));
}

function segmentLines(segment: HlsSegment, prefix: string): string[] {
  return [
    ...(segment.programDateTime ? [`#EXT-X-PROGRAM-DATE-TIME:${segment.programDateTime}`] : []),
    `#EXTINF:${segment.durationSeconds.toFixed(6)},`,
    `${prefix}${segment.uri}`,
  ];
}

/**
 * A recording's segments dated from the moment its media began (`beganAtMs`). ffmpeg dates the
 * first segment with the moment its output began, cut to the whole second, and counts on from
 * there, so every date moves by one shift. The shift is taken when it lies above
 * -`earliestShiftMs` and below a second: later than the cut part, the moment cannot belong to this
 * recording. Without the moment (a recording from before it was kept), the dates stay as written.
 */
export function redated(
  playlist: ParsedPlaylist,
  beganAtMs: number | null,
  earliestShiftMs = 0,
): ParsedPlaylist {
  const first = playlist.segments[0]?.programDateTime;
  if (beganAtMs === null || !first) return playlist;
  const shift = beganAtMs - Date.parse(first);
  if (!(shift > -earliestShiftMs && shift < 1000)) return playlist;
  return {
    ...playlist,
    segments: playlist.segments.map((s) =>
      s.programDateTime === null
        ? s
        : { ...s, programDateTime: new Date(Date.parse(s.programDateTime) + shift).toISOString() },
    ),
  };
}

/**
 * The live window: the newest `size` segments, numbered as in the recording so players keep
 * their place as it slides; EXT-X-ENDLIST once the feed stopped.
 */
export function liveWindowPlaylist(
  recording: ParsedPlaylist,
  size: number = LIVE_WINDOW_SEGMENTS,
): string {
  const first = Math.max(0, recording.segments.length - size);
  const window = recording.segments.slice(first);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${targetDuration(window, recording.targetDurationSeconds)}`,
    `#EXT-X-MEDIA-SEQUENCE:${recording.mediaSequence + first}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...window.flatMap((s) => segmentLines(s, '')),
    ...(recording.ended ? ['#EXT-X-ENDLIST'] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * How much of the footage before the broadcast's start the replay keeps: ffmpeg's program
 * date-times may run up to a second early, and a replay missing its first words is worse than one
 * beginning a moment before them.
 */
export const REPLAY_START_MARGIN_MS = 1_000;

/** Whether a segment ends before `from`; a segment with no program date-time is kept. */
function endsBefore(segment: HlsSegment, fromMs: number): boolean {
  if (segment.programDateTime === null) return false;
  const startMs = Date.parse(segment.programDateTime);
  return Number.isFinite(startMs) && startMs + segment.durationSeconds * 1000 <= fromMs;
}

/** A recording of the event as the replay reads it. */
export interface ReplayRecording {
  readonly folder: string;
  readonly playlist: ParsedPlaylist;
  /** When its feed ended (null while it runs or when not known). */
  readonly endedAt?: Date | null;
}

/**
 * The replay: every recording in order as one VOD playlist, from the broadcast's start (`from`;
 * what the feeds carried before attendees got it is left out: a recording that had ended by then,
 * and the segments of a running one that ended before it). A segment's URI is prefixed with its
 * recording's folder (relative to the replay playlist), and a discontinuity separates recordings
 * (each restarts its timestamps). Null when no segment is left.
 */
export function replayPlaylist(
  recordings: readonly ReplayRecording[],
  from: Date | null = null,
): string | null {
  const fromMs = from === null ? -Infinity : from.getTime() - REPLAY_START_MARGIN_MS;
  const kept = recordings
    .filter((r) => !r.endedAt || r.endedAt.getTime() > fromMs)
    .map((r) => ({
      folder: r.folder,
      segments: r.playlist.segments.filter((s) => !endsBefore(s, fromMs)),
    }))
    .filter((r) => r.segments.length > 0);
  const all = kept.flatMap((r) => r.segments);
  if (all.length === 0) return null;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${targetDuration(all, 1)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (const [i, r] of kept.entries()) {
    if (i > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const s of r.segments) lines.push(...segmentLines(s, `hls/${r.folder}/`));
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

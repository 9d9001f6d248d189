// A call's recorded mix on disk: {root}/{confId}/{run}/ holds one mixer run's HLS (a run is one
// mixer process: a restart of the server, or of the mix, begins another). The listeners' live
// playlist is a short window over the newest run; the replay joins the runs' segments from the
// moment the call went LIVE, so a fault mid-call loses nothing recorded before it. Segments are
// named to the outside as `{run}-{segment}` (one flat name a route can check).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { liveWindowPlaylist, type ParsedPlaylist } from '../live-video/hls-playlist.ts';
import {
  CALL_AUDIO_CLOCK_FILE,
  CALL_AUDIO_PLAYLIST_FILE,
  CALL_AUDIO_SEGMENT_FILE,
} from './mixer-args.ts';
import { readDatedPlaylist, type RecordingClocks } from '../live-video/hls-playlist-file.ts';

/** The folder of DATA_DIR that holds every call's recordings. */
export const CALL_AUDIO_FOLDER = 'call-audio';
/** A run folder: `r` and the moment (ms) it began, so names sort in time. */
const RUN = /^r\d{13}$/;
/** Segments the live window lists: a few seconds of 0.5 s segments. */
export const CALL_AUDIO_LIVE_WINDOW_SEGMENTS = 6;
/** A run whose playlist changed within this long is being written by a mix (here or elsewhere). */
export const RUN_FRESH_MS = 3_000;

export const runName = (startedAtMs: number) => `r${String(startedAtMs).padStart(13, '0')}`;

/** The outside name of a segment: `{run}-{file}`; null for anything else. */
export function parseSegmentName(name: string): { run: string; file: string } | null {
  const dash = name.indexOf('-');
  if (dash < 0) return null;
  const run = name.slice(0, dash);
  const file = name.slice(dash + 1);
  return RUN.test(run) && CALL_AUDIO_SEGMENT_FILE.test(file) ? { run, file } : null;
}

function renamed(playlist: ParsedPlaylist, run: string): ParsedPlaylist {
  return {
    ...playlist,
    segments: playlist.segments.map((s) => ({ ...s, uri: `${run}-${s.uri}` })),
  };
}

/** The replay: the runs' segments from `from` (the moment the call went LIVE) on, as VOD. */
export function callReplayPlaylist(
  runs: readonly { readonly run: string; readonly playlist: ParsedPlaylist }[],
  from: Date,
): string | null {
  const parts = runs
    .map(({ run, playlist }) =>
      renamed(playlist, run).segments.filter((s) => {
        if (s.programDateTime === null) return false;
        // A segment counts when it ends after the call went live.
        const end = Date.parse(s.programDateTime) + s.durationSeconds * 1000;
        return end > from.getTime();
      }),
    )
    .filter((segments) => segments.length > 0);
  if (parts.length === 0) return null;
  const all = parts.flat();
  const target = Math.max(1, ...all.map((s) => Math.ceil(s.durationSeconds)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (const [i, segments] of parts.entries()) {
    if (i > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const s of segments)
      lines.push(
        `#EXT-X-PROGRAM-DATE-TIME:${s.programDateTime ?? ''}`,
        `#EXTINF:${s.durationSeconds.toFixed(6)},`,
        s.uri,
      );
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

export function createCallRecordings(root: string) {
  const callDir = (confId: number) => join(root, String(confId));

  async function runsOf(confId: number): Promise<string[]> {
    const names = await readdir(callDir(confId)).catch(() => [] as string[]);
    return names.filter((n) => RUN.test(n)).sort();
  }

  /** Each run's moment its output began, once known (it never changes). */
  const clocks: RecordingClocks = new Map();
  const files = { playlist: CALL_AUDIO_PLAYLIST_FILE, clock: CALL_AUDIO_CLOCK_FILE };

  function playlistOf(confId: number, run: string): Promise<ParsedPlaylist | null> {
    return readDatedPlaylist(join(callDir(confId), run), files, 0, clocks);
  }

  return {
    dirOf: (confId: number, run: string) => join(callDir(confId), run),

    /**
     * The newest run that a mix is writing now: not ended, its playlist changed within
     * RUN_FRESH_MS. Null when no mix runs for the call.
     */
    async freshRun(confId: number, now: number): Promise<string | null> {
      const run = (await runsOf(confId)).at(-1);
      if (!run) return null;
      const changed = await stat(join(callDir(confId), run, CALL_AUDIO_PLAYLIST_FILE)).catch(
        () => null,
      );
      if (!changed || now - changed.mtimeMs > RUN_FRESH_MS) return null;
      const playlist = await playlistOf(confId, run);
      return playlist && !playlist.ended ? run : null;
    },

    /** The live window over a run; null when the run has no segment yet. */
    async liveWindow(confId: number, run: string): Promise<string | null> {
      const playlist = await playlistOf(confId, run);
      if (!playlist || playlist.segments.length === 0) return null;
      return liveWindowPlaylist(renamed(playlist, run), CALL_AUDIO_LIVE_WINDOW_SEGMENTS);
    },

    /** The replay from `from` on; null when nothing was recorded after it. */
    async replay(confId: number, from: Date): Promise<string | null> {
      const runs = [];
      for (const run of await runsOf(confId)) {
        const playlist = await playlistOf(confId, run);
        if (playlist) runs.push({ run, playlist });
      }
      return callReplayPlaylist(runs, from);
    },

    async segment(confId: number, name: string): Promise<Buffer | null> {
      const parsed = parseSegmentName(name);
      if (!parsed) return null;
      return readFile(join(callDir(confId), parsed.run, parsed.file)).catch(() => null);
    },
  };
}

export type CallRecordings = ReturnType<typeof createCallRecordings>;

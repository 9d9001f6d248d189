// Reading a playlist that ffmpeg is writing. Its hls muxer (4.1) rewrites the playlist in place,
// not through a renamed temporary file, so a read can land mid-write and see only the start of
// it: an empty file, a header without segments, a segment name cut short. Such a read is taken
// again after a moment; a complete playlist ends with a segment's name or EXT-X-ENDLIST.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseMediaPlaylist, redated, type ParsedPlaylist } from './hls-playlist.ts';

/** How many times a playlist caught mid-write is read again before its complete lines are used. */
export const PLAYLIST_REREADS = 5;
/** The pause before reading a playlist caught mid-write again. */
export const PLAYLIST_REREAD_MS = 5;

/** Whether the text is a whole playlist as ffmpeg finishes writing one. */
export function isWholePlaylist(text: string): boolean {
  if (!text.startsWith('#EXTM3U') || !text.endsWith('\n')) return false;
  const last = text.trimEnd().split('\n').at(-1)?.trim() ?? '';
  return last === '#EXT-X-ENDLIST' || !last.startsWith('#');
}

/**
 * The playlist at `path`, or null when there is none. A read caught mid-write is taken again
 * up to PLAYLIST_REREADS times; if it never comes whole, only its finished lines are parsed, so a
 * segment name cut short never becomes a segment.
 */
export async function readGrowingPlaylist(path: string): Promise<ParsedPlaylist | null> {
  for (let attempt = 0; ; attempt += 1) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return null;
    }
    if (isWholePlaylist(text) || attempt >= PLAYLIST_REREADS)
      return parseMediaPlaylist(text.slice(0, text.lastIndexOf('\n') + 1));
    await sleep(PLAYLIST_REREAD_MS);
  }
}

/** The moments recordings' media began, by folder: kept once the recording has a segment. */
export type RecordingClocks = Map<string, number>;

/** The files of a recording's folder: its playlist and the moment its media began. */
export interface RecordingFiles {
  readonly playlist: string;
  readonly clock: string;
}

/**
 * The playlist in the recording folder `dir`, dated from the moment in its clock file (redated,
 * within `earliestShiftMs`); null when there is none. The moment is written before the first
 * segment and stays once one exists, so it is read from the folder only until then.
 */
export async function readDatedPlaylist(
  dir: string,
  files: RecordingFiles,
  earliestShiftMs: number,
  clocks: RecordingClocks,
): Promise<ParsedPlaylist | null> {
  const playlist = await readGrowingPlaylist(join(dir, files.playlist));
  if (playlist === null) return null;
  let beganAtMs = clocks.get(dir) ?? null;
  if (beganAtMs === null) {
    const text = await readFile(join(dir, files.clock), 'utf8').catch(() => null);
    const ms = text === null ? Number.NaN : Number(text.trim());
    if (Number.isFinite(ms)) {
      beganAtMs = ms;
      if (playlist.segments.length > 0) clocks.set(dir, ms);
    }
  }
  return redated(playlist, beganAtMs, earliestShiftMs);
}

// Reading a playlist that ffmpeg is writing. Its hls muxer (4.1) rewrites the playlist in place,
// not through a renamed temporary file, so a read can land mid-write and see only the start of
// it: an empty file, a header without segments, a segment name cut short. Such a read is taken
// again after a moment; a complete playlist ends with a segment's name or EXT-X-ENDLIST.
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseMediaPlaylist, type ParsedPlaylist } from './hls-playlist.ts';

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

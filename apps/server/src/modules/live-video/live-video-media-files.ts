// The live video's recorded files as its audience fetches them: each recording's live window
// (remade from ffmpeg's playlist at most every LIVE_WINDOW_MAX_AGE_MS, shared by every viewer),
// its dated playlist, and its segments, each read from disk once and held in memory once
// complete. Part of the live video's media service (live-video-media.service.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import {
  FEED_CLOCK_EARLIEST_MS,
  FEED_CLOCK_FILE,
  PLAYLIST_FILE,
} from '../../live-video/ffmpeg-args.ts';
import { liveWindowPlaylist, type ParsedPlaylist } from '../../live-video/hls-playlist.ts';
import { readDatedPlaylist, type RecordingClocks } from '../../live-video/hls-playlist-file.ts';
import type { LiveVideoProvider } from '../../live-video/provider.types.ts';

/**
 * How long a live window, once made, answers every viewer's playlist reload. A window is remade
 * from ffmpeg's playlist at most this often whatever the audience, instead of a file read and a
 * parse per reload; a new segment reaches players at most this much later.
 */
export const LIVE_WINDOW_MAX_AGE_MS = 100;
/**
 * Memory for the segments an audience fetches (segmentBytes): a live window is a few one-second
 * segments of well under a megabyte each, so this holds many events' windows and a replay's
 * recent stretch; the least recently asked go first.
 */
export const SEGMENT_MEMORY_BYTES = 64 * 1024 * 1024;
export function createLiveVideoMediaFiles(provider: LiveVideoProvider) {
  /** Complete segments held in memory (segmentBytes) and the reads under way. */
  const segmentCache = new LRUCache<string, Buffer>({
    maxSize: SEGMENT_MEMORY_BYTES,
    sizeCalculation: (bytes) => bytes.length,
  });
  const segmentReads = new Map<string, Promise<Buffer | null>>();
  /** The live window of each recording, as last made, and the read under way (one at a time). */
  const windows = new Map<
    string,
    { text: string | null; madeAt: number; reading: Promise<string | null> | null }
  >();

  /** The live window of a recording, shared by every viewer for LIVE_WINDOW_MAX_AGE_MS. */
  function liveWindow(presId: number, folder: string): Promise<string | null> {
    const key = `${presId}/${folder}`;
    const at = Date.now();
    let entry = windows.get(key);
    if (entry && entry.text !== null && at - entry.madeAt < LIVE_WINDOW_MAX_AGE_MS)
      return Promise.resolve(entry.text);
    if (entry?.reading) return entry.reading;
    entry ??= { text: null, madeAt: 0, reading: null };
    windows.set(key, entry);
    const current = entry;
    current.reading = readPlaylist(presId, folder)
      .then((playlist) => {
        current.text = playlist ? liveWindowPlaylist(playlist) : null;
        current.madeAt = Date.now();
        // Nothing is kept for a recording that does not exist.
        if (current.text === null) windows.delete(key);
        return current.text;
      })
      .finally(() => (current.reading = null));
    return current.reading;
  }

  /**
   * A segment's bytes, from memory when the audience asked for it before: a file is held once
   * it is complete (listed in the live window, or its recording has ended), so each segment is
   * read from disk once however many watch, not once per viewer.
   */
  function segmentBytes(presId: number, folder: string, file: string): Promise<Buffer | null> {
    const key = `${presId}/${folder}/${file}`;
    const held = segmentCache.get(key);
    if (held) return Promise.resolve(held);
    const reading = segmentReads.get(key);
    if (reading) return reading;
    const status = provider.status(presId);
    const recording = status.state === 'receiving' && status.folder === folder;
    const complete =
      !recording || (windows.get(`${presId}/${folder}`)?.text ?? '').includes(`\n${file}\n`);
    const read = readFile(join(provider.rootDir, String(presId), folder, file))
      .then(
        (bytes) => {
          if (complete && bytes.length > 0) segmentCache.set(key, bytes);
          return bytes;
        },
        () => null,
      )
      .finally(() => segmentReads.delete(key));
    segmentReads.set(key, read);
    return read;
  }

  const clocks: RecordingClocks = new Map();
  const recordingFiles = { playlist: PLAYLIST_FILE, clock: FEED_CLOCK_FILE };
  function readPlaylist(presId: number, folder: string): Promise<ParsedPlaylist | null> {
    const dir = join(provider.rootDir, String(presId), folder);
    return readDatedPlaylist(dir, recordingFiles, FEED_CLOCK_EARLIEST_MS, clocks);
  }

  return {
    liveWindow,
    segmentBytes,
    readPlaylist,
    /** A recording's feed ended: its window is made afresh from its last playlist. */
    forgetWindow(presId: number, folder: string): void {
      windows.delete(`${presId}/${folder}`);
    },
  };
}

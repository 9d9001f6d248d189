// The built-in bridge: the call's audio is the mix of those who have the floor (call-audio/),
// recorded run by run under {rootDir}/{confId}/, so the replay is the call's own recording.
import { LRUCache } from 'lru-cache';
import type { DialInNumber } from '@podium/domain';
import { createCallMixes } from '../call-audio/mixes.ts';
import { createCallRecordings, parseSegmentName } from '../call-audio/recordings.ts';
import type { ConferenceBridge } from './bridge.types.ts';
import { BRIDGE_SUPPORT_NUMBER } from './phone-directory.ts';

/**
 * How long a live window, once made, answers every listener's playlist reload: it is made from
 * the mix's playlist at most this often whatever the audience; a new segment reaches listeners at
 * most this much later.
 */
export const CALL_WINDOW_MAX_AGE_MS = 100;
/**
 * Memory for the segments listeners fetch: a segment is a few kilobytes (0.5 s of 64 kbit/s
 * AAC), so this holds hours of many calls; the least recently asked go first.
 */
export const CALL_SEGMENT_MEMORY_BYTES = 16 * 1024 * 1024;
/** How long a listener's first playlist request waits for a mix just begun to write a segment. */
export const FIRST_SEGMENT_WAIT_MS = 4_000;
const FIRST_SEGMENT_POLL_MS = 100;

export interface CallAudioBridgeOptions {
  readonly phoneDirectory: readonly DialInNumber[];
  /** Folder of every call's recordings. */
  readonly rootDir: string;
  readonly ffmpegPath: string;
  readonly log: (message: string) => void;
}

export function createCallAudioBridge(options: CallAudioBridgeOptions): ConferenceBridge {
  const recordings = createCallRecordings(options.rootDir);
  const mixes = createCallMixes({
    recordings,
    ffmpegPath: options.ffmpegPath,
    log: options.log,
  });

  /** Each call's live window as last made, and the read under way (one at a time). */
  const windows = new Map<
    string,
    { text: string | null; madeAt: number; reading: Promise<string | null> | null }
  >();
  const segments = new LRUCache<string, Buffer>({
    maxSize: CALL_SEGMENT_MEMORY_BYTES,
    sizeCalculation: (bytes) => bytes.length,
  });

  /** The live window of a run, shared by every listener for CALL_WINDOW_MAX_AGE_MS. */
  function liveWindow(confId: number, run: string): Promise<string | null> {
    const key = `${confId}/${run}`;
    const entry = windows.get(key) ?? { text: null, madeAt: 0, reading: null };
    windows.set(key, entry);
    if (entry.text !== null && Date.now() - entry.madeAt < CALL_WINDOW_MAX_AGE_MS)
      return Promise.resolve(entry.text);
    entry.reading ??= recordings
      .liveWindow(confId, run)
      .then((text) => {
        entry.text = text;
        entry.madeAt = Date.now();
        if (text === null) windows.delete(key);
        return text;
      })
      .finally(() => (entry.reading = null));
    return entry.reading;
  }

  /** The run listeners hear: this process's mix, else one another process writes now. */
  async function currentRun(confId: number): Promise<string> {
    const here = mixes.running(confId);
    if (here) return here;
    const elsewhere = await recordings.freshRun(confId, Date.now());
    return elsewhere ?? mixes.ensure(confId);
  }

  return {
    phoneDirectory: options.phoneDirectory,
    supportNumber: BRIDGE_SUPPORT_NUMBER,
    mix: {
      ensure: (confId) => void mixes.ensure(confId),
      runningCalls: () => mixes.runningCalls(),
      speak: (confId, slot, payload, sequence, timestamp) =>
        mixes.speak(confId, slot, payload, sequence, timestamp),
      stop: (confId) => mixes.stop(confId),
    },

    async livePlaylist(confId) {
      const run = await currentRun(confId);
      const deadline = Date.now() + FIRST_SEGMENT_WAIT_MS;
      for (;;) {
        const playlist = await liveWindow(confId, run);
        if (playlist !== null || Date.now() >= deadline) return playlist;
        await new Promise((resolve) => setTimeout(resolve, FIRST_SEGMENT_POLL_MS));
      }
    },

    // A call just ended may still be writing its last segment: the replay waits for it.
    async replayPlaylist(confId, liveStartedAt) {
      await mixes.ended(confId);
      return recordings.replay(confId, liveStartedAt);
    },

    async segment(confId, name) {
      const key = `${confId}/${name}`;
      const held = segments.get(key);
      if (held) return held;
      const bytes = await recordings.segment(confId, name);
      // Kept only once final: listed in the window (ffmpeg lists a segment it finished) or of a
      // run no mix here writes; a name asked for ahead of the window is read again next time.
      const run = parseSegmentName(name)?.run;
      const listed = windows.get(`${confId}/${run}`)?.text?.includes(name) ?? false;
      if (bytes && (listed || mixes.running(confId) !== run)) segments.set(key, bytes);
      return bytes;
    },

    close: () => mixes.close(),
  };
}

// The built-in bridge: the call's audio is the mix of those who have the floor (call-audio/),
// recorded run by run under {rootDir}/{confId}/, so the replay is the call's own recording.
import type { DialInNumber } from '@podium/domain';
import { createCallMixes } from '../call-audio/mixes.ts';
import { createCallRecordings } from '../call-audio/recordings.ts';
import type { ConferenceBridge } from './bridge.types.ts';
import { BRIDGE_SUPPORT_NUMBER } from './phone-directory.ts';

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
        const playlist = await recordings.liveWindow(confId, run);
        if (playlist !== null || Date.now() >= deadline) return playlist;
        await new Promise((resolve) => setTimeout(resolve, FIRST_SEGMENT_POLL_MS));
      }
    },

    replayPlaylist: (confId, liveStartedAt) => recordings.replay(confId, liveStartedAt),

    segment: (confId, name) => recordings.segment(confId, name),

    close: () => mixes.close(),
  };
}

// The built-in bridge: plays the committed demo recording (src/demo/assets/live-audio, made by
// scripts/live-audio/generate.mjs) as the call's live audio and serves it again as the replay.
// The segments are small (about 300 KB together) and read once at start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DialInNumber } from '@podium/domain';
import { ASSETS_ROOT } from '../demo/demo-assets.ts';
import type { ConferenceBridge } from './bridge.types.ts';
import {
  livePlaylist,
  replayPlaylist,
  type LiveAudio,
  type LiveAudioSegment,
} from './live-audio.ts';
import { BRIDGE_SUPPORT_NUMBER, DEFAULT_PHONE_DIRECTORY } from './phone-directory.ts';

const LIVE_AUDIO_DIR = join(ASSETS_ROOT, 'live-audio');

function isSegment(value: unknown): value is LiveAudioSegment {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.file === 'string' &&
    /^[a-z0-9-]+\.m4s$/.test(entry.file) &&
    typeof entry.durationSeconds === 'number' &&
    entry.durationSeconds > 0
  );
}

function readManifest(dir: string): LiveAudio {
  const path = join(dir, 'segments.json');
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const manifest = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  const { init, segments } = manifest;
  if (
    typeof init !== 'string' ||
    !/^[a-z0-9-]+\.mp4$/.test(init) ||
    !Array.isArray(segments) ||
    segments.length === 0 ||
    !segments.every(isSegment)
  )
    throw new Error(`${path} must be {init, segments: [{file, durationSeconds}, ...]}`);
  return { init, segments };
}

/** `phoneDirectory`: the numbers callers dial (PODIUM_DIAL_IN_NUMBERS, config.ts). */
export function createBuiltInBridge(
  phoneDirectory: readonly DialInNumber[] = DEFAULT_PHONE_DIRECTORY,
  dir: string = LIVE_AUDIO_DIR,
): ConferenceBridge {
  const audio = readManifest(dir);
  const names = [audio.init, ...audio.segments.map((s) => s.file)];
  const files = new Map(names.map((name) => [name, readFileSync(join(dir, name))]));
  return {
    phoneDirectory,
    supportNumber: BRIDGE_SUPPORT_NUMBER,
    livePlaylist: (elapsedMs) => livePlaylist(audio, elapsedMs / 1000),
    replayPlaylist: (startedAt) => replayPlaylist(audio, startedAt),
    segment: (name) => files.get(name) ?? null,
  };
}

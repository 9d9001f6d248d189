// The recording a simulated-live demo event broadcasts (SPEC §1: 3002, 3003). The committed demo
// narration (1003's 32 kbit/s audio, 79 s) is played back to back into one file long enough for a
// twenty-minute broadcast, made at demo load with the ffmpeg the server ships with
// (@ffmpeg-installer/ffmpeg, or FFMPEG_PATH): a stream copy, so it takes well under a second and
// the repository keeps only the short file. The deck's slides are spread over the recording.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import type { Database } from '../db/database.ts';
import { mediaContainers, mediaRenditions, slides } from '../db/schema/index.ts';
import type { Storage } from '../storage/storage.ts';
import { storeMediaFile } from '../modules/media/media-files.ts';
import { ASSETS_ROOT } from './demo-assets.ts';
import type { DemoEvent } from './demo-types.ts';

const run = promisify(execFile);

export interface DemoSimuLive {
  /** The narration, relative to assets/. */
  readonly sourceAudio: string;
  readonly sourceSeconds: number;
  readonly bitRateKbps: number;
  /** How many times the narration plays back to back. */
  readonly plays: number;
  /** Seconds each slide of the deck stays up (slide i at i × slideSeconds). */
  readonly slideSeconds: number;
}

/** The recording's file name in the event's media area. */
export const SIMULIVE_RECORDING_FILE = 'broadcast-32k.mp4';

export function ffmpegPath(): string {
  return process.env.FFMPEG_PATH ?? ffmpegInstaller.path;
}

export function simuLiveDurationSeconds(simuLive: DemoSimuLive): number {
  return simuLive.sourceSeconds * simuLive.plays;
}

/** After the presentation and its slides: the recording, its media rows and the slide cues. */
export async function insertSimuLiveRecording(
  db: Database,
  event: DemoEvent,
  storage: Storage,
): Promise<void> {
  const simuLive = event.simuLive;
  if (!simuLive) return;
  const dir = await mkdtemp(join(tmpdir(), 'podium-simulive-'));
  try {
    const output = join(dir, SIMULIVE_RECORDING_FILE);
    await run(ffmpegPath(), [
      '-loglevel',
      'error',
      '-y',
      '-stream_loop',
      String(simuLive.plays - 1),
      '-i',
      join(ASSETS_ROOT, simuLive.sourceAudio),
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      output,
    ]);
    await storeMediaFile(storage, event.presId, SIMULIVE_RECORDING_FILE, output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const containerGuid = randomUUID();
  await db.insert(mediaContainers).values({
    guid: containerGuid,
    presId: event.presId,
    kind: 'audio',
    durationSeconds: simuLiveDurationSeconds(simuLive),
  });
  await db.insert(mediaRenditions).values({
    containerGuid,
    presId: event.presId,
    fileName: SIMULIVE_RECORDING_FILE,
    bitRateKbps: simuLive.bitRateKbps,
  });
  const deck = await db
    .select({ id: slides.id, index: slides.index })
    .from(slides)
    .where(eq(slides.presId, event.presId));
  for (const slide of deck) {
    await db
      .update(slides)
      .set({ timeSeconds: slide.index * simuLive.slideSeconds })
      .where(eq(slides.id, slide.id));
  }
}

// The recorded call of a demo event held before the demo loads (2004): the 1006 narration,
// committed as MPEG-TS segments (assets/recorded-call, made by scripts/recorded-call/generate.mjs),
// laid out as one run of the call's mix from the moment the call went live, so its replay is
// served as any call's recording is (call-audio/recordings.ts). A run already there is kept.
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CALL_AUDIO_PLAYLIST_FILE } from '../call-audio/mixer-args.ts';
import { runName } from '../call-audio/recordings.ts';
import { ASSETS_ROOT } from './demo-assets.ts';
import type { DemoEvent } from './demo-types.ts';

const RECORDED_CALL_DIR = join(ASSETS_ROOT, 'recorded-call');

interface RecordedSegment {
  readonly file: string;
  readonly durationSeconds: number;
}

async function segmentsOf(dir: string): Promise<RecordedSegment[]> {
  const parsed = JSON.parse(await readFile(join(dir, 'segments.json'), 'utf8')) as {
    segments?: unknown;
  };
  const segments = Array.isArray(parsed.segments) ? (parsed.segments as unknown[]) : [];
  const valid = segments.filter(
    (s): s is RecordedSegment =>
      typeof s === 'object' &&
      s !== null &&
      typeof (s as RecordedSegment).file === 'string' &&
      /^segment-\d{3}\.m2t$/.test((s as RecordedSegment).file) &&
      typeof (s as RecordedSegment).durationSeconds === 'number',
  );
  if (valid.length === 0 || valid.length !== segments.length)
    throw new Error(`${dir}/segments.json must be {segments: [{file, durationSeconds}, ...]}`);
  return valid;
}

/** Lays out the recorded call of each given demo event whose call was held before loading. */
export async function layOutDemoCallRecordings(
  events: readonly DemoEvent[],
  callAudioRoot: string,
  dir: string = RECORDED_CALL_DIR,
): Promise<void> {
  for (const event of events) {
    const call = event.conference;
    if (!call?.liveStartedAt || call.status !== 'Published') continue;
    const runDir = join(callAudioRoot, String(call.id), runName(call.liveStartedAt.getTime()));
    const playlistPath = join(runDir, CALL_AUDIO_PLAYLIST_FILE);
    if (await stat(playlistPath).catch(() => null)) continue;
    const segments = await segmentsOf(dir);
    await mkdir(runDir, { recursive: true });
    const lines = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...segments.map((s) => s.durationSeconds)))}`,
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
    ];
    let at = call.liveStartedAt.getTime();
    for (const [index, segment] of segments.entries()) {
      const name = `seg_${String(index).padStart(6, '0')}.ts`;
      await copyFile(join(dir, segment.file), join(runDir, name));
      lines.push(
        `#EXT-X-PROGRAM-DATE-TIME:${new Date(at).toISOString()}`,
        `#EXTINF:${segment.durationSeconds.toFixed(6)},`,
        name,
      );
      at += segment.durationSeconds * 1000;
    }
    lines.push('#EXT-X-ENDLIST');
    await writeFile(playlistPath, `${lines.join('\n')}\n`);
  }
}

// Tiny test videos made with the ffmpeg bundled with the npm package.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bundledFfmpegPath } from '../../src/modules/manage/ffmpeg.ts';

/** An H.264/AAC MP4 of a test pattern and a tone: `seconds` long, width × height. */
export async function makeMp4(
  dir: string,
  seconds = 2,
  width = 320,
  height = 240,
): Promise<Buffer> {
  const out = join(dir, `clip-${seconds}-${width}x${height}.mp4`);
  await promisify(execFile)(bundledFfmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${width}x${height}:rate=15`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-y',
    out,
  ]);
  return readFile(out);
}

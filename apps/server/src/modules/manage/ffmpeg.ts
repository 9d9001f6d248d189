// ffmpeg for uploaded media: the static build that @ffmpeg-installer/ffmpeg ships inside the npm
// package (FFMPEG_PATH overrides it), asked to describe a file (probe) and to transcode it to one
// resolution with progress. The package has no ffprobe, so the probe reads ffmpeg's own summary.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface ProbeResult {
  readonly durationSeconds: number;
  /** Null when the file has no video stream. */
  readonly width: number | null;
  readonly height: number | null;
}

/** The bundled binary's path. */
export function bundledFfmpegPath(): string {
  const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
  return installer.path;
}

function run(
  binary: string,
  args: readonly string[],
  onStderr?: (chunk: string) => void,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Only the tail is kept: a long transcode writes a progress line every half second.
      stderr = (stderr + chunk).slice(-20_000);
      onStderr?.(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

const seconds = (h: string, m: string, s: string) => Number(h) * 3600 + Number(m) * 60 + Number(s);

/** Reads duration and the first video stream's size from `ffmpeg -i` (exit code 1 is normal). */
export function parseProbe(stderr: string): ProbeResult | null {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!duration) return null;
  const video = /Stream #\d+:\d+[^:]*: Video: [^\n]*?(\d{2,5})x(\d{2,5})/.exec(stderr);
  return {
    durationSeconds: seconds(duration[1] ?? '0', duration[2] ?? '0', duration[3] ?? '0'),
    width: video ? Number(video[1]) : null,
    height: video ? Number(video[2]) : null,
  };
}

export async function probe(binary: string, file: string): Promise<ProbeResult | null> {
  const { stderr } = await run(binary, ['-hide_banner', '-i', file]);
  return parseProbe(stderr);
}

/** The last `time=` of a progress line, in seconds. */
export function parseProgressTime(chunk: string): number | null {
  const matches = [...chunk.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = matches.at(-1);
  return last ? seconds(last[1] ?? '0', last[2] ?? '0', last[3] ?? '0') : null;
}

/** H.264/AAC MP4 at width × height, playable from the first byte (faststart). */
export async function transcode(
  binary: string,
  input: string,
  output: string,
  size: { readonly width: number; readonly height: number },
  onProgress: (seconds: number) => void,
): Promise<void> {
  const { code, stderr } = await run(
    binary,
    [
      '-hide_banner',
      '-y',
      '-i',
      input,
      '-vf',
      `scale=${size.width}:${size.height}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      output,
    ],
    (chunk) => {
      const time = parseProgressTime(chunk);
      if (time !== null) onProgress(time);
    },
  );
  if (code !== 0) throw new Error(`ffmpeg failed: ${stderr.split('\n').slice(-3).join(' ')}`);
}

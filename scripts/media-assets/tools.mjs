// Thin wrappers over Debian's ffmpeg, ffprobe and espeak-ng. Arguments go straight to execFileSync
// (no shell), so narration text and paths never need shell quoting.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
/** espeak-ng's native rate; the narration stays at it until the AAC encode resamples it. */
export const SPEECH_RATE_HZ = 22050;
/** Words per minute: a little slower than espeak-ng's 175 so figures stay intelligible. */
const SPEECH_WPM = 160;
/** Least silence after each segment; the rest of the pad rounds the segment to whole seconds. */
const MIN_GAP_SECONDS = 0.4;

export function run(cmd, args) {
  try {
    return execFileSync(cmd, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 << 20,
    });
  } catch (error) {
    throw new Error(`${cmd} failed: ${error.stderr || error.message}`);
  }
}

export function ffmpeg(args) {
  return run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** ffprobe's view of a file: format duration/size and every stream. */
export function probe(file) {
  const json = run('ffprobe', [
    '-v',
    'error',
    '-show_format',
    '-show_streams',
    '-of',
    'json',
    file,
  ]);
  return JSON.parse(json);
}

export function durationSeconds(file) {
  return Number(probe(file).format.duration);
}

/**
 * Speaks each segment into its own WAV, measures it with ffprobe and pads it with silence up to a
 * whole number of seconds (at least MIN_GAP_SECONDS of pause). Whole-second segments make every
 * slide time, appearance time and chapter an exact integer that any player can seek to, and the
 * start of segment i is simply the sum of the padded lengths before it.
 */
export function speakSegments(segments, speakers, workDir, name) {
  let start = 0;
  return segments.map((segment, i) => {
    const raw = join(workDir, `${name}-${i}-raw.wav`);
    const padded = join(workDir, `${name}-${i}.wav`);
    run('espeak-ng', [
      '-v',
      speakers[segment.speaker].voice,
      '-s',
      String(SPEECH_WPM),
      '-w',
      raw,
      segment.text,
    ]);
    const speechSeconds = durationSeconds(raw);
    const lengthSeconds = Math.ceil(speechSeconds + MIN_GAP_SECONDS);
    ffmpeg([
      '-i',
      raw,
      '-af',
      `apad=whole_len=${lengthSeconds * SPEECH_RATE_HZ}`,
      '-ar',
      String(SPEECH_RATE_HZ),
      padded,
    ]);
    const timed = {
      ...segment,
      file: padded,
      startSeconds: start,
      speechSeconds,
      endSeconds: start + lengthSeconds,
    };
    start += lengthSeconds;
    return timed;
  });
}

/** Joins the padded segment WAVs, sample for sample, into one narration WAV. */
export function concatWavs(timed, out) {
  const inputs = timed.flatMap((t) => ['-i', t.file]);
  const labels = timed.map((_, i) => `[${i}:a]`).join('');
  ffmpeg([
    ...inputs,
    '-filter_complex',
    `${labels}concat=n=${timed.length}:v=0:a=1[a]`,
    '-map',
    '[a]',
    out,
  ]);
}

/** Shared video options: H.264 Main profile (plays in every browser), yuv420p. */
export function h264Args({ crf, maxrateK }, fps) {
  return [
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    String(crf),
    '-maxrate',
    `${maxrateK}k`,
    '-bufsize',
    `${maxrateK * 2}k`,
    // A keyframe at least every 5 s: seeking (chapters, slide clicks) decodes at most 5 s of a
    // small stream, while keyframes, the costliest frames of a still card, stay few.
    '-g',
    String(5 * fps),
    '-keyint_min',
    String(fps),
  ];
}

/**
 * Mono AAC-LC. Up to 32 kbps it stays at the narration's own 22.05 kHz: espeak-ng has nothing
 * above 11 kHz, and a lower rate leaves the encoder more bits per band at a low bitrate.
 */
export function aacArgs(kbps) {
  const rate = kbps <= 32 ? SPEECH_RATE_HZ : 44100;
  return ['-c:a', 'aac', '-b:a', `${kbps}k`, '-ac', '1', '-ar', String(rate)];
}

/**
 * Moov atom up front so playback starts before the whole file arrives; no metadata and bitexact
 * flags keep encoder version strings and dates out, so a re-run only changes bytes when content does.
 */
export const MP4_ARGS = [
  '-movflags',
  '+faststart',
  '-map_metadata',
  '-1',
  '-fflags',
  '+bitexact',
  '-flags',
  '+bitexact',
];

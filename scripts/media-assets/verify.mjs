// Checks the committed on-demand demo media against their manifests: codecs, sizes, durations,
// fast start, timing consistency, and that speech really begins at every segment start (so slide
// times, speaker appearances, chapters and media actions match what is heard).
// Run: node scripts/media-assets/verify.mjs   (needs ffprobe/ffmpeg; exits 1 on any failure)
import { spawnSync } from 'node:child_process';
import { existsSync, openSync, readSync, closeSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { probe } from './tools.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ASSETS = resolve(here, '../../apps/server/src/demo/assets');
const EVENTS = ['1002', '1003', '1005', '1006'];
/** The budget for all committed media: "a few MB in all". */
const MAX_TOTAL_BYTES = 4_000_000;
const DURATION_TOLERANCE_S = 0.1;
/** espeak-ng starts voicing a few ms into its WAV; AAC framing adds at most ~50 ms more. */
const ONSET_TOLERANCE_S = 0.3;

const failures = [];
let checks = 0;
function check(ok, message) {
  checks += 1;
  if (!ok) failures.push(message);
}

/** Top-level MP4 box types in file order (enough to see whether moov precedes mdat). */
function topLevelBoxes(file) {
  const fd = openSync(file, 'r');
  const size = statSync(file).size;
  const header = Buffer.alloc(16);
  const boxes = [];
  try {
    for (let pos = 0; pos + 8 <= size;) {
      readSync(fd, header, 0, 16, pos);
      let length = header.readUInt32BE(0);
      if (length === 1) length = Number(header.readBigUInt64BE(8));
      boxes.push(header.toString('latin1', 4, 8));
      if (length < 8) break;
      pos += length;
    }
  } finally {
    closeSync(fd);
  }
  return boxes;
}

/** Times (s) at which silence of at least 0.3 s ends, i.e. where sound starts again. */
function soundOnsets(file) {
  const { stderr } = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-i',
      file,
      '-map',
      '0:a',
      '-af',
      'silencedetect=noise=-45dB:d=0.3',
      '-f',
      'null',
      '-',
    ],
    {
      encoding: 'utf8',
    },
  );
  return [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
}

function checkFile(id, file, expect, manifest) {
  const path = join(ASSETS, id, file);
  if (!existsSync(path)) return check(false, `${id}/${file} is missing`);
  const info = probe(path);
  const video = info.streams.filter((s) => s.codec_type === 'video');
  const audio = info.streams.filter((s) => s.codec_type === 'audio');
  const where = `${id}/${file}`;
  check(info.format.format_name.includes('mp4'), `${where}: not an MP4 container`);
  const boxes = topLevelBoxes(path);
  check(
    boxes.indexOf('moov') >= 0 && boxes.indexOf('moov') < boxes.indexOf('mdat'),
    `${where}: moov after mdat (no faststart)`,
  );
  check(
    Math.abs(Number(info.format.duration) - expect.duration) <= DURATION_TOLERANCE_S,
    `${where}: duration ${info.format.duration} ≠ ${expect.duration}`,
  );
  if (expect.width) {
    check(
      video.length === 1 && video[0].codec_name === 'h264',
      `${where}: expected one H.264 video stream`,
    );
    check(video[0]?.pix_fmt === 'yuv420p', `${where}: pixel format ${video[0]?.pix_fmt}`);
    check(
      video[0]?.width === expect.width && video[0]?.height === expect.height,
      `${where}: ${video[0]?.width}×${video[0]?.height}`,
    );
  } else {
    check(video.length === 0, `${where}: audio-only file has a video stream`);
  }
  if (expect.audio) {
    check(
      audio.length === 1 && audio[0].codec_name === 'aac' && audio[0].channels === 1,
      `${where}: expected one mono AAC stream`,
    );
    const onsets = soundOnsets(path);
    for (const s of manifest.segments.filter((seg) => seg.startSeconds > 0)) {
      check(
        onsets.some((t) => t >= s.startSeconds - 0.05 && t <= s.startSeconds + ONSET_TOLERANCE_S),
        `${where}: no speech onset near segment start ${s.startSeconds}s`,
      );
    }
  } else {
    check(audio.length === 0, `${where}: expected no audio stream`);
  }
  return statSync(path).size;
}

function checkTiming(id, m) {
  const starts = m.segments.map((s) => s.startSeconds);
  const isStart = (t) => starts.includes(t);
  check(starts[0] === 0, `${id}: first segment does not start at 0`);
  m.segments.forEach((s, i) => {
    check(
      s.speechSeconds < s.endSeconds - s.startSeconds,
      `${id}: segment ${i} speech overruns its slot`,
    );
    const next = m.segments[i + 1];
    check(
      next ? next.startSeconds === s.endSeconds : s.endSeconds === m.durationSeconds,
      `${id}: segment ${i} not contiguous`,
    );
  });
  m.slides.forEach((s, i) => {
    check(
      s.index === i && s.timeSeconds === starts[i],
      `${id}: slide ${i} time ${s.timeSeconds} ≠ segment start ${starts[i]}`,
    );
    check(
      existsSync(join(ASSETS, id, s.slideFile)) && existsSync(join(ASSETS, id, s.thumbFile)),
      `${id}: slide ${i} image missing`,
    );
  });
  for (const sp of m.speakers) {
    check(
      sp.appearanceTimes.length > 0 && sp.appearanceTimes.every(isStart),
      `${id}: ${sp.name} appears off a segment start`,
    );
    check(
      sp.slideIndexes.every((i) => m.segments[i]?.speakerId === sp.speakerId),
      `${id}: ${sp.name} has a slide they do not speak on`,
    );
  }
  check(
    m.chapters.length > 0 && m.chapters.every((c) => isStart(c.timeSeconds)),
    `${id}: chapters off segment starts`,
  );
  for (const a of m.mediaActions) {
    check([1, 2].includes(a.type), `${id}: media action ${a.id} has type ${a.type}`);
    check(
      a.timecodeSequence.split(',').map(Number).every(isStart),
      `${id}: media action ${a.id} timecodes off segment starts`,
    );
  }
  for (const sm of m.slideMedia)
    check(Boolean(m.slides[sm.slideIndex]), `${id}: slide media on missing slide ${sm.slideIndex}`);
}

let total = 0;
for (const id of EVENTS) {
  const manifest = JSON.parse(readFileSync(join(ASSETS, id, 'media.json'), 'utf8'));
  checkTiming(id, manifest);
  const duration = manifest.durationSeconds;
  for (const v of manifest.video)
    total += checkFile(
      id,
      v.file,
      { duration, width: v.width, height: v.height, audio: true },
      manifest,
    );
  for (const a of manifest.audio)
    total += checkFile(id, a.file, { duration, audio: true }, manifest);
  for (const sm of manifest.slideMedia) {
    total += checkFile(
      id,
      sm.file,
      { duration: sm.durationSeconds, width: sm.width, height: sm.height, audio: false },
      manifest,
    );
  }
  console.log(
    `${id}: ${duration} s, ${manifest.video.length} video + ${manifest.audio.length} audio renditions, ${manifest.slides.length} slides`,
  );
}
check(total <= MAX_TOTAL_BYTES, `media total ${total} bytes exceeds ${MAX_TOTAL_BYTES}`);
console.log(`media total: ${total} bytes; ${checks} checks, ${failures.length} failed`);
for (const f of failures) console.error(`FAIL ${f}`);
process.exitCode = failures.length ? 1 : 0;

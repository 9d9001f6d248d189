// ffmpeg filtergraphs for the demo videos. There is no camera, so the "presenter" is a speaker
// card: who is talking (switching with the narration), a waveform of the voice, an elapsed-time
// clock and a progress bar, so motion and audio/video sync are visible at a glance.
// All text goes through drawtext textfiles, which avoids filtergraph escaping of commas and quotes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { company as brand, financials } from '../demo-assets/company.mjs';
import { FONT, FONT_BOLD, ffmpeg, h264Args, aacArgs, MP4_ARGS } from './tools.mjs';

// 15 fps: the card has no fast motion, and fewer frames keep the committed files small.
const FPS = 15;
const hex = (css) => `0x${css.slice(1)}`;

function textFile(workDir, name, text) {
  const path = join(workDir, `${name}.txt`);
  writeFileSync(path, text);
  return path;
}

function drawText({ file, bold = false, size, color = 'white', x, y, enable }) {
  const opts = [
    `fontfile=${bold ? FONT_BOLD : FONT}`,
    `textfile=${file}`,
    `fontsize=${size}`,
    `fontcolor=${color}`,
    `x=${x}`,
    `y=${y}`,
  ];
  if (enable) opts.push(`enable='${enable}'`);
  return `drawtext=${opts.join(':')}`;
}

/** Consecutive segments by the same speaker become one on-screen run. */
function speakerRuns(timed) {
  const runs = [];
  for (const t of timed) {
    const last = runs[runs.length - 1];
    if (last && last.speaker === t.speaker) last.end = t.endSeconds;
    else runs.push({ speaker: t.speaker, start: t.startSeconds, end: t.endSeconds });
  }
  return runs;
}

const initials = (name) =>
  name
    .split(' ')
    .map((w) => w[0])
    .join('');

/**
 * Renders the speaker card at 640×360 over the narration and writes every requested rendition
 * from one decode of the graph (the smaller ones are scaled copies, so text scales with them).
 */
export function renderSpeakerCard({
  narration,
  timed,
  speakers,
  heading,
  background,
  outputs,
  workDir,
  name,
}) {
  const duration = timed[timed.length - 1].endSeconds;
  const tf = (key, text) => textFile(workDir, `${name}-${key}`, text);
  // drawtext expands %{pts:gmtime:0:...}; "\:" is drawtext's escape for a colon inside it.
  const clock = tf('clock', '%{pts:gmtime:0:%M\\:%S}');
  const texts = [
    drawText({
      file: tf('heading', heading),
      bold: true,
      size: 18,
      color: hex(brand.accent),
      x: 40,
      y: 30,
    }),
    drawText({ file: clock, size: 16, color: 'white@0.7', x: 'w-tw-40', y: 32 }),
    drawText({
      file: tf('notice', 'Fictional company, demo media only'),
      size: 13,
      color: 'white@0.5',
      x: 40,
      y: 232,
    }),
  ];
  speakerRuns(timed).forEach((r, i) => {
    const s = speakers[r.speaker];
    const enable = `gte(t,${r.start})*lt(t,${r.end})`;
    texts.push(
      `drawbox=x=40:y=100:w=96:h=96:color=${hex(brand.accent)}:t=fill:enable='${enable}'`,
      drawText({
        file: tf(`ini${i}`, initials(s.name)),
        bold: true,
        size: 40,
        color: hex(brand.dark),
        x: '88-tw/2',
        y: '148-th/2',
        enable,
      }),
      drawText({ file: tf(`name${i}`, s.name), bold: true, size: 30, x: 160, y: 104, enable }),
      drawText({
        file: tf(`title${i}`, s.title),
        size: 17,
        color: 'white@0.85',
        x: 160,
        y: 148,
        enable,
      }),
      drawText({
        file: tf(`co${i}`, s.company),
        size: 15,
        color: 'white@0.65',
        x: 160,
        y: 176,
        enable,
      }),
    );
  });
  const graph = [
    `color=c=${hex(background)}:s=640x360:r=${FPS}:d=${duration}[bg]`,
    `color=c=${hex(brand.accent)}:s=640x4:r=${FPS}:d=${duration}[bar]`,
    `[0:a]showwaves=s=560x48:mode=cline:scale=sqrt:rate=${FPS / 2}:colors=${hex(brand.accent)}@0.9[wave]`,
    // The waveform redraws at half the frame rate: still lively, and half the bits.
    `[bg][wave]overlay=40:266[v1]`,
    // The progress bar slides in from the left and reaches the right edge at the end.
    `[v1][bar]overlay=x='-W+W*t/${duration}':y=H-4:eval=frame[v2]`,
    `[v2]${texts.join(',')},split=${outputs.length}${outputs.map((_, i) => `[o${i}]`).join('')}`,
    ...outputs.map((o, i) => `[o${i}]scale=${o.width}:${o.height}:flags=lanczos[v${i}]`),
  ].join(';\n');
  const script = join(workDir, `${name}-graph.txt`);
  writeFileSync(script, graph);
  ffmpeg([
    '-i',
    narration,
    '-filter_complex_script',
    script,
    ...outputs.flatMap((o, i) => [
      '-map',
      `[v${i}]`,
      '-map',
      '0:a',
      ...h264Args(o.video, FPS),
      ...aacArgs(o.audioKbps),
      '-t',
      String(duration),
      ...MP4_ARGS,
      o.path,
    ]),
  ]);
}

/**
 * A 5 s animated revenue chart (the figures of slide 6, "Consistent Growth"), played in place of
 * that slide as slide media (SPEC §3 Slide: IsSlideMedia). No audio track: it plays over the talk.
 */
export function renderSlideMediaClip({ path, workDir }) {
  const duration = 5;
  const base = 146;
  const maxBar = 96;
  const top = Math.max(...financials.map((f) => f.revenue));
  const src = (c, w, h) => `color=c=${c}:s=${w}x${h}:r=${FPS}:d=${duration}`;
  const graph = [`${src('white', 320, 180)}[s0]`];
  const draws = [
    drawText({
      file: textFile(workDir, 'clip-title', 'Revenue, $ millions'),
      bold: true,
      size: 14,
      color: hex(brand.dark),
      x: 16,
      y: 10,
    }),
  ];
  financials.forEach((f, i) => {
    const h = Math.round((f.revenue / top) * maxBar);
    const x = 40 + i * 66;
    const grow = `clip((t-${0.3 + 0.5 * i})/0.9,0,1)`;
    const color = i === financials.length - 1 ? brand.accent : brand.primary;
    graph.push(
      `${src(hex(color), 44, h)}[b${i}]`,
      `[s${i}][b${i}]overlay=x=${x}:y='${base}-${h}*${grow}':eval=frame[s${i + 1}]`,
    );
    draws.push(
      drawText({
        file: textFile(workDir, `clip-year${i}`, f.year),
        size: 11,
        color: '0x4a5568',
        x: `${x + 22}-tw/2`,
        y: base + 8,
      }),
      drawText({
        file: textFile(workDir, `clip-value${i}`, `$${f.revenue}`),
        bold: true,
        size: 12,
        color: '0x1d2433',
        x: `${x + 22}-tw/2`,
        y: base - h - 16,
        enable: `gte(t,${(1.2 + 0.5 * i).toFixed(1)})`,
      }),
    );
  });
  const n = financials.length;
  // A white strip over the baseline hides the part of each bar that has not grown in yet.
  graph.push(
    `${src('white', 320, 180 - base)}[mask]`,
    `[s${n}][mask]overlay=0:${base}[m]`,
    `[m]drawbox=x=20:y=${base}:w=280:h=2:color=0x9aa5b5:t=fill,${draws.join(',')}[v]`,
  );
  const script = join(workDir, 'clip-graph.txt');
  writeFileSync(script, graph.join(';\n'));
  ffmpeg([
    '-filter_complex_script',
    script,
    '-map',
    '[v]',
    ...h264Args({ crf: 26, maxrateK: 150 }, FPS),
    '-t',
    String(duration),
    ...MP4_ARGS,
    path,
  ]);
}

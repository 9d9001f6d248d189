// Cuts the 1006 narration into the HLS segments the built-in conference bridge plays "as live"
// (apps/server/src/bridge/live-audio.ts). Run: node scripts/live-audio/generate.mjs
// Needs Debian's ffmpeg. The AAC track is copied, not re-encoded, so the segments sound exactly like
// the 1006 recording; ffmpeg's HLS muxer splits it into fragmented-MP4 segments (RFC 8216
// §3.3; not MPEG-TS, whose .ts files the TypeScript tooling would take for source) of about
// SEGMENT_SECONDS. Output (committed, so `npm start` needs no ffmpeg):
// apps/server/src/demo/assets/live-audio/ init.mp4 (EXT-X-MAP), segment-NNN.m4s and
// segments.json {init, segments: [{file, durationSeconds}]} in play order.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ASSETS = resolve(here, '../../apps/server/src/demo/assets');
const SOURCE = join(ASSETS, '1006/audio-64k.mp4');
const OUT = join(ASSETS, 'live-audio');
const SEGMENT_SECONDS = 6;
/**
 * The narration is 36 s; its AAC frames (1024 samples at 44.1 kHz) do not divide 6 s exactly, so
 * without a cut ffmpeg ends on a 23 ms sliver of a segment. Stopping a frame short gives six even
 * segments and a clean loop point.
 */
const DURATION_SECONDS = 35.95;
/** The committed folder must stay small (the repository carries it). */
const MAX_TOTAL_BYTES = 600 * 1024;

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const playlist = join(OUT, 'source.m3u8');
execFileSync(
  'ffmpeg',
  [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    SOURCE,
    '-t',
    String(DURATION_SECONDS),
    '-vn',
    '-c:a',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    join(OUT, 'segment-%03d.m4s'),
    playlist,
  ],
  { stdio: 'inherit' },
);

// ffmpeg's own playlist names each segment after its #EXTINF duration; keep those pairs.
const lines = readFileSync(playlist, 'utf8').split(/\r?\n/);
const segments = [];
for (let i = 0; i < lines.length; i += 1) {
  const match = /^#EXTINF:([0-9.]+),/.exec(lines[i]);
  const file = lines[i + 1];
  if (match && file) segments.push({ file, durationSeconds: Number(match[1]) });
}
rmSync(playlist);
if (segments.length === 0) throw new Error('ffmpeg wrote no segments');
writeFileSync(
  join(OUT, 'segments.json'),
  `${JSON.stringify({ init: 'init.mp4', segments }, null, 2)}\n`,
);

let total = 0;
for (const name of readdirSync(OUT)) total += statSync(join(OUT, name)).size;
for (const s of segments) console.log(`  ${s.file} ${s.durationSeconds.toFixed(3)} s`);
console.log(`live-audio: ${segments.length} segments, ${Math.round(total / 1024)} KB`);
if (total > MAX_TOTAL_BYTES)
  throw new Error(`live-audio is ${total} bytes, over ${MAX_TOTAL_BYTES}`);

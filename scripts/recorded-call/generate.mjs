// Cuts the 1006 narration into the recorded call of the demo events whose call was held before
// the demo loads (2003, 2004): their replay is this recording, laid out at load as one run of the
// call's mix (apps/server/src/demo/demo-call-recording.ts). Run:
// node scripts/recorded-call/generate.mjs.
// Uses the bundled ffmpeg. The AAC track is copied, not re-encoded, so the segments sound exactly
// like the 1006 recording; ffmpeg's HLS muxer splits it into MPEG-TS segments (as the live mix
// writes them) of about SEGMENT_SECONDS, committed as .m2t (a .ts file the TypeScript tooling
// would take for source) and named seg_NNNNNN.ts when laid out. Output (committed, so `npm start`
// needs no transcode): apps/server/src/demo/assets/recorded-call/ segment-NNN.m2t and
// segments.json {segments: [{file, durationSeconds}]} in play order.
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

const here = dirname(fileURLToPath(import.meta.url));
const ASSETS = resolve(here, '../../apps/server/src/demo/assets');
const SOURCE = join(ASSETS, '1006/audio-64k.mp4');
const OUT = join(ASSETS, 'recorded-call');
const SEGMENT_SECONDS = 6;
/**
 * The narration is 36 s; its AAC frames (1024 samples at 44.1 kHz) do not divide 6 s exactly, so
 * without a cut ffmpeg ends on a 23 ms sliver of a segment. Stopping a frame short gives six even
 * segments.
 */
const DURATION_SECONDS = 35.95;
/** The committed folder must stay small (the repository carries it). */
const MAX_TOTAL_BYTES = 600 * 1024;

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const playlist = join(OUT, 'source.m3u8');
execFileSync(
  ffmpegInstaller.path,
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
    'mpegts',
    '-hls_segment_filename',
    join(OUT, 'segment-%03d.ts'),
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
  if (!match || !file) continue;
  const committed = file.replace(/\.ts$/, '.m2t');
  renameSync(join(OUT, file), join(OUT, committed));
  segments.push({ file: committed, durationSeconds: Number(match[1]) });
}
rmSync(playlist);
if (segments.length === 0) throw new Error('ffmpeg wrote no segments');
writeFileSync(join(OUT, 'segments.json'), `${JSON.stringify({ segments }, null, 2)}\n`);

let total = 0;
for (const name of readdirSync(OUT)) total += statSync(join(OUT, name)).size;
for (const s of segments) console.log(`  ${s.file} ${s.durationSeconds.toFixed(3)} s`);
console.log(`recorded-call: ${segments.length} segments, ${Math.round(total / 1024)} KB`);
if (total > MAX_TOTAL_BYTES)
  throw new Error(`recorded-call is ${total} bytes, over ${MAX_TOTAL_BYTES}`);

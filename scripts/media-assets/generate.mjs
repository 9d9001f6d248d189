// Generates Podium's committed on-demand demo media (presentations 1002, 1003, 1005, 1006) and
// their timing manifests. Run: node scripts/media-assets/generate.mjs
// Needs Debian's ffmpeg (libx264 + native AAC), espeak-ng and fonts-dejavu-core. Outputs go to
// apps/server/src/demo/assets/<presId>/ and are committed, so `npm start` needs no ffmpeg.
// Then check them: node scripts/media-assets/verify.mjs
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { speakers, roadshow, ceoMessage, earningsUpdate } from './narration.mjs';
import { speakSegments, concatWavs, ffmpeg, aacArgs, MP4_ARGS } from './tools.mjs';
import { renderSpeakerCard, renderSlideMediaClip } from './video.mjs';
import { buildManifest, DECK_DIR, roadshowMediaActions } from './manifest.mjs';
import { CAPTIONED_EVENTS, writeCaptions } from './captions.mjs';
import { company as brand } from '../demo-assets/company.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(here, '../../apps/server/src/demo/assets');
const EVENTS = ['1002', '1003', '1005', '1006'];

// Renditions: low bitrates keep all committed media within a few MB (speech over a mostly still card).
const VIDEO_RENDITIONS = [
  {
    file: 'video-360p.mp4',
    width: 640,
    height: 360,
    video: { crf: 33, maxrateK: 150 },
    audioKbps: 48,
  },
  {
    file: 'video-180p.mp4',
    width: 320,
    height: 180,
    video: { crf: 34, maxrateK: 60 },
    audioKbps: 24,
  },
];
const AUDIO_BITRATES_K = [64, 32];
const SLIDE_MEDIA = { file: 'slide-media-clip.mp4', width: 320, height: 180, durationSeconds: 5 };

function report(path) {
  console.log(`  ${path.slice(OUT.length + 1)} (${Math.round(statSync(path).size / 1024)} KB)`);
}

function renderVideo({ presId, narration, timed, heading, background, work }) {
  const outputs = VIDEO_RENDITIONS.map((r) => ({ ...r, path: join(OUT, presId, r.file) }));
  renderSpeakerCard({
    narration,
    timed,
    speakers,
    heading,
    background,
    outputs,
    workDir: work,
    name: presId,
  });
  outputs.forEach((o) => report(o.path));
  return VIDEO_RENDITIONS.map((r) => ({
    file: r.file,
    width: r.width,
    height: r.height,
    label: `${r.height}p`,
    maxVideoKbps: r.video.maxrateK,
    audioKbps: r.audioKbps,
  }));
}

/** Audio-only MP4 (AAC in an .mp4 container, no video track) at each bitrate. */
function renderAudio({ presId, narration }) {
  return AUDIO_BITRATES_K.map((kbps) => {
    const file = `audio-${kbps}k.mp4`;
    const path = join(OUT, presId, file);
    ffmpeg(['-i', narration, '-vn', ...aacArgs(kbps), ...MP4_ARGS, path]);
    report(path);
    return { file, bitrateKbps: kbps };
  });
}

function writeManifest(manifest) {
  const presId = String(manifest.presId);
  const path = join(OUT, presId, 'media.json');
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
  report(path);
  if (CAPTIONED_EVENTS.includes(presId)) report(writeCaptions(presId));
}

function narrate(segments, work, name) {
  const timed = speakSegments(segments, speakers, work, name);
  const narration = join(work, `${name}.wav`);
  concatWavs(timed, narration);
  console.log(`${name}: ${timed.length} segments, ${timed[timed.length - 1].endSeconds} s`);
  return { timed, narration };
}

function main() {
  const deck = JSON.parse(readFileSync(join(OUT, DECK_DIR, 'slides.json'), 'utf8'));
  // Clean only the folders this script owns, so renamed renditions cannot linger.
  for (const id of EVENTS) {
    rmSync(join(OUT, id), { recursive: true, force: true });
    mkdirSync(join(OUT, id), { recursive: true });
  }
  const work = mkdtempSync(join(tmpdir(), 'podium-media-'));
  try {
    const talk = narrate(roadshow, work, 'roadshow');
    const heading = 'Northwind Renewables  ·  IPO Investor Roadshow';
    const video1002 = renderVideo({
      presId: '1002',
      ...talk,
      heading,
      background: brand.dark,
      work,
    });
    renderSlideMediaClip({ path: join(OUT, '1002', SLIDE_MEDIA.file), workDir: work });
    report(join(OUT, '1002', SLIDE_MEDIA.file));
    const slideIndex = talk.timed.findIndex((t) => t.slide === 6);
    writeManifest(
      buildManifest({
        presId: 1002,
        title: 'Northwind Renewables IPO Roadshow (video with slides)',
        timed: talk.timed,
        speakers,
        deck,
        video: video1002,
        slideMedia: [{ slideIndex, ...SLIDE_MEDIA }],
        mediaActions: roadshowMediaActions(talk.timed),
      }),
    );

    const audio1003 = renderAudio({ presId: '1003', narration: talk.narration });
    writeManifest(
      buildManifest({
        presId: 1003,
        title: 'Northwind Renewables IPO Roadshow (audio with slides)',
        timed: talk.timed,
        speakers,
        deck,
        audio: audio1003,
      }),
    );

    const message = narrate(ceoMessage, work, 'ceo-message');
    const video1005 = renderVideo({
      presId: '1005',
      ...message,
      heading: 'Northwind Renewables  ·  CEO Message',
      background: '#0b3d2e',
      work,
    });
    writeManifest(
      buildManifest({
        presId: 1005,
        title: 'A Message from Our CEO',
        ...message,
        speakers,
        video: video1005,
      }),
    );

    const earnings = narrate(earningsUpdate, work, 'earnings');
    const audio1006 = renderAudio({ presId: '1006', narration: earnings.narration });
    writeManifest(
      buildManifest({
        presId: 1006,
        title: 'Fiscal 2024 Earnings Update',
        ...earnings,
        speakers,
        audio: audio1006,
      }),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();

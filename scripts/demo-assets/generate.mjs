// Generates Podium's committed demo assets (presentation 1001 slides, the recorded roadshow's
// deck of 1002 and 1003, 1004 documents, branding).
// Run: node scripts/demo-assets/generate.mjs   — needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
// Outputs go to apps/server/src/demo/assets/ and are committed, so `npm start` needs only Node.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { slideHtml } from './slides-style.mjs';
import { slides } from './slides.mjs';
import { prospectusHtml, headerTemplate, footerTemplate } from './prospectus.mjs';
import { termSheetDocx, financialModelXlsx } from './office.mjs';
import { logos } from './branding.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(here, '../../apps/server/src/demo/assets');
const JPEG_QUALITY = 80;
const THUMB_WIDTH = 256;
const THUMB_HEIGHT = 144;
// Demo 1001: slide 8 of 12 (index 7) is the first private slide (team plan, SPEC §6).
const PRIVATE_SLIDES_BEGIN_AT = 7;
/** 1001's deck: all twelve roadshow slides. */
const ROADSHOW = slides.map((_, i) => i + 1);
/**
 * The recorded roadshow's deck (1002 video and 1003 audio with slides): the eight slides its
 * narration shows (scripts/media-assets/narration.mjs), numbered 1–8 of 8 so the number on a
 * slide agrees with the viewer's count. No public portion, so no private banner. Each entry of
 * its slides.json names its `source` slide in the roadshow.
 */
const RECORDED_ROADSHOW = [1, 2, 3, 4, 5, 6, 7, 12];

async function write(path, data) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
  console.log(`  ${path.slice(OUT.length + 1)} (${Math.round(data.length / 1024)} KB)`);
}

/**
 * Renders a deck: each slide numbered "N / total" within this deck, into `dir` with its
 * thumbnails and slides.json. `picks` are 1-based numbers into the roadshow's slides.
 */
async function renderDeck(browser, { dir, picks, privateBeginsAt }) {
  const full = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  // Thumbnails are the finished slide image downscaled by Chromium's resampler, so a thumbnail
  // always shows exactly what its slide shows.
  const thumb = await browser.newPage({ viewport: { width: THUMB_WIDTH, height: THUMB_HEIGHT } });
  const manifest = [];
  for (const [i, source] of picks.entries()) {
    const s = slides[source - 1];
    const number = i + 1;
    const name = `slide-${String(number).padStart(2, '0')}.jpg`;
    await full.setContent(
      slideHtml({ ...s, number, total: picks.length, isPrivate: i >= privateBeginsAt }),
      {
        waitUntil: 'load',
      },
    );
    const image = await full.screenshot({ type: 'jpeg', quality: JPEG_QUALITY });
    await write(join(OUT, dir, 'slides', name), image);
    const src = `data:image/jpeg;base64,${image.toString('base64')}`;
    await thumb.setContent(
      `<body style="margin:0"><img src="${src}" width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}" style="display:block"></body>`,
      { waitUntil: 'load' },
    );
    await write(
      join(OUT, dir, 'thumbs', name),
      await thumb.screenshot({ type: 'jpeg', quality: JPEG_QUALITY }),
    );
    const entry = { file: `slides/${name}`, thumb: `thumbs/${name}`, title: s.alt ?? s.title };
    manifest.push(picks === ROADSHOW ? entry : { ...entry, source });
  }
  await write(join(OUT, dir, 'slides.json'), Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  await thumb.close();
  await full.close();
}

async function renderProspectus(browser) {
  const page = await browser.newPage();
  await page.setContent(prospectusHtml(), { waitUntil: 'load' });
  const pdf = await page.pdf({
    format: 'Letter',
    displayHeaderFooter: true,
    headerTemplate,
    footerTemplate,
    margin: { top: '22mm', bottom: '20mm', left: '20mm', right: '20mm' },
    printBackground: true,
  });
  await write(join(OUT, '1004', 'prospectus.pdf'), pdf);
  await page.close();
}

async function renderLogos(browser) {
  const page = await browser.newPage({ viewport: { width: 400, height: 80 } });
  for (const logo of logos) {
    await page.setContent(logo.html, { waitUntil: 'load' });
    await write(
      join(OUT, 'branding', logo.file),
      await page.locator('#logo').screenshot({ omitBackground: true }),
    );
  }
  await page.close();
}

async function main() {
  // Clean only the generated folders so stale slides (e.g. from a renamed format) cannot linger.
  for (const dir of ['1001', 'recorded-roadshow', '1004', 'branding'])
    await rm(join(OUT, dir), { recursive: true, force: true });
  const browser = await launchBrowser();
  try {
    await renderDeck(browser, {
      dir: '1001',
      picks: ROADSHOW,
      privateBeginsAt: PRIVATE_SLIDES_BEGIN_AT,
    });
    await renderDeck(browser, {
      dir: 'recorded-roadshow',
      picks: RECORDED_ROADSHOW,
      privateBeginsAt: Infinity,
    });
    await renderProspectus(browser);
    await renderLogos(browser);
  } finally {
    await browser.close();
  }
  await write(join(OUT, '1004', 'term-sheet.docx'), Buffer.from(termSheetDocx()));
  await write(join(OUT, '1004', 'financial-model.xlsx'), Buffer.from(financialModelXlsx()));
  // The slides' WebP copies sized for the screen, made by the server's own code (TypeScript).
  const copies = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./slide-copies.mjs', import.meta.url))],
    { stdio: 'inherit' },
  );
  if (copies.status !== 0) throw new Error('writing the slide copies failed');
}

await main();

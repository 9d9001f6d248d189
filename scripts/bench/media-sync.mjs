// ARCHITECTURE §7 budgets, measured: "media sync: the slide shown matches the cue point within
// 0.25 s during playback and after seeks", and the viewer route's initial JS gzipped with the
// player lazy-loaded. Starts the real server on a free port with a fresh DATA_DIR, enters demo 1002
// in Debian Chromium as a person would (entry code, Playback speed 2x, Seek slider, Play), and a
// probe inside the page records the media time at each slide change. Reports: during playback
// from 0 to the end, the gap between each slide's cue time (apps/server/src/demo/assets/1002/
// media.json) and the media time it appeared at; after seeks, the ms from the slider's input to
// the right slide. A benchmark: it prints figures with PASS/OVER and exits 0 unless it could not run.
// Usage: node scripts/bench/media-sync.mjs [--skip-build]   (without the flag it builds the web app)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  installSlideProbe,
  isRangeInput,
  probeShowsSlide,
  readMedia,
  readSlideProbe,
  resetSlideProbe,
  speedOptionValue,
} from './page-probes.mjs';
import { repoRoot, startServer } from './server.mjs';

const PRES_ID = 1002;
const RATE = 2;
const BUDGET_S = 0.25;
/** Seek targets a few seconds into a slide; consecutive ones show different slides (55: slide media). */
const SEEK_TARGETS = [45, 5, 75, 31, 55, 12, 62];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

const manifest = JSON.parse(
  readFileSync(join(repoRoot, `apps/server/src/demo/assets/${PRES_ID}/media.json`), 'utf8'),
);
const cues = manifest.slides.map((s) => ({ slide: s.index + 1, cue: s.timeSeconds }));
const slideAt = (t) => cues.filter((c) => c.cue <= t).at(-1)?.slide ?? null;

function run(command, args) {
  // the child's output goes to stderr, so stdout carries only the report
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** A string only the player's code holds (its status attribute), to tell whether it is lazy. */
const PLAYER_MARKER = 'data-playback-status';

function measureBundle() {
  const result = spawnSync('node', ['scripts/measure-bundle.mjs', '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) return null;
  const viewer = JSON.parse(result.stdout).find((r) => r.name === 'viewer route');
  if (!viewer) return null;
  const dist = join(repoRoot, 'apps/web/dist');
  const playerInitial = viewer.files.some((f) =>
    readFileSync(join(dist, f.file), 'utf8').includes(PLAYER_MARKER),
  );
  return { ...viewer, playerInitial };
}

async function enterViewer(page, baseUrl) {
  await page.goto(`${baseUrl}/presentation/v2/${PRES_ID}/`);
  await page.getByRole('textbox', { name: 'Entry code' }).fill(`DEMO-${PRES_ID}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(new RegExp(`/presentation/v2/${PRES_ID}/viewer/?$`));
}

/** The player, its status and its controls, found by the accessible names of the UI contract. */
function playerOf(page) {
  const region = page.getByRole('region', { name: 'Media player' });
  const withStatus = (status) => region.and(page.locator(`[data-playback-status="${status}"]`));
  return {
    region,
    media: region.locator(':is(video, audio):not([aria-label^="Slide "])'),
    slider: page.getByRole('slider', { name: 'Seek' }),
    speed: page.getByLabel('Playback speed', { exact: true }),
    waitForStatus: (status, timeout = 10_000) => withStatus(status).waitFor({ timeout }),
    async play() {
      const prompt = page.getByRole('button', { name: 'Start playback' });
      if (await prompt.isVisible()) await prompt.click();
      else await page.getByRole('button', { name: 'Play', exact: true }).click();
      await this.waitForStatus('Playing');
    },
  };
}

async function waitForSlide(page, n, timeout = 5_000) {
  await page.waitForFunction(probeShowsSlide, n, { timeout });
}

/**
 * Seeks while playing; per target, ms from the Seek slider's input event to the right slide on
 * screen, and any other slide shown on the way.
 */
async function measureSeeks(page, player) {
  const rows = [];
  for (const target of SEEK_TARGETS) {
    const expected = slideAt(target);
    const before = (await page.evaluate(readSlideProbe)).inputs.length;
    await player.slider.fill(String(target));
    const shown = await waitForSlide(page, expected).then(
      () => true,
      () => false,
    );
    const { changes, inputs } = await page.evaluate(readSlideProbe);
    const input = inputs[before];
    const after = input ? changes.filter((c) => c.wall >= input.wall) : [];
    const change = after.find((c) => c.slide === expected);
    const wrong = after.filter((c) => c.slide !== expected && (!change || c.wall < change.wall));
    const lagMs = shown && input && change ? change.wall - input.wall : null;
    rows.push({
      target,
      expected,
      lagMs,
      wrong: wrong.length,
      mediaTime: change?.mediaTime ?? null,
    });
  }
  return rows;
}

/** Plays from 0 to the end at RATE; the slide changes the probe saw on the way. */
async function measurePlayback(page, player) {
  await player.waitForStatus('Playing');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await player.waitForStatus('Paused');
  await player.slider.fill('0');
  await waitForSlide(page, 1);
  await page.evaluate(resetSlideProbe);
  await player.play();

  const { duration } = await player.media.evaluate(readMedia);
  const deadline = Date.now() + ((duration || manifest.durationSeconds) / RATE + 30) * 1000;
  let state = await player.media.evaluate(readMedia);
  while (!state.ended && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    state = await player.media.evaluate(readMedia);
  }
  return { ...(await page.evaluate(readSlideProbe)), ended: state.ended };
}

function playbackRows(changes) {
  return cues.map(({ slide, cue }, i) => {
    if (i === 0) return { slide, cue, shownAt: null, gap: null, note: 'shown at start' };
    const change = changes.find((c) => c.slide === slide);
    if (!change) return { slide, cue, shownAt: null, gap: null, note: 'never shown' };
    const note = change.rate === RATE ? '' : `rate was ${change.rate}x`;
    return { slide, cue, shownAt: change.mediaTime, gap: change.mediaTime - cue, note };
  });
}

const pad = (value, width) => String(value).padStart(width);
const fixed = (n, digits = 2) => (n === null ? '—' : n.toFixed(digits));
const verdict = (ok) => (ok ? 'PASS' : 'OVER');

function playbackReport(browserVersion, playback) {
  const rows = playbackRows(playback.changes);
  const gaps = rows.filter((r) => r.gap !== null).map((r) => Math.abs(r.gap));
  const missed = rows.filter((r) => r.note === 'never shown').length;
  const largest = gaps.length > 0 ? Math.max(...gaps) : null;
  const extra = playback.changes.length - gaps.length;
  const ok = largest !== null && largest <= BUDGET_S && missed === 0 && playback.ended;
  return [
    '',
    `Media sync during playback — demo ${PRES_ID} from 0 to the end at ${RATE}x, Chromium ${browserVersion}`,
    `  ${pad('slide', 5)} ${pad('cue (s)', 8)} ${pad('shown at (s)', 13)} ${pad('gap (s)', 8)}  note`,
    ...rows.map(
      (r) =>
        `  ${pad(r.slide, 5)} ${pad(fixed(r.cue), 8)} ${pad(fixed(r.shownAt), 13)} ${pad(fixed(r.gap), 8)}  ${r.note}`,
    ),
    `  largest gap: ${fixed(largest, 3)} s of media time (${fixed(largest === null ? null : largest / RATE, 3)} s of clock) — ${verdict(ok)} (budget ${BUDGET_S} s)` +
      (missed > 0 ? `; ${missed} slide(s) never shown` : '') +
      (extra > 0 ? `; ${extra} other slide change(s) seen` : '') +
      (playback.ended ? '' : '; the media did not reach its end'),
  ];
}

function seekNote(r) {
  if (r.lagMs === null) return 'right slide not shown within 5 s';
  return r.wrong > 0 ? `${r.wrong} wrong slide(s) shown first` : '';
}

function seekReport(seekRows) {
  const lags = seekRows.map((r) => r.lagMs);
  const worst = lags.includes(null) ? null : Math.max(...lags);
  const wrong = seekRows.reduce((sum, r) => sum + r.wrong, 0);
  const ok = worst !== null && worst <= BUDGET_S * 1000 && wrong === 0;
  return [
    '',
    `Media sync after seeks — Seek slider while playing at ${RATE}x: ms from the slider's input to the right slide`,
    `  ${pad('target (s)', 10)} ${pad('slide', 5)} ${pad('media time', 10)} ${pad('lag (ms)', 9)}  note`,
    ...seekRows.map(
      (r) =>
        `  ${pad(r.target, 10)} ${pad(r.expected, 5)} ${pad(fixed(r.mediaTime), 10)} ${pad(fixed(r.lagMs, 0), 9)}  ${seekNote(r)}`,
    ),
    `  largest lag: ${worst === null ? '— (a seek never showed its slide)' : `${worst.toFixed(0)} ms`} — ${verdict(ok)} (budget ${BUDGET_S * 1000} ms)`,
  ];
}

function bundleReport(bundle) {
  if (!bundle)
    return ['', 'Viewer route initial JS: not measured (scripts/measure-bundle.mjs failed)'];
  const within = bundle.gzipKb <= bundle.budgetKb;
  return [
    '',
    `Viewer route initial JS: ${bundle.gzipKb.toFixed(1)} KB gzipped in ${bundle.files.length} file(s), player ${bundle.playerInitial ? 'IN the initial JS' : 'lazy-loaded'} (budget ${bundle.budgetKb} KB: ${within ? 'within' : 'OVER'})`,
  ];
}

function report(browserVersion, playback, seekRows, bundle) {
  const lines = [
    ...playbackReport(browserVersion, playback),
    ...seekReport(seekRows),
    ...bundleReport(bundle),
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

async function main() {
  if (!process.argv.includes('--skip-build')) run('npm', ['run', 'build', '-w', '@podium/web']);
  const bundle = measureBundle();
  const server = await startServer();
  let browser = null;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
    page.setDefaultTimeout(15_000);
    await enterViewer(page, server.baseUrl);
    const player = playerOf(page);
    await player.media.waitFor({ state: 'attached' });
    if (!(await player.slider.evaluate(isRangeInput)))
      throw new Error(
        'the Seek slider is not an <input type="range">; this benchmark drives it with fill',
      );

    // autoplay where the browser allows it, else the play prompt (UI contract)
    await player.waitForStatus('Playing', 3_000).catch(() => player.play());
    const speedValue = await player.speed.evaluate(speedOptionValue, RATE);
    if (speedValue === null) throw new Error(`no Playback speed option for ${RATE}x`);
    await player.speed.selectOption(speedValue);
    await player.media.evaluate(installSlideProbe);

    const seekRows = await measureSeeks(page, player);
    const playback = await measurePlayback(page, player);
    report(browser.version(), playback, seekRows, bundle);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`media-sync benchmark could not run: ${error.stack ?? error}\n`);
  process.exit(1);
});

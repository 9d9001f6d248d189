// The first load on a phone (ARCHITECTURE §7): Lighthouse's default mobile profile (simulated
// slow 4G, 4× CPU slowdown) on the pages an investor opens first, each in a fresh Chromium with
// the session cookie of a demo entry code. Prints a table and exits 1 when a page misses a budget.
// Starts the built server on a fresh DATA_DIR (run `npm run build` first), or measures a running
// one with --url. The budgets are Lighthouse CI's assertions in the committed lighthouserc.json:
// each page's runs are saved as Lighthouse CI saves them and checked with `lhci assert`, one page
// at a time (two of the pages share an address and differ by their session).
//
//   npm run bench:lighthouse -- [--url=http://127.0.0.1:3000] [--runs=N] [--json] [--cold]
//                               [--page=TEXT]
//
// Each page is opened once in a plain Chromium before its runs (a server in service has served it
// before); --cold measures a fresh server's first answers instead.
// --runs makes N runs per page (Lighthouse varies run to run); the table and the assertions take
// the median of each figure. A run in which Lighthouse measured nothing is made again, at most
// MAX_RETRIES times per page. --page measures only the pages whose name contains TEXT.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  ANTI_FORGERY_HEADER,
  apiPaths,
  documentViewerHref,
  SERVICE_BASE_PATH,
  SESSION_COOKIE,
  VIEWER_BASE_PATH,
} from '@podium/domain';
import { repoRoot, startServer } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** ARCHITECTURE §7 first load on a phone, and the scores the viewer keeps, as assertions. */
const LHCI_CONFIG = join(repoRoot, 'lighthouserc.json');
const LHCI_CLI = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');

/** How long a warm-up load is left to make its calls and hub connection after its load event. */
const WARM_UP_SETTLE_MS = 3000;
/** Runs that measured nothing (Lighthouse's own failure, not the page's) tried again per page. */
const MAX_RETRIES = 2;

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs') ?? 1));
const only = arg('page');

/** A session as the viewer gets it: entry code, the user (for the token), I agree if asked. */
async function enter(baseUrl, code, presId, { agree }) {
  const service = `${baseUrl}${SERVICE_BASE_PATH}/`;
  const entry = await fetch(`${service}entrycode/processEntrycode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ EntryCode: code }),
  });
  if (!entry.ok) throw new Error(`entry code ${code}: ${entry.status} ${await entry.text()}`);
  const sid = entry.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!sid) throw new Error(`entry code ${code}: no session cookie`);
  const headers = { cookie: sid };
  const user = await fetch(
    `${service}account/GetLoggedInUserForPresentation?presId=${presId}&showUrl=`,
    { headers },
  );
  const token = (await user.json()).AntiForgeryToken;
  const route = await fetch(`${service}${apiPaths.route(presId)}`, { headers });
  if (agree && (await route.json()).Route === 'disclaimer') {
    const accepted = await fetch(`${service}${apiPaths.acceptDisclaimer(presId)}`, {
      method: 'POST',
      headers: { ...headers, [ANTI_FORGERY_HEADER]: token, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!accepted.ok) throw new Error(`disclaimer ${presId}: ${accepted.status}`);
  }
  return { cookie: sid, service, headers };
}

async function pages(baseUrl) {
  const viewer = (presId, path = '') => `${baseUrl}${VIEWER_BASE_PATH}${presId}/${path}`;
  const disclaimer1001 = await enter(baseUrl, 'DEMO-1001', 1001, { agree: false });
  const viewer1002 = await enter(baseUrl, 'DEMO-1002', 1002, { agree: true });
  const viewer2001 = await enter(baseUrl, 'DEMO-2001', 2001, { agree: true });
  const docs1004 = await enter(baseUrl, 'DEMO-1004', 1004, { agree: true });
  const presentation = await fetch(`${docs1004.service}presentation?presid=1004`, {
    headers: docs1004.headers,
  });
  const pdf = (await presentation.json()).Documents.find((d) => d.DocumentExtType === 1);
  if (!pdf) throw new Error('1004 has no PDF document');
  const href = documentViewerHref({
    presId: 1004,
    docId: pdf.DocumentId,
    name: pdf.DocumentName,
    blockText: false,
  });
  return [
    { name: 'entry page of 1001', url: viewer(1001), cookie: null },
    { name: '1001 after its entry code', url: viewer(1001), cookie: disclaimer1001.cookie },
    {
      name: 'disclaimer of 1001',
      url: viewer(1001, 'disclaimer/'),
      cookie: disclaimer1001.cookie,
    },
    { name: 'viewer of 1002', url: viewer(1002, 'viewer/'), cookie: viewer1002.cookie },
    { name: 'viewer of 2001', url: viewer(2001, 'viewer/'), cookie: viewer2001.cookie },
    { name: 'document viewer (1004)', url: `${baseUrl}${href}`, cookie: docs1004.cookie },
  ];
}

async function audit(page) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    });
    const { categories, audits, runtimeError } = result.lhr;
    // A run that could not measure the page (the trace or a metric missing) says nothing of it.
    if (runtimeError || !Number.isFinite(audits['largest-contentful-paint'].numericValue))
      return { error: runtimeError?.message ?? 'no metrics' };
    const score = (c) => Math.round((c.score ?? 0) * 100);
    return {
      lhr: result.lhr,
      performance: score(categories.performance),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      accessibility: score(categories.accessibility),
      bestPractices: score(categories['best-practices']),
      transferKb: audits['total-byte-weight'].numericValue / 1024,
      failing: [...Object.values(categories)]
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => audits[r.id]))
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse CI's median: the middle value, or the mean of the two middle ones. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle] + sorted[middle + 1]) / 2;
}

/** Each figure's median over the runs. */
function medians(results) {
  const keys = ['performance', 'lcpMs', 'cls', 'tbtMs', 'accessibility', 'bestPractices'];
  const out = Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
  out.transferKb = median(results.map((r) => r.transferKb));
  out.failing = [...new Set(results.flatMap((r) => r.failing))];
  return out;
}

/**
 * `lhci assert` with the committed configuration on one page's runs, saved where Lighthouse CI
 * keeps them (.lighthouseci/lhr-*.json under a folder of the page's own). Answers the assertions
 * that failed, as `audit: found (expected)`, or throws when the assertions could not be checked.
 */
function assertPage(results) {
  const dir = mkdtempSync(join(tmpdir(), 'podium-lhci-'));
  try {
    const saved = join(dir, '.lighthouseci');
    mkdirSync(saved);
    results.forEach((r, i) =>
      writeFileSync(join(saved, `lhr-${i + 1}.json`), JSON.stringify(r.lhr)),
    );
    const run = spawnSync(process.execPath, [LHCI_CLI, 'assert', `--config=${LHCI_CONFIG}`], {
      cwd: dir,
      encoding: 'utf8',
    });
    let outcome;
    try {
      outcome = JSON.parse(readFileSync(join(saved, 'assertion-results.json'), 'utf8'));
    } catch {
      throw new Error(`lhci assert checked nothing (exit ${run.status}):\n${run.stderr}`);
    }
    const missed = outcome
      .filter((a) => !a.passed && a.level !== 'warn')
      .map((a) => {
        const what = a.auditProperty ? `${a.auditId}.${a.auditProperty}` : a.auditId;
        return `${what}: ${Math.round(a.actual * 1000) / 1000} (expected ${a.operator} ${a.expected})`;
      });
    if (run.status !== 0 && missed.length === 0)
      throw new Error(`lhci assert failed (exit ${run.status}):\n${run.stderr}`);
    return missed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Each page opened once in a plain Chromium before it is measured, as a server in service has
 * served it before: the runs then measure the page, not the fresh server's first compilations of
 * the code behind it (--cold leaves this out).
 */
async function warmUp(page) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (page.cookie) {
      const [name, value] = page.cookie.split('=');
      await context.addCookies([{ name, value, url: page.url }]);
    }
    const tab = await context.newPage();
    await tab.goto(page.url, { waitUntil: 'load' });
    await tab.waitForTimeout(WARM_UP_SETTLE_MS);
  } finally {
    await browser.close();
  }
}

const given = arg('url');
const server = given
  ? { baseUrl: given.replace(/\/$/, ''), stop: async () => {} }
  : await startServer();
const rows = [];
try {
  const measured = (await pages(server.baseUrl)).filter((p) => !only || p.name.includes(only));
  for (const page of measured) {
    if (!process.argv.includes('--cold')) await warmUp(page);
    const results = [];
    let retries = 0;
    while (results.length < runs) {
      const result = await audit(page);
      if (!result.error) results.push(result);
      else if (++retries > MAX_RETRIES) throw new Error(`${page.name}: ${result.error}`);
      else process.stderr.write(`${page.name}: a run measured nothing (${result.error}); again\n`);
    }
    const spread = results.map(({ performance, lcpMs, tbtMs }) => ({ performance, lcpMs, tbtMs }));
    rows.push({ page: page.name, ...medians(results), misses: assertPage(results), runs: spread });
    process.stderr.write(`measured ${page.name}\n`);
  }
} finally {
  await server.stop();
}

if (process.argv.includes('--json')) {
  process.stdout.write(JSON.stringify(rows, null, 2) + '\n');
} else {
  const header =
    '| page | Performance | LCP | CLS | TBT | Accessibility | Best Practices | transferred |';
  const lines = rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ` +
      `${Math.round(r.tbtMs)} ms | ${r.accessibility} | ${r.bestPractices} | ${Math.round(r.transferKb)} KB |`,
  );
  console.log([header, '|---|---|---|---|---|---|---|---|', ...lines].join('\n'));
  if (runs > 1) {
    console.log('Medians of each figure over the runs, as lighthouserc.json asserts them.');
    for (const r of rows)
      console.log(
        `${r.page}, every run (Performance / LCP / TBT): ` +
          r.runs
            .map(
              (x) =>
                `${x.performance} / ${(x.lcpMs / 1000).toFixed(1)} s / ${Math.round(x.tbtMs)} ms`,
            )
            .join('; '),
      );
  }
  for (const r of rows) {
    if (r.misses.length > 0) console.log(`${r.page}: misses ${r.misses.join(', ')}`);
    if (r.failing.length > 0) console.log(`  failing audits: ${r.failing.join(', ')}`);
  }
}
process.exit(rows.some((r) => r.misses.length > 0) ? 1 : 0);

// ARCHITECTURE §7 budgets "viewer route: initial JS ≤ 170 KB gzipped; player, hls.js, pdf.js and
// meeting code lazy-loaded" and, for the first load on a phone, "initial JavaScript of the viewer
// ≤ 140 KB gzipped" (the stricter one is checked). Run after `npm run build -w @podium/web`. For
// each page it takes the entry script and modulepreload tags of the built HTML, follows the
// static imports of those chunks (never dynamic import()), and reports the gzipped size, and the
// brotli size of the twins the build writes (what the server actually sends a browser that
// accepts br). Exits 1 when a page is over its budget.
// Sizes are KB of 1024 bytes, gzip at zlib's default level (the budget's measure).
// Usage: node scripts/measure-bundle.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const VIEWER_BUDGET_KB = 140;
const BASE = '/presentation/v2/';
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

const pages = [
  { name: 'viewer route', html: 'index.html', budgetKb: VIEWER_BUDGET_KB },
  { name: 'document viewer page', html: 'mynrs/show/pdfTron11/index.html', budgetKb: null },
];

/** Asset path inside dist for a URL found in the HTML or an import specifier inside a chunk. */
function toDistPath(url, fromFile) {
  if (url.startsWith(BASE)) return url.slice(BASE.length);
  if (url.startsWith('/')) return url.slice(1);
  return posix.normalize(posix.join(posix.dirname(fromFile), url));
}

function htmlEntryScripts(htmlFile) {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url) urls.push(toDistPath(url, htmlFile));
  }
  return urls;
}

// Static imports and re-exports in minified ES modules: `import{a}from"./x.js"`, `import"./x.js"`,
// `export*from"./x.js"`. A dynamic `import("./x.js")` has a parenthesis and is not matched.
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

function staticClosure(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(toDistPath(match[1], file));
  }
  return [...seen];
}

const kb = (bytes) => bytes / 1024;

/** The brotli twin the build wrote (what is sent), else brotli at the build's quality. */
function brKb(file) {
  const twin = join(dist, `${file}.br`);
  if (existsSync(twin)) return kb(readFileSync(twin).length);
  const bytes = readFileSync(join(dist, file));
  const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  return kb(brotliCompressSync(bytes, { params }).length);
}

function measure(page) {
  const files = staticClosure(htmlEntryScripts(page.html)).map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, rawKb: kb(bytes.length), gzipKb: kb(gzipSync(bytes).length), brKb: brKb(file) };
  });
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  const gzipKb = files.reduce((sum, f) => sum + f.gzipKb, 0);
  const rawKb = files.reduce((sum, f) => sum + f.rawKb, 0);
  const brKbTotal = files.reduce((sum, f) => sum + f.brKb, 0);
  return { ...page, files, rawKb, gzipKb, brKb: brKbTotal };
}

if (!existsSync(join(dist, 'index.html'))) {
  process.stderr.write(`No build at ${dist}. Run \`npm run build -w @podium/web\` first.\n`);
  process.exit(1);
}

const results = pages.map(measure);

if (process.argv.includes('--json')) {
  process.stdout.write(JSON.stringify(results, null, 2) + '\n');
} else {
  const fmt = (n) => n.toFixed(1).padStart(8);
  for (const r of results) {
    const verdict =
      r.budgetKb === null
        ? ''
        : ` (budget ${r.budgetKb} KB: ${r.gzipKb <= r.budgetKb ? 'within' : 'OVER'})`;
    process.stdout.write(
      `\n${r.name} — initial JS ${r.gzipKb.toFixed(1)} KB gzipped${verdict}, ` +
        `${r.brKb.toFixed(1)} KB sent as brotli\n`,
    );
    process.stdout.write(
      `  ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(8)}  file\n`,
    );
    for (const f of r.files)
      process.stdout.write(`  ${fmt(f.rawKb)} ${fmt(f.gzipKb)} ${fmt(f.brKb)}  ${f.file}\n`);
    process.stdout.write(`  ${fmt(r.rawKb)} ${fmt(r.gzipKb)} ${fmt(r.brKb)}  total\n`);
  }
  process.stdout.write('\n');
}
const over = results.filter((r) => r.budgetKb !== null && r.gzipKb > r.budgetKb);
for (const r of over) {
  process.stderr.write(`${r.name}: ${r.gzipKb.toFixed(1)} KB gzipped is over ${r.budgetKb} KB\n`);
}
process.exitCode = over.length > 0 ? 1 : 0;

// ARCHITECTURE §7 budget "viewer route: initial JS ≤ 170 KB gzipped; player, hls.js, pdf.js and
// meeting code lazy-loaded". Run after `npm run build -w @podium/web`. For each page it takes the
// entry script and modulepreload tags of the built HTML, follows the static imports of those
// chunks (never dynamic import()), and reports the gzipped size. Reports figures; not a test.
// Sizes are KB of 1024 bytes, gzip at zlib's default level (what a server typically sends).
// Usage: node scripts/measure-bundle.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const VIEWER_BUDGET_KB = 170;
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

function measure(page) {
  const files = staticClosure(htmlEntryScripts(page.html)).map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, rawKb: kb(bytes.length), gzipKb: kb(gzipSync(bytes).length) };
  });
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  const gzipKb = files.reduce((sum, f) => sum + f.gzipKb, 0);
  const rawKb = files.reduce((sum, f) => sum + f.rawKb, 0);
  return { ...page, files, rawKb, gzipKb };
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
    process.stdout.write(`\n${r.name} — initial JS ${r.gzipKb.toFixed(1)} KB gzipped${verdict}\n`);
    process.stdout.write(`  ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  file\n`);
    for (const f of r.files)
      process.stdout.write(`  ${fmt(f.rawKb)} ${fmt(f.gzipKb)}  ${f.file}\n`);
    process.stdout.write(`  ${fmt(r.rawKb)} ${fmt(r.gzipKb)}  total\n`);
  }
  process.stdout.write('\n');
}

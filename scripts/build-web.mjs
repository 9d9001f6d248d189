// Builds the web app (apps/web → apps/web/dist) and records a hash of everything the build reads
// in dist/.source-stamp. With --if-stale it builds only when that hash differs from the recorded
// one, so `npm start` on a tree whose build is current starts the server at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.source-stamp');

/** What the web build reads: its sources, pages and config, the domain package, the lockfile. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/mynrs',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/build-web.mjs',
  'apps/web/vite-compress.ts',
  'apps/web/vite-inline-styles.ts',
];
/** Unit tests sit beside the code but are not part of the build. */
const NOT_BUILT = /\.test\.tsx?$|(^|\/)test-setup\.ts$/;

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function sourceStamp() {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => filesUnder(join(root, input)))
    .map((file) => relative(root, file))
    .filter((file) => !NOT_BUILT.test(file))
    .sort();
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const onlyIfStale = process.argv.includes('--if-stale');
const stamp = sourceStamp();
const recorded = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
if (
  onlyIfStale &&
  recorded === stamp &&
  existsSync(join(dist, 'index.html')) &&
  existsSync(join(dist, 'mynrs/show/pdfTron11/index.html'))
) {
  console.log('web app build is current (apps/web/dist); not rebuilding');
  process.exit(0);
}

const build = spawnSync('npm', ['run', 'build', '-w', '@podium/web'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(stampFile, stamp + '\n');

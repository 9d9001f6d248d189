// `npm run check`: no git-tracked source file (.ts, .tsx, .mjs, .js, .css under apps/, packages/,
// e2e/, scripts/) is over SOURCE_FILE_MAX_LINES lines, so each file stays one readable unit; a
// file that grows past it is split along its seams. Tests (*.test.ts(x), testing/ folders, the
// browser specs under e2e/tests) and generated files (db migrations, dist/) are exempt. Files
// matched by .gitignore are not tracked, so they are never listed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SOURCE_FILE_MAX_LINES = 400;

const SOURCE_ROOTS = ['apps/', 'packages/', 'e2e/', 'scripts/'];
const SOURCE_EXTENSION = /\.(ts|tsx|mjs|js|css)$/;
const TEST_FILE = [/\.test\.tsx?$/, /(^|\/)testing\//, /^e2e\/tests\/.*\.spec\.ts$/];
const GENERATED_FILE = [/(^|\/)migrations\//, /(^|\/)dist\//];

/** Whether `path` (relative to the repository root, with forward slashes) is checked. */
export function isCheckedSource(path) {
  return (
    SOURCE_ROOTS.some((root) => path.startsWith(root)) &&
    SOURCE_EXTENSION.test(path) &&
    !TEST_FILE.some((pattern) => pattern.test(path)) &&
    !GENERATED_FILE.some((pattern) => pattern.test(path))
  );
}

/** The number of lines in `text`, counted as `wc -l` does for a file that ends in a newline. */
export function lineCount(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** The checked files of `paths` over the limit, with their line counts, longest first. */
export function oversizedFiles(paths, readText) {
  return paths
    .filter(isCheckedSource)
    .map((path) => ({ path, lines: lineCount(readText(path)) }))
    .filter(({ lines }) => lines > SOURCE_FILE_MAX_LINES)
    .sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const tracked = execFileSync('git', ['ls-files', '-z', '--', ...SOURCE_ROOTS], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((path) => path !== '');
  const checked = tracked.filter(isCheckedSource);
  // A tracked file deleted in the working tree counts as empty; `git status` shows it.
  const readText = (path) => {
    try {
      return readFileSync(join(root, path), 'utf8');
    } catch {
      return '';
    }
  };
  const over = oversizedFiles(checked, readText);
  for (const { path, lines } of over)
    console.error(`${path}: ${lines} lines (at most ${SOURCE_FILE_MAX_LINES})`);
  if (over.length > 0) process.exit(1);
  console.log(`source files: ${checked.length} checked, none over ${SOURCE_FILE_MAX_LINES} lines`);
}

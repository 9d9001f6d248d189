// `npm run check`: every commit after the one that added this script has a subject of at most
// COMMIT_SUBJECT_MAX_CHARS characters, so `git log --oneline` reads as a changelog; the why and
// the figures go in the body. Outside a git checkout, or in a shallow one that lacks that commit,
// the commits present after it (or HEAD alone) are checked.
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMMIT_SUBJECT_MAX_CHARS = 72;

const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The subjects over the limit among `subjects` (hash and subject pairs). */
export function longSubjects(subjects) {
  return subjects.filter(({ subject }) => [...subject].length > COMMIT_SUBJECT_MAX_CHARS);
}

function commitsToCheck() {
  const self = relative(git('rev-parse', '--show-toplevel'), fileURLToPath(import.meta.url));
  const added = git('log', '--diff-filter=A', '--format=%H', '--', self).split('\n')[0];
  const range = added ? [`${added}..HEAD`] : ['-1', 'HEAD'];
  const out = git('log', '--format=%H%x09%s', ...range);
  return out === ''
    ? []
    : out.split('\n').map((line) => {
        const [hash, ...rest] = line.split('\t');
        return { hash, subject: rest.join('\t') };
      });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let commits;
  try {
    commits = commitsToCheck();
  } catch {
    console.log('commit subjects: not a git checkout, nothing to check');
    process.exit(0);
  }
  const long = longSubjects(commits);
  for (const { hash, subject } of long)
    console.error(
      `${hash.slice(0, 7)}: subject of ${[...subject].length} characters (at most ${COMMIT_SUBJECT_MAX_CHARS}): ${subject}`,
    );
  if (long.length > 0) process.exit(1);
  console.log(`commit subjects: ${commits.length} checked, all within ${COMMIT_SUBJECT_MAX_CHARS}`);
}

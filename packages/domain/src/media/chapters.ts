// SPEC §3 Media "chapters per container" and §4 (chapters fetched after a load). SPEC does not
// show the chapter shape; these rules need only a start Time in seconds (named like Slide.Time),
// so they serve whatever title fields the chapter payload carries.
import { lastIndexStartingBy } from './cuepoint-lookup.ts';

export interface TimedChapter {
  readonly Time: number;
}

/** Chapters ready for chapterAtTime: valid times only, ascending, one per time (the first listed). */
export function sortChapters<T extends TimedChapter>(chapters: readonly T[]): T[] {
  const valid = chapters
    .filter((c) => Number.isFinite(c.Time) && c.Time >= 0)
    .sort((a, b) => a.Time - b.Time);
  return valid.filter((c, i) => valid[i - 1]?.Time !== c.Time);
}

/** The chapter playing at t (from a sortChapters list), or null before the first. */
export function chapterAtTime<T extends TimedChapter>(
  sortedChapters: readonly T[],
  t: number,
): T | null {
  return sortedChapters[lastIndexStartingBy(sortedChapters, t, (c) => c.Time)] ?? null;
}

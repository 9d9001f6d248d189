import { describe, expect, it } from 'vitest';
import { chapterAtTime, sortChapters } from './chapters.ts';
import { demoChapters } from './media.fixture.ts';

describe('SPEC §3 chapters per container', () => {
  const sorted = sortChapters(demoChapters);

  it('demo 1002: the chapter at t is the last one started, boundaries included', () => {
    const at = (t: number): string | null => chapterAtTime(sorted, t)?.Title ?? null;
    expect(at(0)).toBe('Introduction');
    expect(at(18.9)).toBe('Introduction');
    expect(at(19)).toBe('Company and market');
    expect(at(69)).toBe('Business model and financials');
    expect(at(200)).toBe('Closing remarks');
    expect(at(25)).toBe('Company and market');
  });

  it('is null before the first chapter and for no chapters', () => {
    expect(chapterAtTime(sortChapters([{ Time: 10 }]), 9)).toBeNull();
    expect(chapterAtTime([], 9)).toBeNull();
  });

  it('sorts, drops invalid times and keeps the first listed of a shared time', () => {
    const out = sortChapters([
      { Time: 30, Title: 'c' },
      { Time: -1, Title: 'bad' },
      { Time: 10, Title: 'a' },
      { Time: 10, Title: 'a2' },
      { Time: Number.NaN, Title: 'nan' },
    ]);
    expect(out.map((c) => c.Title)).toEqual(['a', 'c']);
  });
});

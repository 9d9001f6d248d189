import { describe, expect, it } from 'vitest';
import { makeSlides } from '../presentation/presentation.fixture.ts';
import { isSlideVisible, visibleSlides } from './private-slides.ts';

const deck = makeSlides(12);
const indexes = (s: readonly { Index: number }[]): number[] => s.map((x) => x.Index);

describe('SPEC §6 public/private split', () => {
  it('public participants see slides with Index < PrivateSlidesBeginAt', () => {
    expect(indexes(visibleSlides(deck, 7, true))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('the presenter and registered participants see all slides', () => {
    expect(visibleSlides(deck, 7, false)).toEqual(deck);
  });
  it('PrivateSlidesBeginAt 0 hides every slide from public participants', () => {
    expect(visibleSlides(deck, 0, true)).toEqual([]);
  });
  it('a start at or past the end cuts nothing', () => {
    expect(visibleSlides(deck, 12, true)).toHaveLength(12);
    expect(visibleSlides(deck, 99, true)).toHaveLength(12);
  });
  it.each([[null], [undefined], [2.5], [-1], [Number.NaN]])(
    'PrivateSlidesBeginAt %s means no cut',
    (start) => {
      expect(visibleSlides(deck, start, true)).toEqual(deck);
    },
  );
  it('filters by each slide Index, not by array position', () => {
    const shuffled = [deck[9], deck[1], deck[7], deck[6]].filter((s) => s !== undefined);
    expect(indexes(visibleSlides(shuffled, 7, true))).toEqual([1, 6]);
  });
  it('an empty deck stays empty', () => {
    expect(visibleSlides([], 3, true)).toEqual([]);
  });
  it('isSlideVisible checks one index (used for slide images)', () => {
    expect(isSlideVisible(6, 7, true)).toBe(true);
    expect(isSlideVisible(7, 7, true)).toBe(false);
    expect(isSlideVisible(7, 7, false)).toBe(true);
    expect(isSlideVisible(7, null, true)).toBe(true);
  });
});

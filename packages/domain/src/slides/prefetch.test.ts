import { describe, expect, it } from 'vitest';
import { prefetchSlideIndexes, type PrefetchInput } from './prefetch.ts';

const input = (over: Partial<PrefetchInput> = {}): PrefetchInput => ({
  currentIndex: 0,
  slideCount: 12,
  windowWidth: 1280,
  isLiveVideoAttendee: false,
  replayAvailable: false,
  ...over,
});

describe('SPEC §9 prefetch window', () => {
  it('at slide 0 prefetches 0 to 5', () => {
    expect(prefetchSlideIndexes(input())).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('elsewhere prefetches 2 back and 2 ahead', () => {
    expect(prefetchSlideIndexes(input({ currentIndex: 5 }))).toEqual([3, 4, 5, 6, 7]);
  });
  it('clamps to the deck at both ends', () => {
    expect(prefetchSlideIndexes(input({ currentIndex: 1 }))).toEqual([0, 1, 2, 3]);
    expect(prefetchSlideIndexes(input({ currentIndex: 11 }))).toEqual([9, 10, 11]);
    expect(prefetchSlideIndexes(input({ slideCount: 3 }))).toEqual([0, 1, 2]);
    expect(prefetchSlideIndexes(input({ slideCount: 1 }))).toEqual([0]);
  });
  it('an index past the end is treated as the last slide', () => {
    expect(prefetchSlideIndexes(input({ currentIndex: 40 }))).toEqual([9, 10, 11]);
  });
  it('nothing for an empty deck or a non-integer index', () => {
    expect(prefetchSlideIndexes(input({ slideCount: 0 }))).toEqual([]);
    expect(prefetchSlideIndexes(input({ currentIndex: 1.5 }))).toEqual([]);
  });
  it('only when the window is at least 768 px wide', () => {
    expect(prefetchSlideIndexes(input({ windowWidth: 767 }))).toEqual([]);
    expect(prefetchSlideIndexes(input({ windowWidth: 768 }))).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('not for a live-video attendee unless replay', () => {
    expect(prefetchSlideIndexes(input({ isLiveVideoAttendee: true }))).toEqual([]);
    expect(
      prefetchSlideIndexes(
        input({ isLiveVideoAttendee: true, replayAvailable: true, currentIndex: 4 }),
      ),
    ).toEqual([2, 3, 4, 5, 6]);
  });
});

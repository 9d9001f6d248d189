import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_POSTER_ID } from '@podium/domain';
import {
  dismissFirstSlidePoster,
  FIRST_SLIDE_POSTER_MAX_MS,
  limitFirstSlidePoster,
} from './first-slide-poster.ts';

function pageWithPoster(): Document {
  const page = document.implementation.createHTMLDocument('viewer');
  const poster = page.createElement('div');
  poster.id = FIRST_SCREEN_POSTER_ID;
  page.body.append(poster);
  return page;
}

afterEach(() => vi.useRealTimers());

describe('the first slide poster', () => {
  it('goes when dismissed, and dismissing again or without one does nothing', () => {
    const page = pageWithPoster();
    dismissFirstSlidePoster(page);
    expect(page.getElementById(FIRST_SCREEN_POSTER_ID)).toBeNull();
    expect(() => dismissFirstSlidePoster(page)).not.toThrow();
  });

  it('stays no longer than FIRST_SLIDE_POSTER_MAX_MS', () => {
    vi.useFakeTimers();
    const page = pageWithPoster();
    limitFirstSlidePoster(page);
    vi.advanceTimersByTime(FIRST_SLIDE_POSTER_MAX_MS - 1);
    expect(page.getElementById(FIRST_SCREEN_POSTER_ID)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(page.getElementById(FIRST_SCREEN_POSTER_ID)).toBeNull();
  });

  it('sets no timer on a page without one', () => {
    vi.useFakeTimers();
    limitFirstSlidePoster(document.implementation.createHTMLDocument('viewer'));
    expect(vi.getTimerCount()).toBe(0);
  });
});

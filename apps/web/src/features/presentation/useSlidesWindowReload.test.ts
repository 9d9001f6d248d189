import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { makePresentation } from '../viewer/test-utils.tsx';
import { nextSlidesWindowBound, useSlidesWindowReload } from './useSlidesWindowReload.ts';

const loadPresentation = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./presentation.store.ts', () => ({ loadPresentation }));

const NOW = Date.UTC(2026, 11, 8, 15, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  loadPresentation.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('nextSlidesWindowBound', () => {
  it('is the nearer bound still ahead, or none', () => {
    const window = { slidesAvailableDateTime: iso(NOW + 5), slidesExpireDateTime: iso(NOW + 9) };
    expect(nextSlidesWindowBound(window, NOW)).toBe(NOW + 5);
    expect(nextSlidesWindowBound(window, NOW + 5)).toBe(NOW + 9);
    expect(nextSlidesWindowBound(window, NOW + 9)).toBeNull();
    expect(
      nextSlidesWindowBound({ slidesAvailableDateTime: null, slidesExpireDateTime: null }, NOW),
    ).toBeNull();
  });
});

describe('useSlidesWindowReload (SPEC §3 window, SPEC §9 timers)', () => {
  it('loads the presentation again the moment the window opens, not before', () => {
    const presentation = makePresentation({ slidesAvailableDateTime: iso(NOW + 30 * MINUTE) });
    renderHook(() => useSlidesWindowReload(presentation.PresentationId, presentation));
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(loadPresentation).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loadPresentation).toHaveBeenCalledWith(presentation.PresentationId, { force: true });
  });

  it('and the moment it closes', () => {
    const presentation = makePresentation({
      slidesAvailableDateTime: iso(NOW - MINUTE),
      slidesExpireDateTime: iso(NOW + 2 * MINUTE),
    });
    renderHook(() => useSlidesWindowReload(presentation.PresentationId, presentation));
    vi.advanceTimersByTime(2 * MINUTE);
    expect(loadPresentation).toHaveBeenCalledTimes(1);
  });

  it('sets no timer for a bound more than a day away, nor without a presentation', () => {
    const far = makePresentation({ slidesAvailableDateTime: iso(NOW + DAY + 1) });
    renderHook(() => useSlidesWindowReload(far.PresentationId, far));
    renderHook(() => useSlidesWindowReload(far.PresentationId, null));
    vi.advanceTimersByTime(DAY + 1);
    expect(loadPresentation).not.toHaveBeenCalled();
  });
});

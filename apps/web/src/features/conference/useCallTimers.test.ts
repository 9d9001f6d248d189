// SPEC §4, §9 call timers: available 15 minutes and starting soon 14 minutes before the start,
// set only when under 24 h away, recomputed when the start time changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCallTimers } from './useCallTimers.ts';

const MINUTE = 60_000;
afterEach(() => vi.useRealTimers());

describe('useCallTimers', () => {
  it('turns "available" on at 15 minutes and "starting soon" at 14 minutes before the start', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T15:00:00Z') });
    const { result } = renderHook(() => useCallTimers('2026-11-21T15:20:00Z'));
    expect(result.current).toEqual({ startingSoon: false, available: false });
    act(() => {
      vi.advanceTimersByTime(5 * MINUTE);
    });
    expect(result.current).toEqual({ startingSoon: false, available: true });
    act(() => {
      vi.advanceTimersByTime(MINUTE);
    });
    expect(result.current).toEqual({ startingSoon: true, available: true });
  });

  it('sets no timer for a start 24 h or more away, and recomputes on a new start time', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T15:00:00Z') });
    const { result, rerender } = renderHook(({ start }) => useCallTimers(start), {
      initialProps: { start: '2026-11-23T15:00:00Z' },
    });
    expect(vi.getTimerCount()).toBe(0);
    rerender({ start: '2026-11-21T15:05:00Z' });
    expect(result.current).toEqual({ startingSoon: true, available: true });
  });
});

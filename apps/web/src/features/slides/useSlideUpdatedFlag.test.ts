import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SLIDE_UPDATED_FLAG_RESET_MS } from '@podium/domain';
import { useSlideUpdatedFlag } from './useSlideUpdatedFlag.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSlideUpdatedFlag (SPEC §4)', () => {
  it('is down on the slide the page opens on, and when the deck first arrives', () => {
    const { result, rerender } = renderHook(({ index }) => useSlideUpdatedFlag(index), {
      initialProps: { index: null as number | null },
    });
    expect(result.current).toBe(false);
    rerender({ index: 3 });
    expect(result.current).toBe(false);
  });

  it("rises when the presenter's slide changes and resets after 1 s", () => {
    const { result, rerender } = renderHook(({ index }) => useSlideUpdatedFlag(index), {
      initialProps: { index: 3 as number | null },
    });
    rerender({ index: 4 });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(SLIDE_UPDATED_FLAG_RESET_MS - 1);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });

  it('a second change within the second keeps it up a full second from that change', () => {
    const { result, rerender } = renderHook(({ index }) => useSlideUpdatedFlag(index), {
      initialProps: { index: 3 as number | null },
    });
    rerender({ index: 4 });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    rerender({ index: 5 });
    act(() => {
      vi.advanceTimersByTime(SLIDE_UPDATED_FLAG_RESET_MS - 1);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });

  it('does not rise when the index is rendered again unchanged', () => {
    const { result, rerender } = renderHook(({ index }) => useSlideUpdatedFlag(index), {
      initialProps: { index: 3 as number | null },
    });
    rerender({ index: 3 });
    expect(result.current).toBe(false);
  });
});

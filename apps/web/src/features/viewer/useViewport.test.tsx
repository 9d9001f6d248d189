import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A window size whose reads are counted: each read of a real window may lay out the page. */
function countedSize(width: number, height: number) {
  const size = { width, height, reads: 0 };
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    get: () => (size.reads++, size.width),
  });
  Object.defineProperty(window, 'innerHeight', {
    configurable: true,
    get: () => (size.reads++, size.height),
  });
  return size;
}

describe('useViewport', () => {
  afterEach(() => vi.resetModules());

  it('measures the window once, keeps the size through renders, and follows resizes', async () => {
    vi.resetModules();
    const { useViewport } = await import('./useViewport.ts');
    const size = countedSize(1366, 768);
    const { result, rerender } = renderHook(() => useViewport());
    expect(result.current).toEqual({ width: 1366, height: 768 });
    const readsAfterMount = size.reads;
    rerender();
    rerender();
    expect(size.reads).toBe(readsAfterMount);

    size.width = 390;
    size.height = 844;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toEqual({ width: 390, height: 844 });
    const after = result.current;
    // A resize that changes nothing keeps the same snapshot.
    act(() => {
      window.dispatchEvent(new Event('orientationchange'));
    });
    expect(result.current).toBe(after);
  });

  it('gives every reader the same size, measured on the first question', async () => {
    vi.resetModules();
    const { useViewport } = await import('./useViewport.ts');
    countedSize(800, 600);
    const first = renderHook(() => useViewport());
    const second = renderHook(() => useViewport());
    expect(second.result.current).toBe(first.result.current);
    first.unmount();
    second.unmount();
  });
});

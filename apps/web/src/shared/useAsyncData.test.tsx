import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAsyncData } from './useAsyncData.ts';

describe('useAsyncData', () => {
  it('is pending, then holds what the load gave', async () => {
    const load = vi.fn(() => Promise.resolve('text'));
    const { result } = renderHook(() => useAsyncData('a', load));
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'text' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows data at hand in its first render and does not load it again', async () => {
    const load = vi.fn(() => Promise.resolve('loaded'));
    const { result, rerender } = renderHook(({ key }) => useAsyncData(key, load, () => 'held'), {
      initialProps: { key: 'a' },
    });
    expect(result.current).toEqual({ status: 'success', data: 'held' });
    expect(load).not.toHaveBeenCalled();
    // Another key is loaded as usual.
    rerender({ key: 'b' });
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'loaded' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load data at hand when strict mode runs its effect twice', async () => {
    const load = vi.fn(() => Promise.resolve('loaded'));
    const { result, rerender } = renderHook(({ key }) => useAsyncData(key, load, () => 'held'), {
      initialProps: { key: 'a' },
      wrapper: StrictMode,
    });
    expect(result.current).toEqual({ status: 'success', data: 'held' });
    expect(load).not.toHaveBeenCalled();
    // Once another key has loaded, coming back to the first loads it.
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'loaded' }));
    const loads = load.mock.calls.length;
    rerender({ key: 'a' });
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(loads));
  });

  it('loads when nothing is at hand', async () => {
    const load = vi.fn(() => Promise.resolve('loaded'));
    const { result } = renderHook(() => useAsyncData('a', load, () => null));
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'loaded' }));
  });

  it('reports a failed load, and loads nothing for a null key', async () => {
    const failure = new Error('down');
    const { result } = renderHook(() => useAsyncData('a', () => Promise.reject(failure)));
    await waitFor(() => expect(result.current).toEqual({ status: 'error', error: failure }));
    const load = vi.fn(() => Promise.resolve(1));
    const idle = renderHook(() => useAsyncData(null, load, () => 1));
    expect(idle.result.current).toEqual({ status: 'idle' });
    expect(load).not.toHaveBeenCalled();
  });
});

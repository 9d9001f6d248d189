// The viewer calls account/KeepAlive every KEEP_ALIVE_INTERVAL_MS while open, and stops after.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_INTERVAL_MS } from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { useKeepAlive } from './useKeepAlive.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useKeepAlive', () => {
  it('pings on the interval while enabled and stops on unmount', async () => {
    vi.useFakeTimers();
    const server = installFakeFetch({ 'GET account/KeepAlive': { status: 204 } });
    const { unmount } = renderHook(() => useKeepAlive(true));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS - 1);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.to('GET account/KeepAlive')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS);
    expect(server.to('GET account/KeepAlive')).toHaveLength(2);
    unmount();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS * 3);
    expect(server.requests).toHaveLength(2);
  });

  it('does nothing while disabled', async () => {
    vi.useFakeTimers();
    const server = installFakeFetch({});
    renderHook(() => useKeepAlive(false));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS * 2);
    expect(server.requests).toHaveLength(0);
  });
});

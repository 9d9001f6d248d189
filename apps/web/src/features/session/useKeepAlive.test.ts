// The viewer calls account/KeepAlive soon after it opens and every KEEP_ALIVE_INTERVAL_MS while
// open, stops after, and reads the server's clock from each answer's Date header (SPEC §7).
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_INTERVAL_MS } from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { serverClockOffset, serverNow, setServerClockOffset } from '../../shared/server-clock.ts';
import { SERVER_CLOCK_FIRST_READ_MS, useKeepAlive } from './useKeepAlive.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setServerClockOffset(0);
});

describe('useKeepAlive', () => {
  it('pings soon after opening, then on the interval, and stops on unmount', async () => {
    vi.useFakeTimers();
    const server = installFakeFetch({ 'GET account/KeepAlive': { status: 204 } });
    const { unmount } = renderHook(() => useKeepAlive(true));
    await vi.advanceTimersByTimeAsync(SERVER_CLOCK_FIRST_READ_MS - 1);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.to('GET account/KeepAlive')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS - SERVER_CLOCK_FIRST_READ_MS);
    expect(server.to('GET account/KeepAlive')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS);
    expect(server.to('GET account/KeepAlive')).toHaveLength(3);
    unmount();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS * 3);
    expect(server.requests).toHaveLength(3);
  });

  it('sets the server clock from the Date header', async () => {
    vi.useFakeTimers();
    const deviceMs = Date.UTC(2026, 11, 8, 15, 0, 0);
    vi.setSystemTime(deviceMs - SERVER_CLOCK_FIRST_READ_MS);
    // The server's clock is three minutes ahead of the device's.
    const date = new Date(deviceMs + 180_000).toUTCString();
    installFakeFetch({ 'GET account/KeepAlive': { status: 204, headers: { Date: date } } });
    renderHook(() => useKeepAlive(true));
    await vi.advanceTimersByTimeAsync(SERVER_CLOCK_FIRST_READ_MS);
    expect(serverClockOffset()).toBe(180_500);
    expect(serverNow() - Date.now()).toBe(180_500);
  });

  it('does nothing while disabled', async () => {
    vi.useFakeTimers();
    const server = installFakeFetch({});
    renderHook(() => useKeepAlive(false));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS * 2);
    expect(server.requests).toHaveLength(0);
  });
});

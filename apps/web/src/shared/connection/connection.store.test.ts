// SPEC §8 no internet and server connection modals: what opens and closes them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SERVER_CONNECTION_CHECK_DELAY_MS,
  browserCameOnline,
  browserWentOffline,
  reportRequestFailure,
  reportRequestSuccess,
  retryConnection,
  useConnectionStore,
} from './connection.store.ts';

const answer = (status: number) => Promise.resolve(new Response(null, { status }));

describe('SPEC §8 connection modals', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useConnectionStore.setState({ problem: null, stillOffline: false, checking: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offline opens the no internet modal; coming back online closes it', () => {
    browserWentOffline();
    expect(useConnectionStore.getState().problem).toBe('offline');
    browserCameOnline();
    expect(useConnectionStore.getState().problem).toBeNull();
  });

  it('Retry while the server still cannot be reached says so and keeps the modal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    browserWentOffline();
    await retryConnection();
    expect(useConnectionStore.getState()).toMatchObject({ problem: 'offline', stillOffline: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(200)),
    );
    await retryConnection();
    expect(useConnectionStore.getState()).toMatchObject({ problem: null, stillOffline: false });
  });

  it('a failed request shows the server modal only when the server still does not answer', async () => {
    const fetchMock = vi.fn(() => answer(503));
    vi.stubGlobal('fetch', fetchMock);
    reportRequestFailure();
    await vi.advanceTimersByTimeAsync(SERVER_CONNECTION_CHECK_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useConnectionStore.getState().problem).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useConnectionStore.getState().problem).toBe('server');
    reportRequestSuccess();
    expect(useConnectionStore.getState().problem).toBeNull();
  });

  it('a blip the server answers after shows nothing', async () => {
    const fetchMock = vi.fn(() => answer(200));
    vi.stubGlobal('fetch', fetchMock);
    reportRequestFailure();
    await vi.advanceTimersByTimeAsync(SERVER_CONNECTION_CHECK_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useConnectionStore.getState().problem).toBeNull();
  });
});

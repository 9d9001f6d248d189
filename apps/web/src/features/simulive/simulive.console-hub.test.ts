// The console's broadcast panel follows liveevent.{confId}.playback, not a timer: one read once
// subscribed, each coordinator's pause / resume / stop applied from the hub, a re-read after a
// reconnect, and otherwise silence until the broadcast reaches its end by itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hubTopics, type PlaybackControlResponse } from '@podium/domain';
import { createFakeHub } from '../../shared/hub/testing/fakeHub.ts';
import { followBroadcastInConsole } from './simulive.console-hub.ts';
import {
  consoleBroadcastAfterMessage,
  consoleBroadcastAfterResponse,
  resetConsoleBroadcast,
  useConsoleBroadcastStore,
} from './simulive.console-store.ts';

const IDS = { presId: 3002, confId: 7302 };
const NOW = Date.parse('2026-11-25T10:10:00Z');
const playing: PlaybackControlResponse = {
  Status: 'Playing',
  Offset: 600,
  Ended: false,
  StartTimeUtc: '2026-11-25T10:00:00Z',
  DurationSeconds: 1800,
};

let reads: number;
let answer: PlaybackControlResponse;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  reads = 0;
  answer = playing;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      reads += 1;
      return Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  resetConsoleBroadcast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the console broadcast store', () => {
  it('takes a read whole and a message over the schedule it read, each with its moment', () => {
    const failed = { control: null, receivedAtMs: 0, failed: true };
    const read = consoleBroadcastAfterResponse(failed, playing, NOW);
    expect(read).toEqual({ control: playing, receivedAtMs: NOW, failed: false });
    const paused = consoleBroadcastAfterMessage(read, { Status: 'Paused', Offset: 640 }, NOW + 40);
    expect(paused.control).toEqual({ ...playing, Status: 'Paused', Offset: 640 });
    expect(paused.receivedAtMs).toBe(NOW + 40);
  });

  it('has nothing to apply a message to before the first read', () => {
    const empty = { control: null, receivedAtMs: 0, failed: false };
    expect(consoleBroadcastAfterMessage(empty, { Status: 'Paused', Offset: 1 }, NOW)).toBe(empty);
  });
});

describe('the console broadcast follows the hub', () => {
  it('reads once, applies messages, re-reads after a reconnect and never on a timer', async () => {
    const hub = createFakeHub();
    const stop = followBroadcastInConsole(IDS, hub);
    expect(hub.followed()).toEqual(['liveevent.7302.playback']);
    await vi.waitFor(() => expect(useConsoleBroadcastStore.getState().control).toEqual(playing));
    expect(reads).toBe(1);

    hub.send(hubTopics.playback(IDS.confId), { Status: 'Paused', Offset: 615 });
    expect(useConsoleBroadcastStore.getState().control?.Status).toBe('Paused');
    // Paused: nothing changes by itself, so nothing is read, however long.
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(reads).toBe(1);
    // Another call's broadcast is not this console's.
    hub.send(hubTopics.playback(IDS.confId + 1), { Status: 'Playing', Offset: 1 });
    expect(useConsoleBroadcastStore.getState().control?.Status).toBe('Paused');

    hub.connection({ type: 'connected', reconnect: true });
    await vi.waitFor(() =>
      expect(useConsoleBroadcastStore.getState().control?.Status).toBe('Playing'),
    );
    expect(reads).toBe(2);

    stop();
    expect(useConsoleBroadcastStore.getState().control).toBeNull();
  });

  it('reads again when a playing broadcast reaches its end', async () => {
    const hub = createFakeHub();
    const stop = followBroadcastInConsole(IDS, hub);
    await vi.waitFor(() => expect(reads).toBe(1));
    answer = { ...playing, Status: 'Stopped', Offset: 1800, Ended: true };
    // 1,200 s of recording are left.
    await vi.advanceTimersByTimeAsync(1_199_000);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reads).toBe(2);
    await vi.waitFor(() => expect(useConsoleBroadcastStore.getState().control?.Ended).toBe(true));
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(reads).toBe(2);
    stop();
  });
});

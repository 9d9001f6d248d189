// The console's live video follows the hub, not a timer: it subscribes to the call's update and
// status topics, re-reads the event when they speak (another coordinator's update, the studio's
// feed), and reads nothing while they are silent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hubTopics } from '@podium/domain';
import { createFakeHub } from '../../shared/hub/testing/fakeHub.ts';
import { stubFetch, type RecordedCall } from '../viewer/test-utils.tsx';
import { followLiveVideoInConsole } from './live-video.console-hub.ts';
import { applyLiveVideoStream, resetLiveVideo, useLiveVideoStore } from './live-video.store.ts';

const PRES = 3001;
const CONF = 7301;
const reads = (calls: readonly RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.includes(`/prescontrol/${PRES}`)).length;

let calls: RecordedCall[];
beforeEach(() => {
  vi.useFakeTimers();
  calls = stubFetch();
  resetLiveVideo();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live video console follows the hub', () => {
  it('re-reads on the call’s messages and never on a timer', async () => {
    const hub = createFakeHub();
    const stop = followLiveVideoInConsole(PRES, CONF, hub);
    expect(hub.started()).toBe(true);
    expect(hub.followed()).toEqual(
      expect.arrayContaining(['conferencecall.7301.update', 'conferencecall.7301.status']),
    );
    await vi.waitFor(() => expect(reads(calls)).toBe(2)); // the first read, and one once followed
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads(calls)).toBe(2);

    hub.send(hubTopics.callUpdate(CONF), { Source: 1, HasBroadcastStarted: false });
    await vi.waitFor(() => expect(reads(calls)).toBe(3));
    hub.send(hubTopics.callUpdate(CONF), { LiveVideoFeed: 'receiving' });
    await vi.waitFor(() => expect(reads(calls)).toBe(4));
    // Another call's messages are not this console's.
    hub.send(hubTopics.callUpdate(CONF + 1), { Source: 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads(calls)).toBe(4);

    stop();
    hub.send(hubTopics.callUpdate(CONF), { Source: 2 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads(calls)).toBe(4);
  });

  it('notes an encoder turned away for its stream key, without a re-read, until a stream comes', async () => {
    const hub = createFakeHub();
    const stop = followLiveVideoInConsole(PRES, CONF, hub);
    await vi.waitFor(() => expect(reads(calls)).toBe(2));
    expect(useLiveVideoStore.getState().feedRefused).toBe(false);
    hub.send(hubTopics.callUpdate(CONF), { LiveVideoFeed: 'refused' });
    expect(useLiveVideoStore.getState().feedRefused).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads(calls)).toBe(2);
    // No stream yet: still refused; the right key's stream clears it.
    applyLiveVideoStream(null);
    expect(useLiveVideoStore.getState().feedRefused).toBe(true);
    applyLiveVideoStream({ Url: '/hls/a/live.m3u8' } as Parameters<typeof applyLiveVideoStream>[0]);
    expect(useLiveVideoStore.getState().feedRefused).toBe(false);
    stop();
  });
});

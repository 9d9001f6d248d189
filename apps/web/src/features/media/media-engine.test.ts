// The engine's timing rules on their own: SPEC §9 KeepAlive while playing, SPEC §4 "Playing
// after Stopped resets to slide 0", and Skip logged once per seek gesture.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogEventTypes } from '@podium/domain';
import type { ActivityEvent } from '../viewer/activity-log.ts';
import { MEDIA_KEEPALIVE_INTERVAL_MS, SKIP_LOG_SETTLE_MS } from './media.constants.ts';
import { createMediaEngine, type MediaEngine } from './media-engine.ts';
import { resetMediaStore, useMediaStore } from './media.store.ts';
import { buildSyncModel } from './media-sync.ts';
import {
  installFakeMedia,
  loadMetadata,
  playTo,
  playToEnd,
  type FakeMedia,
} from './testing/fakeMedia.ts';
import { mediaWithSlides, speakers } from './testing/mediaFixtures.ts';

let media: FakeMedia;
let engine: MediaEngine;
let element: HTMLVideoElement;
let events: ActivityEvent[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  media = installFakeMedia();
  resetMediaStore();
  events = [];
  element = document.createElement('video');
  engine = createMediaEngine({
    element,
    sourceUrls: ['/a.mp4', '/b.mp4'],
    sync: buildSyncModel(mediaWithSlides(), speakers, [], 79),
    log: (event) => events.push(event),
  });
  useMediaStore.setState({ controller: engine.controller });
  loadMetadata(element, 79);
});

afterEach(() => {
  engine.dispose();
  media.restore();
  vi.useRealTimers();
});

const types = () => events.map((e) => e.EventType);

describe('media engine', () => {
  it('posts KeepAlive every interval while playing, and stops when paused', async () => {
    await element.play();
    playTo(element, 30);
    vi.advanceTimersByTime(MEDIA_KEEPALIVE_INTERVAL_MS);
    expect(events.at(-1)).toEqual({ EventType: LogEventTypes.KeepAlive, MediaTimeSeconds: 30 });
    element.pause();
    vi.advanceTimersByTime(MEDIA_KEEPALIVE_INTERVAL_MS * 3);
    expect(types().filter((t) => t === LogEventTypes.KeepAlive)).toHaveLength(1);
  });

  it('returns to slide 0 when playing again after the end (SPEC §4)', async () => {
    await element.play();
    playTo(element, 75);
    expect(useMediaStore.getState().sync.slideIndex).toBe(7);
    playToEnd(element);
    expect(useMediaStore.getState().playback.status).toBe('Stopped');
    await element.play();
    expect(useMediaStore.getState().sync.slideIndex).toBe(0);
    expect(types()).toEqual([LogEventTypes.Play, LogEventTypes.End, LogEventTypes.Play]);
  });

  it('logs one Skip per run of seeks, once they settle', () => {
    playTo(element, 10);
    engine.controller.seekBy(5);
    engine.controller.seekBy(5);
    vi.advanceTimersByTime(SKIP_LOG_SETTLE_MS - 1);
    expect(types()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([
      { EventType: LogEventTypes.Skip, MediaTimeSeconds: 20, Detail: '10→20' },
    ]);
  });

  it('does not log a seek the viewer did not make (resume, start over)', () => {
    engine.controller.seekTo(31, 'system');
    vi.advanceTimersByTime(SKIP_LOG_SETTLE_MS * 2);
    expect(events).toEqual([]);
    expect(element.currentTime).toBe(31);
  });
});

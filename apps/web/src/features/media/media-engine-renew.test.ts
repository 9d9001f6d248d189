// The engine when its source's address stops working (a signed address expired mid-play): it asks
// for the addresses again and goes on from where the media was, on the same Quality choice;
// handed the same address again, or none, it reports the failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaEngine, type MediaEngine } from './media-engine.ts';
import { mediaSourceKey } from './media-url.ts';
import { resetMediaStore, useMediaStore } from './media.store.ts';
import {
  failSource,
  installFakeMedia,
  loadMetadata,
  playTo,
  type FakeMedia,
} from './testing/fakeMedia.ts';

const HELD = ['/media/s/1-old/video-360p.mp4', '/media/s/1-old/video-180p.mp4'];
const FRESH = ['/media/s/2-new/video-360p.mp4', '/media/s/2-new/video-180p.mp4'];

let media: FakeMedia;
let engine: MediaEngine;
let element: HTMLVideoElement;
let renew: ReturnType<typeof vi.fn<() => Promise<readonly string[] | null>>>;

beforeEach(() => {
  media = installFakeMedia();
  resetMediaStore();
  element = document.createElement('video');
  renew = vi.fn<() => Promise<readonly string[] | null>>(() => Promise.resolve(FRESH));
  engine = createMediaEngine({ element, sourceUrls: HELD, sync: null, renewSources: renew });
  useMediaStore.setState({ controller: engine.controller });
  loadMetadata(element, 79);
});

afterEach(() => {
  engine.dispose();
  media.restore();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('media engine: an address that stops working', () => {
  it('asks for the addresses again and plays on from the same place', async () => {
    await element.play();
    playTo(element, 42);
    failSource(element);
    await settle();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(media.sources.at(-1)).toBe(FRESH[0]);
    loadMetadata(element, 79);
    expect(element.currentTime).toBe(42);
    expect(element.paused).toBe(false);
    expect(useMediaStore.getState().failed).toBe(false);
  });

  it('keeps the Quality choice, and a later switch uses the fresh addresses', async () => {
    engine.controller.setSource(1);
    loadMetadata(element, 79);
    failSource(element, 4);
    await settle();
    expect(media.sources.at(-1)).toBe(FRESH[1]);
    loadMetadata(element, 79);
    engine.controller.setSource(0);
    expect(media.sources.at(-1)).toBe(FRESH[0]);
  });

  it('reports the failure when handed the same address again, or none', async () => {
    renew.mockResolvedValueOnce(HELD);
    failSource(element);
    await settle();
    expect(useMediaStore.getState().failed).toBe(true);
    expect(media.sources).toEqual([HELD[0]]);

    resetMediaStore();
    renew.mockResolvedValueOnce(null);
    engine.updateSources(FRESH);
    engine.controller.setSource(1);
    failSource(element);
    await settle();
    expect(useMediaStore.getState().failed).toBe(true);
  });

  it('asks once per address: a fresh one that fails too is a failure', async () => {
    failSource(element);
    await settle();
    renew.mockResolvedValueOnce(FRESH);
    failSource(element);
    await settle();
    expect(renew).toHaveBeenCalledTimes(2);
    expect(useMediaStore.getState().failed).toBe(true);
  });

  it('does not ask again for a file that cannot be decoded', async () => {
    failSource(element, 3);
    await settle();
    expect(renew).not.toHaveBeenCalled();
    expect(useMediaStore.getState().failed).toBe(true);
  });

  it('takes newer addresses of the same files for its next load, without reloading', () => {
    engine.updateSources(FRESH);
    expect(media.sources).toEqual([HELD[0]]);
    engine.controller.setSource(1);
    expect(media.sources.at(-1)).toBe(FRESH[1]);
  });
});

describe('mediaSourceKey', () => {
  it('names a file the same under any signature, and leaves other addresses alone', () => {
    expect(mediaSourceKey(HELD[0] ?? '')).toBe('/media/video-360p.mp4');
    expect(mediaSourceKey(FRESH[0] ?? '')).toBe(mediaSourceKey(HELD[0] ?? ''));
    expect(mediaSourceKey('/api/presentation/1/media/a.mp4')).toBe(
      '/api/presentation/1/media/a.mp4',
    );
    expect(mediaSourceKey('https://cdn.example/x/s/y/z.mp4')).toBe(
      'https://cdn.example/x/s/y/z.mp4',
    );
  });
});

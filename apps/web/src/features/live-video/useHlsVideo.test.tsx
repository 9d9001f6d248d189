// A replay's player when the address it holds stops working (a signed address expired while the
// viewer watched): it asks for the address again and goes on from where it was, playing if it
// played; failing again before it plays, or handed no address, it shows the failure.
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failSource,
  installFakeMedia,
  loadMetadata,
  playTo,
  type FakeMedia,
} from '../media/testing/fakeMedia.ts';
import { useHlsVideo, type HlsVideoStatus } from './useHlsVideo.ts';

const HELD = '/presentation/2003/livevideo/replay/s/1-old/replay.mp4';
const FRESH = '/presentation/2003/livevideo/replay/s/2-new/replay.mp4';

let media: FakeMedia;
let statuses: HlsVideoStatus[];

function Player(props: { renew?: () => Promise<string | null>; live?: boolean }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const { status } = useHlsVideo(ref, HELD, props.live ?? false, true, props.renew);
  statuses.push(status);
  return <video ref={ref} data-testid="video" />;
}

beforeEach(() => {
  media = installFakeMedia();
  statuses = [];
});
afterEach(() => {
  cleanup();
  media.restore();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function playing(renew?: () => Promise<string | null>) {
  const view = render(<Player {...(renew ? { renew } : {})} />);
  const video = view.getByTestId('video') as HTMLVideoElement;
  await settle();
  loadMetadata(video, 3600);
  playTo(video, 1800);
  return video;
}

describe('useHlsVideo: a replay whose address expires', () => {
  it('asks for the address again and plays on from the same moment', async () => {
    const renew = vi.fn(() => Promise.resolve(FRESH));
    const video = await playing(renew);
    expect(video.paused).toBe(false);
    failSource(video);
    await settle();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(media.sources).toEqual([HELD, FRESH]);
    loadMetadata(video, 3600);
    expect(video.currentTime).toBe(1800);
    expect(video.paused).toBe(false);
    expect(statuses.at(-1)).toBe('ready');
  });

  it('stays paused where the viewer paused it', async () => {
    const video = await playing(() => Promise.resolve(FRESH));
    video.pause();
    failSource(video, 4);
    await settle();
    loadMetadata(video, 3600);
    expect(video.currentTime).toBe(1800);
    expect(video.paused).toBe(true);
  });

  it('fails once the renewed address fails too before playing, and asks no more', async () => {
    const video = await playing(() => Promise.resolve(FRESH));
    video.pause();
    failSource(video);
    await settle();
    failSource(video);
    await settle();
    expect(statuses.at(-1)).toBe('error');
    expect(media.sources).toEqual([HELD, FRESH]);
  });

  it('renews again after the renewed address has played', async () => {
    const renew = vi.fn(() => Promise.resolve(FRESH));
    const video = await playing(renew);
    failSource(video);
    await settle();
    loadMetadata(video, 3600);
    expect(video.paused).toBe(false);
    failSource(video);
    await settle();
    expect(renew).toHaveBeenCalledTimes(2);
    expect(statuses.at(-1)).toBe('ready');
  });

  it('shows the failure when no address can be had, or the source cannot be decoded', async () => {
    const none = await playing(() => Promise.resolve(null));
    failSource(none);
    await settle();
    expect(statuses.at(-1)).toBe('error');
    cleanup();

    const renew = vi.fn(() => Promise.resolve(FRESH));
    const video = await playing(renew);
    failSource(video, 3);
    await settle();
    expect(renew).not.toHaveBeenCalled();
  });

  it('without a way to renew, loads the same address again from the same moment', async () => {
    const video = await playing();
    failSource(video);
    await settle();
    expect(media.sources).toEqual([HELD, HELD]);
    loadMetadata(video, 3600);
    expect(video.currentTime).toBe(1800);
  });
});

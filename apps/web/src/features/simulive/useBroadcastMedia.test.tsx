// The simulated-live broadcast's player when its recording stops reaching it (a held signed
// address expired): each recovery attempt asks for playbackMedia again and plays the address it is
// handed; the same address again leaves the element on it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simuLivePaths, type PlaybackMediaResponse } from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import type { ConferenceSession } from '../conference/conference.session.ts';
import { useActiveSession } from '../conference/session-host.ts';
import { failSource, installFakeMedia, type FakeMedia } from '../media/testing/fakeMedia.ts';
import { resetSimuLive, useSimuLiveStore } from './simulive.store.ts';
import { useBroadcastMedia } from './useBroadcastMedia.ts';

const PRES = 3002;
const CONF = 7302;
const address = (token: string) =>
  `/api/v1/nrsservice/presentation/${PRES}/media/s/${token}/broadcast-32k.mp4`;
const recording = (token: string): PlaybackMediaResponse => ({
  DurationSeconds: 1200,
  Media: [{ BitRate: 32, Url: address(token) }],
  VideoResolutions: [],
});

function Player() {
  const { mediaRef, url, retry } = useBroadcastMedia(false);
  return (
    <>
      <audio
        data-testid="broadcast"
        ref={(element) => {
          mediaRef.current = element;
        }}
        src={url ?? undefined}
      />
      <button type="button" onClick={retry}>
        Try again
      </button>
    </>
  );
}

let media: FakeMedia;

beforeEach(() => {
  media = installFakeMedia();
  const session = {
    call: { presId: PRES, confId: CONF },
    setListening: () => undefined,
  } as unknown as ConferenceSession;
  useActiveSession.setState({ session });
  const now = Date.now();
  useSimuLiveStore.setState({
    control: { Status: 'Playing', Offset: 10 },
    receivedAtMs: now,
    startMs: now - 10_000,
    durationSeconds: 1200,
    media: recording('1-old'),
  });
});

afterEach(() => {
  cleanup();
  media.restore();
  resetSimuLive();
  useActiveSession.setState({ session: null });
});

describe('useBroadcastMedia: an address that stops working', () => {
  it('asks for the recording again on a retry and plays the new address', async () => {
    const server = installFakeFetch({
      [`GET ${simuLivePaths.playbackMedia(PRES, CONF)}`]: { body: recording('2-new') },
    });
    render(<Player />);
    const element = screen.getByTestId('broadcast');
    expect(element).toHaveAttribute('src', address('1-old'));
    act(() => failSource(element as HTMLAudioElement));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(element).toHaveAttribute('src', address('2-new')));
    expect(server.to(`GET ${simuLivePaths.playbackMedia(PRES, CONF)}`)).toHaveLength(1);
  });

  it('stays on the address it holds when handed the same one', async () => {
    const server = installFakeFetch({
      [`GET ${simuLivePaths.playbackMedia(PRES, CONF)}`]: { body: recording('1-old') },
    });
    render(<Player />);
    const held = useSimuLiveStore.getState().media;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(server.to(`GET ${simuLivePaths.playbackMedia(PRES, CONF)}`)).toHaveLength(1),
    );
    expect(useSimuLiveStore.getState().media).toBe(held);
    expect(screen.getByTestId('broadcast')).toHaveAttribute('src', address('1-old'));
  });
});

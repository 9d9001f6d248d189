// SPEC §2 bottom bar for the live kinds: the live video and NRS Direct views say whether their
// viewer may page through the deck (live-deck.store); the bar follows that, and a running replay
// of a live-audio-only event (LiveVideoData.ReplayType NrsLiveAudioOnly) hides it.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { ReplayType } from '@podium/domain';
import { makeSlidesPresentation, renderWithPresentation } from '../viewer/test-utils.tsx';
import { clearLiveDeck, setLiveDeck, type LiveDeckState } from './live-deck.store.ts';
import { useBottomBarVisible } from './useBottomBar.ts';

function Probe() {
  return <p>{useBottomBarVisible() ? 'bar' : 'no bar'}</p>;
}

const liveVideo = makeSlidesPresentation(12, {
  LiveVideoData: { ReplayType: ReplayType.NrsLiveVideoAndSlides },
});

const live: LiveDeckState = {
  mayNavigate: true,
  slideCount: 12,
  liveVideoEnded: false,
  replayAvailable: false,
  replayType: ReplayType.NrsLiveVideoAndSlides,
};

afterEach(() => {
  cleanup();
  act(() => clearLiveDeck());
});

describe('the bottom bar of the live kinds', () => {
  it('shows only while the live view says the viewer may page through its deck', () => {
    renderWithPresentation(<Probe />, liveVideo);
    expect(screen.getByText('no bar')).toBeInTheDocument();
    act(() => setLiveDeck(live));
    expect(screen.getByText('bar')).toBeInTheDocument();
    act(() => setLiveDeck({ ...live, mayNavigate: false }));
    expect(screen.getByText('no bar')).toBeInTheDocument();
  });

  it('shows over the replay of a video event', () => {
    renderWithPresentation(<Probe />, liveVideo);
    act(() => setLiveDeck({ ...live, liveVideoEnded: true, replayAvailable: true }));
    expect(screen.getByText('bar')).toBeInTheDocument();
  });

  it('hides during the replay of a live-audio-only event, not while it is live', () => {
    renderWithPresentation(<Probe />, liveVideo);
    const audioOnly = { ...live, replayType: ReplayType.NrsLiveAudioOnly };
    act(() => setLiveDeck(audioOnly));
    expect(screen.getByText('bar')).toBeInTheDocument();
    act(() => setLiveDeck({ ...audioOnly, liveVideoEnded: true, replayAvailable: true }));
    expect(screen.getByText('no bar')).toBeInTheDocument();
  });

  it('leaves the slides-only kind to its own deck', () => {
    renderWithPresentation(<Probe />, makeSlidesPresentation(12));
    expect(screen.getByText('bar')).toBeInTheDocument();
  });
});

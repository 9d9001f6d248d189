// SPEC §9 prefetch gate: a live video attendee prefetches no slides while the event is live (their
// slides follow the presenter), and does once the replay is available; a panelist always does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { LiveVideoRole, ReplayType, type Slide } from '@podium/domain';
import {
  attendee,
  makeSlidesPresentation,
  renderWithPresentation,
  setViewport,
} from '../viewer/test-utils.tsx';
import { clearLiveDeck, setLiveDeck } from './live-deck.store.ts';
import { useSlidePrefetch } from './useSlidePrefetch.ts';

const presentation = makeSlidesPresentation(12, {
  LiveVideoData: { ReplayType: ReplayType.NrsLiveVideoAndSlides },
});

function Probe({ slides }: { readonly slides: readonly Slide[] }) {
  useSlidePrefetch(slides, 4);
  return null;
}

const requested: string[] = [];

class RecordingImage {
  decoding = '';
  set src(url: string) {
    requested.push(url);
  }
  decode(): Promise<void> {
    return Promise.resolve();
  }
}

const withRole = (role: number) => ({
  ...attendee,
  PresPermissions: { PresentationRole: role, SlideNavigation: true },
});

beforeEach(() => {
  requested.length = 0;
  setViewport(1366, 768);
  vi.stubGlobal('Image', RecordingImage);
});

afterEach(() => {
  cleanup();
  act(() => clearLiveDeck());
  vi.unstubAllGlobals();
});

describe('SPEC §9 prefetch of a live video', () => {
  it('an attendee prefetches nothing while live, and 2 back and 2 ahead once the replay is available', () => {
    renderWithPresentation(<Probe slides={presentation.Slides} />, presentation, {
      user: withRole(LiveVideoRole.Attendee),
    });
    expect(requested).toEqual([]);
    act(() =>
      setLiveDeck({
        mayNavigate: true,
        slideCount: 12,
        liveVideoEnded: true,
        replayAvailable: true,
        replayType: ReplayType.NrsLiveVideoAndSlides,
      }),
    );
    expect(requested).toEqual([2, 3, 4, 5, 6].map((i) => presentation.Slides[i]?.ImageUrl));
  });

  it('a panelist prefetches while live', () => {
    renderWithPresentation(<Probe slides={presentation.Slides} />, presentation, {
      user: withRole(LiveVideoRole.Panelist),
    });
    expect(requested).toHaveLength(5);
  });
});

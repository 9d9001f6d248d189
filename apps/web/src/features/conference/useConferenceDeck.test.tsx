// SPEC §5 slide navigation on the call's deck, by the domain's one rule (isSlideNavigationAllowed):
// a call's attendee always pages on their own; a live video attendee only with
// PresPermissions.SlideNavigation while the event has not ended, and anyone over its replay.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Presentation, User } from '@podium/domain';
import { PresentationContext } from '../presentation/presentation.context.ts';
import { attendee, makeSlidesPresentation } from '../viewer/test-utils.tsx';
import {
  dispatchSlide,
  dispatchToaster,
  initialConferenceState,
  updateConference,
  useConferenceStore,
} from './conference.store.ts';
import type { ConferenceSession } from './conference.session.ts';
import { useActiveSession } from './session-host.ts';
import { useConferenceDeck, type DeckLiveVideo } from './useConferenceDeck.ts';
import { conferencePresentation, question } from './testing/conferenceFixtures.ts';

const liveVideoEvent = makeSlidesPresentation(4, { PresentationId: 3001, LiveVideoData: {} });
const withNavigation = (SlideNavigation: boolean): User => ({
  ...attendee,
  PresPermissions: { PresentationRole: 1, SlideNavigation },
});

let goToSlide: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useConferenceStore.setState(initialConferenceState(), true);
  goToSlide = vi.fn();
  useActiveSession.setState({ session: { goToSlide } as unknown as ConferenceSession });
});
afterEach(() => useActiveSession.setState({ session: null }));

function deck(presentation: Presentation, user: User, liveVideo?: DeckLiveVideo) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PresentationContext.Provider
      value={{ presId: presentation.PresentationId, presentation, user, logId: null }}
    >
      {children}
    </PresentationContext.Provider>
  );
  return renderHook(() => useConferenceDeck(liveVideo), { wrapper }).result;
}

const live: DeckLiveVideo = { ended: false, replayAvailable: false };

describe('who pages through the slides on their own (SPEC §5)', () => {
  it('a live video attendee with SlideNavigation pages; the session is asked', () => {
    const result = deck(liveVideoEvent, withNavigation(true), live);
    expect(result.current.mayNavigate).toBe(true);
    act(() => result.current.goTo(2));
    expect(goToSlide).toHaveBeenCalledWith(2, 'direct');
  });

  it('a live video attendee without SlideNavigation follows only: nothing is asked', () => {
    const result = deck(liveVideoEvent, withNavigation(false), live);
    expect(result.current.mayNavigate).toBe(false);
    act(() => {
      result.current.goTo(2);
      result.current.next();
      result.current.previous();
    });
    expect(goToSlide).not.toHaveBeenCalled();
  });

  it('once the live video ended, only its replay opens the slides again', () => {
    expect(
      deck(liveVideoEvent, withNavigation(true), { ended: true, replayAvailable: false }).current
        .mayNavigate,
    ).toBe(false);
    expect(
      deck(liveVideoEvent, withNavigation(false), { ended: true, replayAvailable: true }).current
        .mayNavigate,
    ).toBe(true);
  });

  it("a conference call's attendee pages whatever the permission says", () => {
    const result = deck(conferencePresentation(), withNavigation(false));
    expect(result.current.mayNavigate).toBe(true);
  });
});

describe('what makes a component of the deck render again', () => {
  it('the slide does; a question, a notification or the toaster do not', () => {
    const presentation = conferencePresentation();
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PresentationContext.Provider
        value={{ presId: presentation.PresentationId, presentation, user: attendee, logId: null }}
      >
        {children}
      </PresentationContext.Provider>
    );
    const { result } = renderHook(
      () => {
        renders += 1;
        return useConferenceDeck();
      },
      { wrapper },
    );
    const first = renders;
    const slides = result.current.slides;
    act(() => {
      updateConference({ questions: [question()], notification: 'Welcome' });
      dispatchToaster({ type: 'connectionLost', atMs: 0 });
    });
    expect(renders).toBe(first);
    act(() => void dispatchSlide({ type: 'presenterSlide', index: 1, slideSyncEnabled: true }));
    expect(renders).toBe(first + 1);
    expect(result.current.index).toBe(1);
    // The participant's slide list is the same list while their public standing is unchanged.
    expect(result.current.slides).toBe(slides);
  });
});

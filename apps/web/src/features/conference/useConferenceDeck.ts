// The conference deck as a component sees it: the slides this participant may see (SPEC §6),
// the slide shown (presenter's or personal, SPEC §4), and navigation through the session.
import { useCallback } from 'react';
import { conferenceSlideShown, type Slide } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { dispatchSlide, useConferenceStore } from './conference.store.ts';
import {
  participantSlides,
  selectControlsSlides,
  selectMayTakeControl,
} from './presenter-actions.ts';
import { useConferenceSession } from './session-host.ts';

export interface ConferenceDeck {
  readonly slides: readonly Slide[];
  readonly index: number | null;
  readonly current: Slide | undefined;
  /** Viewing a slide of their own rather than the presenter's. */
  readonly offPresenter: boolean;
  readonly controlsSlides: boolean;
  readonly mayTakeControl: boolean;
  readonly goTo: (index: number) => void;
  readonly next: () => void;
  readonly previous: () => void;
  readonly followPresenter: () => void;
}

export function useConferenceDeck(): ConferenceDeck {
  const { presentation, user } = usePresentation();
  const session = useConferenceSession();
  const state = useConferenceStore();
  const slides = participantSlides(presentation, state);
  const index = conferenceSlideShown(state.slides, slides.length);
  const presenterIndex = state.slides.presenterIndex;

  const goTo = useCallback((target: number) => session?.goToSlide(target, 'direct'), [session]);
  const next = useCallback(() => {
    const shown = conferenceSlideShown(useConferenceStore.getState().slides, slides.length);
    if (shown !== null) session?.goToSlide(shown + 1, 'arrow');
  }, [session, slides.length]);
  const previous = useCallback(() => {
    const shown = conferenceSlideShown(useConferenceStore.getState().slides, slides.length);
    if (shown !== null) session?.goToSlide(shown - 1, 'arrow');
  }, [session, slides.length]);
  // SPEC §4: the personal index is cleared when it equals the presenter's, so catching up means
  // following the presenter again (even one a public participant cannot see past).
  const followPresenter = useCallback(
    () => void dispatchSlide({ type: 'localChange', index: presenterIndex, controlsSlides: false }),
    [presenterIndex],
  );

  return {
    slides,
    index,
    current: index === null ? undefined : slides[index],
    offPresenter: state.slides.personalIndex !== null,
    controlsSlides: selectControlsSlides(state, user),
    mayTakeControl: selectMayTakeControl(state, user),
    goTo,
    next,
    previous,
    followPresenter,
  };
}

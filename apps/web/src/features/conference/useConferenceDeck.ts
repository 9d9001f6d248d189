// The conference deck as a component sees it: the slides this participant may see (SPEC §6),
// the slide shown (presenter's or personal, SPEC §4), and navigation through the session.
import { useCallback } from 'react';
import { conferenceSlideShown, isOffPresenterSlide, type Slide } from '@podium/domain';
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
  /** The presenter's slide (0-based). */
  readonly presenterIndex: number;
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
  // Back to presenter: the personal index goes, so the presenter's slide shows again (even one
  // a public participant cannot see past: they stay on their last slide, conferenceSlideShown).
  const followPresenter = useCallback(() => void dispatchSlide({ type: 'backToPresenter' }), []);

  return {
    slides,
    index,
    current: index === null ? undefined : slides[index],
    offPresenter: isOffPresenterSlide(state.slides.personalIndex, presenterIndex),
    presenterIndex,
    controlsSlides: selectControlsSlides(state, user),
    mayTakeControl: selectMayTakeControl(state, user),
    goTo,
    next,
    previous,
    followPresenter,
  };
}

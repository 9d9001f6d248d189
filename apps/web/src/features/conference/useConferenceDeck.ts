// The conference deck as a component sees it: the slides this participant may see (SPEC §6),
// the slide shown (presenter's or personal, SPEC §4), and navigation through the session as far
// as SPEC §5 allows this viewer to page on their own (the domain's isSlideNavigationAllowed:
// every call attendee may; a live video one by PresPermissions.SlideNavigation).
import { useCallback, useMemo } from 'react';
import {
  conferenceSlideShown,
  isOffPresenterSlide,
  isSlideNavigationAllowed,
  type Slide,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { dispatchSlide, useConferenceStore } from './conference.store.ts';
import {
  selectControlsSlides,
  selectIsPublicParticipant,
  selectMayTakeControl,
  slidesForStanding,
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
  /** SPEC §6: a public participant whose presenter is on the registered participants' slides. */
  readonly presenterInPrivatePortion: boolean;
  readonly controlsSlides: boolean;
  readonly mayTakeControl: boolean;
  /** SPEC §5: this viewer may page through the slides (always, while controlling them). */
  readonly mayNavigate: boolean;
  readonly goTo: (index: number) => void;
  readonly next: () => void;
  readonly previous: () => void;
  readonly followPresenter: () => void;
}

/** A live video event's state, for SPEC §5 slide navigation (other kinds leave it out). */
export interface DeckLiveVideo {
  readonly ended: boolean;
  readonly replayAvailable: boolean;
}

const NO_LIVE_VIDEO: DeckLiveVideo = { ended: false, replayAvailable: false };

/**
 * The slides this participant may see (presenter-actions participantSlides), the same list until
 * the presentation or the participant's public standing changes.
 */
export function useParticipantSlides(): readonly Slide[] {
  const { presentation } = usePresentation();
  const isPublic = useConferenceStore(selectIsPublicParticipant);
  return useMemo(() => slidesForStanding(presentation, isPublic), [presentation, isPublic]);
}

/**
 * Reads only what the deck shows, so a component using it renders again when the slide, the
 * slide list or the viewer's control changes, not on every change of the call's store.
 */
export function useConferenceDeck(liveVideo: DeckLiveVideo = NO_LIVE_VIDEO): ConferenceDeck {
  const { user } = usePresentation();
  const { kind } = useViewerKind();
  const session = useConferenceSession();
  const slideState = useConferenceStore((s) => s.slides);
  const slides = useParticipantSlides();
  const index = conferenceSlideShown(slideState, slides.length);
  const presenterIndex = slideState.presenterIndex;
  const isPublic = useConferenceStore(selectIsPublicParticipant);
  const inPrivate = useConferenceStore((s) => s.presenterInPrivatePortion);
  const controlsSlides = useConferenceStore((s) => selectControlsSlides(s, user));
  const mayTakeControl = useConferenceStore((s) => selectMayTakeControl(s, user));
  const mayNavigate =
    controlsSlides ||
    isSlideNavigationAllowed({
      kind,
      permissions: user?.PresPermissions ?? null,
      liveVideoEnded: liveVideo.ended,
      replayAvailable: liveVideo.replayAvailable,
    });

  const goTo = useCallback(
    (target: number) => {
      if (mayNavigate) session?.goToSlide(target, 'direct');
    },
    [session, mayNavigate],
  );
  const next = useCallback(() => {
    const shown = conferenceSlideShown(useConferenceStore.getState().slides, slides.length);
    if (mayNavigate && shown !== null) session?.goToSlide(shown + 1, 'arrow');
  }, [session, slides.length, mayNavigate]);
  const previous = useCallback(() => {
    const shown = conferenceSlideShown(useConferenceStore.getState().slides, slides.length);
    if (mayNavigate && shown !== null) session?.goToSlide(shown - 1, 'arrow');
  }, [session, slides.length, mayNavigate]);
  // Back to presenter: the personal index goes, so the presenter's slide shows again (even one
  // a public participant cannot see past: they stay on their last slide, conferenceSlideShown).
  const followPresenter = useCallback(() => void dispatchSlide({ type: 'backToPresenter' }), []);

  return {
    slides,
    index,
    current: index === null ? undefined : slides[index],
    offPresenter: isOffPresenterSlide(slideState.personalIndex, presenterIndex),
    presenterIndex,
    presenterInPrivatePortion: isPublic && inPrivate,
    controlsSlides,
    mayTakeControl,
    mayNavigate,
    goTo,
    next,
    previous,
    followPresenter,
  };
}

// SPEC §4 slides in a conference call: the presenter's slide (shared) versus the personal slide
// index of everyone who does not drive the slides, and when a controller's change is sent.
import { SLIDE_DEBOUNCE_MS } from '../constants.ts';
import { displayedSlideIndex, reconcilePersonalSlideIndex } from '../slides/slide-change.ts';

export interface ConferenceSlideState {
  /** The shared slide (SPEC §7 .slide / .presenter topics). */
  readonly presenterIndex: number;
  /** A follower's own position, null while they follow the presenter. */
  readonly personalIndex: number | null;
}

export const initialConferenceSlideState: ConferenceSlideState = {
  presenterIndex: 0,
  personalIndex: null,
};

export type ConferenceSlideEvent =
  /**
   * The presenter's slide arrived. `slideSyncEnabled` is the SPEC §3 presenter control message
   * flag: with sync off the audience is not moved, so a follower's view stays where it was.
   */
  | { readonly type: 'presenterSlide'; readonly index: number; readonly slideSyncEnabled: boolean }
  /** This user changed slide (already accepted by decideSlideChange, slides/slide-change.ts). */
  | { readonly type: 'localChange'; readonly index: number; readonly controlsSlides: boolean }
  /** SPEC §4 on change to LIVE: slide and presenter back to the start. */
  | { readonly type: 'reset' }
  /** Back to presenter (or navigation turned off, SPEC §4 padding): follow the presenter again. */
  | { readonly type: 'backToPresenter' };

export interface ConferenceSlideTransition {
  readonly state: ConferenceSlideState;
  /** A controller's change: send SlideIndex after the SPEC §4 debounce (a later change replaces it). */
  readonly send: { readonly slideIndex: number; readonly afterMs: number } | null;
}

export function conferenceSlideReducer(
  state: ConferenceSlideState,
  event: ConferenceSlideEvent,
): ConferenceSlideTransition {
  switch (event.type) {
    case 'reset':
      return { state: initialConferenceSlideState, send: null };
    case 'backToPresenter':
      return { state: { ...state, personalIndex: null }, send: null };
    case 'presenterSlide': {
      if (event.slideSyncEnabled) {
        return {
          state: {
            presenterIndex: event.index,
            personalIndex: reconcilePersonalSlideIndex(state.personalIndex, event.index),
          },
          send: null,
        };
      }
      const shown = displayedSlideIndex(state.personalIndex, state.presenterIndex);
      return {
        state: {
          presenterIndex: event.index,
          personalIndex: reconcilePersonalSlideIndex(shown, event.index),
        },
        send: null,
      };
    }
    case 'localChange':
      if (event.controlsSlides) {
        // SPEC §4: a controller moves the shared slide; the index goes to the server after 600 ms.
        return {
          state: { presenterIndex: event.index, personalIndex: null },
          send: { slideIndex: event.index, afterMs: SLIDE_DEBOUNCE_MS },
        };
      }
      return {
        state: {
          ...state,
          personalIndex: reconcilePersonalSlideIndex(event.index, state.presenterIndex),
        },
        send: null,
      };
  }
}

/**
 * The slide this user sees, within the slides they have. A public participant following a
 * presenter who moved into the private slides (SPEC §6) stays on the last public slide.
 * Null when the user has no slides at all.
 */
export function conferenceSlideShown(
  state: ConferenceSlideState,
  visibleSlideCount: number,
): number | null {
  if (visibleSlideCount <= 0) return null;
  return Math.min(
    displayedSlideIndex(state.personalIndex, state.presenterIndex),
    visibleSlideCount - 1,
  );
}

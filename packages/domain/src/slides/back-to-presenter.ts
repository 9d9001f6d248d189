// "Back to presenter" in every live kind: an attendee who browsed away from the presenter's slide
// returns to it in one step (a button, or this key), and the slide badge tells them they are
// elsewhere.
import { displayedSlideIndex } from './slide-change.ts';

/** The keyboard key that brings the attendee back to the presenter's slide. */
export const BACK_TO_PRESENTER_KEY = 'p';

/** Whether the attendee looks at another slide than the presenter's (the slide badge shows). */
export function isOffPresenterSlide(personalIndex: number | null, presenterIndex: number): boolean {
  return (
    personalIndex !== null && displayedSlideIndex(personalIndex, presenterIndex) !== presenterIndex
  );
}

import { describe, expect, it } from 'vitest';
import { SLIDE_DEBOUNCE_MS } from '../constants.ts';
import {
  conferenceSlideReducer,
  conferenceSlideShown,
  initialConferenceSlideState,
  type ConferenceSlideEvent,
  type ConferenceSlideState,
} from './slide-sync.ts';

function run(
  events: ConferenceSlideEvent[],
  from: ConferenceSlideState = initialConferenceSlideState,
) {
  return events.reduce((s, e) => conferenceSlideReducer(s, e).state, from);
}

describe('SPEC §4 presenter slide versus personal slide index', () => {
  it('a follower who moves keeps a personal index; it clears when it equals the presenter’s', () => {
    const s = run([{ type: 'localChange', index: 4, controlsSlides: false }]);
    expect(s).toEqual({ presenterIndex: 0, personalIndex: 4 });
    expect(run([{ type: 'presenterSlide', index: 4, slideSyncEnabled: true }], s)).toEqual({
      presenterIndex: 4,
      personalIndex: null,
    });
    expect(
      run([{ type: 'localChange', index: 0, controlsSlides: false }], s).personalIndex,
    ).toBeNull();
  });

  it('with slide sync on, followers without a personal index follow the presenter', () => {
    const s = run([{ type: 'presenterSlide', index: 3, slideSyncEnabled: true }]);
    expect(conferenceSlideShown(s, 12)).toBe(3);
  });

  it('with slide sync off, a follower’s view stays where it was', () => {
    const s = run([
      { type: 'presenterSlide', index: 2, slideSyncEnabled: true },
      { type: 'presenterSlide', index: 5, slideSyncEnabled: false },
    ]);
    expect(s).toEqual({ presenterIndex: 5, personalIndex: 2 });
    expect(conferenceSlideShown(s, 12)).toBe(2);
  });

  it(`a controller moves the shared slide and sends it after the ${SLIDE_DEBOUNCE_MS} ms debounce`, () => {
    const t = conferenceSlideReducer(
      { presenterIndex: 1, personalIndex: 3 },
      { type: 'localChange', index: 6, controlsSlides: true },
    );
    expect(t.state).toEqual({ presenterIndex: 6, personalIndex: null });
    expect(t.send).toEqual({ slideIndex: 6, afterMs: 600 });
    expect(
      conferenceSlideReducer(t.state, { type: 'localChange', index: 2, controlsSlides: false })
        .send,
    ).toBeNull();
  });

  it('going LIVE resets slide and presenter to the start', () => {
    expect(
      run([{ type: 'localChange', index: 4, controlsSlides: false }, { type: 'reset' }]),
    ).toEqual(initialConferenceSlideState);
  });

  it('SPEC §6: a public participant following into private slides stays on the last public slide', () => {
    const s = run([{ type: 'presenterSlide', index: 9, slideSyncEnabled: true }]);
    expect(conferenceSlideShown(s, 7)).toBe(6);
    expect(conferenceSlideShown(s, 0)).toBeNull();
  });
});

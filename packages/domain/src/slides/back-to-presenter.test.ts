import { describe, expect, it } from 'vitest';
import { conferenceSlideReducer } from '../conference/slide-sync.ts';
import { isOffPresenterSlide } from './back-to-presenter.ts';

describe('back to presenter (SPEC §4 personal slide index)', () => {
  it('shows the badge only when the attendee is on another slide', () => {
    expect(isOffPresenterSlide(null, 3)).toBe(false);
    expect(isOffPresenterSlide(3, 3)).toBe(false);
    expect(isOffPresenterSlide(5, 3)).toBe(true);
  });
  it('drops the personal index in one step and keeps the presenter slide', () => {
    const { state, send } = conferenceSlideReducer(
      { presenterIndex: 3, personalIndex: 6 },
      { type: 'backToPresenter' },
    );
    expect(state).toEqual({ presenterIndex: 3, personalIndex: null });
    expect(send).toBeNull();
  });
});

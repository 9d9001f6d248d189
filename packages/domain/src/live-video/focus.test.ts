import { describe, expect, it } from 'vitest';
import { FOCUS_DEFAULT, FOCUS_PRESENTER_FOCUSED, FOCUS_REPLAY } from '../constants.ts';
import {
  effectiveFocus,
  FocusedView,
  focusLayout,
  focusReducer,
  initialFocusState,
  maySlideChangeInFocus,
  sharedFocusAfter,
} from './focus.ts';

describe('SPEC §4, §9 live video focus views', () => {
  it('has the SPEC values: default 30, replay 30, presenter-focused 100', () => {
    expect(FocusedView).toEqual({
      SlidesAndVideo: 30,
      VideoFocused: 50,
      VideoOnly: 100,
      SlidesOnly: 0,
    });
    expect([FOCUS_DEFAULT, FOCUS_REPLAY, FOCUS_PRESENTER_FOCUSED]).toEqual([30, 30, 100]);
  });
  it('lays out slides and video per view', () => {
    expect(focusLayout(30)).toEqual({ showSlides: true, showVideo: true, primary: 'slides' });
    expect(focusLayout(50)).toEqual({ showSlides: true, showVideo: true, primary: 'video' });
    expect(focusLayout(100)).toEqual({ showSlides: false, showVideo: true, primary: 'video' });
    expect(focusLayout(0)).toEqual({ showSlides: true, showVideo: false, primary: 'slides' });
  });
  it('a local choice overrides the shared view until the shared view moves', () => {
    let s = initialFocusState();
    s = focusReducer(s, { type: 'localChosen', view: 0 });
    expect(effectiveFocus(s)).toBe(0);
    s = focusReducer(s, { type: 'sharedChanged', view: 100, previous: 30 });
    expect(effectiveFocus(s)).toBe(100);
  });
  it('returns to the previous view after a slide change in video-only focus', () => {
    let s = focusReducer(initialFocusState(), { type: 'sharedChanged', view: 100, previous: 50 });
    s = focusReducer(s, { type: 'slideChangedInVideoOnly' });
    expect(effectiveFocus(s)).toBe(50);
    // No effect outside video-only.
    expect(focusReducer(s, { type: 'slideChangedInVideoOnly' })).toBe(s);
    // A previous view that was video-only too falls back to the default.
    let t = focusReducer(initialFocusState(), { type: 'sharedChanged', view: 100, previous: 100 });
    t = focusReducer(t, { type: 'slideChangedInVideoOnly' });
    expect(effectiveFocus(t)).toBe(30);
  });
  it('the replay starts at focus 30', () => {
    const s = focusReducer(initialFocusState(100, 50), { type: 'replayStarted' });
    expect(effectiveFocus(s)).toBe(30);
  });
  it('in video-only focus only replay viewers, coordinators and the active presenter change slides', () => {
    const who = { isReplayViewer: false, isEventCoordinator: false, isActivePresenter: false };
    expect(maySlideChangeInFocus({ focus: 100, ...who })).toBe(false);
    expect(maySlideChangeInFocus({ focus: 100, ...who, isReplayViewer: true })).toBe(true);
    expect(maySlideChangeInFocus({ focus: 100, ...who, isEventCoordinator: true })).toBe(true);
    expect(maySlideChangeInFocus({ focus: 100, ...who, isActivePresenter: true })).toBe(true);
    for (const focus of [0, 30, 50] as const)
      expect(maySlideChangeInFocus({ focus, ...who })).toBe(true);
  });
  it('a shared update keeps the view it replaces as the previous one', () => {
    expect(sharedFocusAfter({ FocusedView: 50 }, 100)).toEqual({
      FocusedView: 100,
      PreviousFocusedView: 50,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  FOCUS_DEFAULT,
  FOCUS_SLIDES_ONLY,
  FOCUS_SLIDE_AND_VIDEO,
  FOCUS_VIDEO_FOCUSED,
  FOCUS_VIDEO_ONLY,
} from '../constants.ts';
import {
  decideSlideChange,
  displayedSlideIndex,
  isValidSlideIndex,
  mayChangeSlideInVideoOnlyFocus,
  reconcilePersonalSlideIndex,
  type SlideChangeContext,
} from './slide-change.ts';

const ctx = (over: Partial<SlideChangeContext> = {}): SlideChangeContext => ({
  currentIndex: 3,
  slideCount: 10,
  pendingArrowIndex: null,
  focusedView: null,
  previousFocusedView: null,
  mayChangeInVideoOnlyFocus: false,
  ...over,
});

describe('SPEC §5 slide index must be 0 to slides length minus 1', () => {
  it('accepts the boundaries', () => {
    expect(isValidSlideIndex(0, 10)).toBe(true);
    expect(isValidSlideIndex(9, 10)).toBe(true);
  });
  it('rejects outside the range, non-integers and any index of an empty deck', () => {
    expect(isValidSlideIndex(-1, 10)).toBe(false);
    expect(isValidSlideIndex(10, 10)).toBe(false);
    expect(isValidSlideIndex(1.5, 10)).toBe(false);
    expect(isValidSlideIndex(Number.NaN, 10)).toBe(false);
    expect(isValidSlideIndex(0, 0)).toBe(false);
  });
});

describe('SPEC §4 slide change rules', () => {
  it('applies a change to another valid index, focus unchanged', () => {
    expect(decideSlideChange(ctx(), { index: 4, source: 'direct' })).toEqual({
      accepted: true,
      index: 4,
      focusedView: null,
    });
    expect(
      decideSlideChange(ctx({ focusedView: FOCUS_VIDEO_FOCUSED }), { index: 0, source: 'arrow' }),
    ).toEqual({
      accepted: true,
      index: 0,
      focusedView: FOCUS_VIDEO_FOCUSED,
    });
  });
  it('ignores the current index', () => {
    expect(decideSlideChange(ctx(), { index: 3, source: 'direct' })).toEqual({
      accepted: false,
      reason: 'sameIndex',
    });
  });
  it('ignores out-of-range indexes, including on an empty deck', () => {
    expect(decideSlideChange(ctx(), { index: -1, source: 'arrow' })).toEqual({
      accepted: false,
      reason: 'outOfRange',
    });
    expect(decideSlideChange(ctx(), { index: 10, source: 'arrow' })).toEqual({
      accepted: false,
      reason: 'outOfRange',
    });
    expect(
      decideSlideChange(ctx({ slideCount: 0, currentIndex: 0 }), { index: 0, source: 'direct' }),
    ).toEqual({
      accepted: false,
      reason: 'outOfRange',
    });
  });
  it('ignores an arrow press for the index the previous pending arrow press asked for', () => {
    expect(decideSlideChange(ctx({ pendingArrowIndex: 4 }), { index: 4, source: 'arrow' })).toEqual(
      { accepted: false, reason: 'repeatedArrow' },
    );
  });
  it('still lets the Previous arrow go back to the slide just left', () => {
    expect(
      decideSlideChange(ctx({ pendingArrowIndex: null }), { index: 2, source: 'arrow' }),
    ).toMatchObject({ accepted: true, index: 2 });
  });
  it('a direct choice of the pending index is not an arrow repeat', () => {
    expect(
      decideSlideChange(ctx({ pendingArrowIndex: 4 }), { index: 4, source: 'direct' }),
    ).toMatchObject({ accepted: true });
  });
});

describe('SPEC §4 video-only focus: only replay viewers, coordinators and the active presenter change slides', () => {
  it('ignores others', () => {
    expect(
      decideSlideChange(ctx({ focusedView: FOCUS_VIDEO_ONLY }), { index: 4, source: 'direct' }),
    ).toEqual({
      accepted: false,
      reason: 'videoOnlyFocus',
    });
  });
  it('returns focus to the previous view for those allowed', () => {
    const allowed = { focusedView: FOCUS_VIDEO_ONLY, mayChangeInVideoOnlyFocus: true };
    expect(
      decideSlideChange(ctx({ ...allowed, previousFocusedView: FOCUS_SLIDES_ONLY }), {
        index: 4,
        source: 'arrow',
      }),
    ).toEqual({
      accepted: true,
      index: 4,
      focusedView: FOCUS_SLIDES_ONLY,
    });
  });
  it('falls back to the default focus when there is no usable previous view', () => {
    const allowed = { focusedView: FOCUS_VIDEO_ONLY, mayChangeInVideoOnlyFocus: true };
    expect(
      decideSlideChange(ctx({ ...allowed, previousFocusedView: null }), {
        index: 4,
        source: 'arrow',
      }),
    ).toMatchObject({ focusedView: FOCUS_DEFAULT });
    expect(
      decideSlideChange(ctx({ ...allowed, previousFocusedView: FOCUS_VIDEO_ONLY }), {
        index: 4,
        source: 'arrow',
      }),
    ).toMatchObject({
      focusedView: FOCUS_SLIDE_AND_VIDEO,
    });
  });
  it('the range check comes first even in video-only focus', () => {
    expect(
      decideSlideChange(ctx({ focusedView: FOCUS_VIDEO_ONLY }), { index: 99, source: 'direct' }),
    ).toEqual({ accepted: false, reason: 'outOfRange' });
  });
  it.each([
    [{ isReplayViewer: true, isEventCoordinator: false, isActivePresenter: false }, true],
    [{ isReplayViewer: false, isEventCoordinator: true, isActivePresenter: false }, true],
    [{ isReplayViewer: false, isEventCoordinator: false, isActivePresenter: true }, true],
    [{ isReplayViewer: false, isEventCoordinator: false, isActivePresenter: false }, false],
  ])('mayChangeSlideInVideoOnlyFocus(%o) = %s', (who, expected) => {
    expect(mayChangeSlideInVideoOnlyFocus(who)).toBe(expected);
  });
});

describe('SPEC §4 personal slide index cleared when it equals the presenter’s', () => {
  it('clears on equality', () => {
    expect(reconcilePersonalSlideIndex(5, 5)).toBeNull();
    expect(reconcilePersonalSlideIndex(0, 0)).toBeNull();
  });
  it('keeps a different index, and null stays null', () => {
    expect(reconcilePersonalSlideIndex(2, 5)).toBe(2);
    expect(reconcilePersonalSlideIndex(null, 5)).toBeNull();
  });
  it('a follower sees their personal index, else the presenter’s', () => {
    expect(displayedSlideIndex(2, 5)).toBe(2);
    expect(displayedSlideIndex(0, 5)).toBe(0);
    expect(displayedSlideIndex(null, 5)).toBe(5);
  });
});

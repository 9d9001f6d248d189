// SPEC §4, §5 slide change rules: which requested slide changes apply, the video-only focus
// rule of live video, and the personal slide index kept by users who do not drive the slides.
import { FOCUS_DEFAULT, FOCUS_VIDEO_ONLY } from '../constants.ts';

/** SPEC §5: a slide index must be 0 to slides length minus 1. */
export function isValidSlideIndex(index: number, slideCount: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < slideCount;
}

/** Where a change request comes from: the Previous/Next arrows (buttons or keys) or elsewhere. */
export type SlideChangeSource = 'arrow' | 'direct';

export interface SlideChangeContext {
  readonly currentIndex: number;
  readonly slideCount: number;
  /**
   * The index the previous arrow request asked for while it is still pending (sent but not yet
   * reflected in currentIndex, e.g. during the 600 ms debounce or the server round trip); null
   * when nothing is pending.
   */
  readonly pendingArrowIndex: number | null;
  /** SPEC §4 live video FocusedView, null outside live video. */
  readonly focusedView: number | null;
  readonly previousFocusedView: number | null;
  /** Result of mayChangeSlideInVideoOnlyFocus for this user. */
  readonly mayChangeInVideoOnlyFocus: boolean;
}

export type SlideChangeIgnoredReason =
  'sameIndex' | 'outOfRange' | 'repeatedArrow' | 'videoOnlyFocus';

export type SlideChangeDecision =
  | { readonly accepted: false; readonly reason: SlideChangeIgnoredReason }
  | {
      readonly accepted: true;
      readonly index: number;
      /** The focus to apply with the change: the restored view after video-only focus, else unchanged. */
      readonly focusedView: number | null;
    };

/**
 * SPEC §4: "ignored if the index equals the current, is out of range, or (from arrows) is the
 * previous one". Read literally, "the previous one" would make the Previous arrow unable to go
 * back to the slide just left, which cannot be meant. Our reading: an arrow press is ignored
 * when it asks for the same index as the previous arrow press that is still pending — the
 * double click or key repeat that would otherwise send the same change twice (or skip a slide
 * if the second press were computed from a stale current index).
 *
 * SPEC §4: in video-only focus only replay viewers, coordinators and the active presenter may
 * change slides, and the focus returns to the previous view so the slide becomes visible.
 */
export function decideSlideChange(
  ctx: SlideChangeContext,
  request: { readonly index: number; readonly source: SlideChangeSource },
): SlideChangeDecision {
  const { index } = request;
  if (!isValidSlideIndex(index, ctx.slideCount)) return { accepted: false, reason: 'outOfRange' };
  if (index === ctx.currentIndex) return { accepted: false, reason: 'sameIndex' };
  if (request.source === 'arrow' && index === ctx.pendingArrowIndex)
    return { accepted: false, reason: 'repeatedArrow' };
  if (ctx.focusedView === FOCUS_VIDEO_ONLY) {
    if (!ctx.mayChangeInVideoOnlyFocus) return { accepted: false, reason: 'videoOnlyFocus' };
    const restored =
      ctx.previousFocusedView !== null && ctx.previousFocusedView !== FOCUS_VIDEO_ONLY
        ? ctx.previousFocusedView
        : FOCUS_DEFAULT;
    return { accepted: true, index, focusedView: restored };
  }
  return { accepted: true, index, focusedView: ctx.focusedView };
}

/** SPEC §4: in video-only focus, slides change only for replay viewers, coordinators and the active presenter. */
export function mayChangeSlideInVideoOnlyFocus(who: {
  readonly isReplayViewer: boolean;
  readonly isEventCoordinator: boolean;
  readonly isActivePresenter: boolean;
}): boolean {
  return who.isReplayViewer || who.isEventCoordinator || who.isActivePresenter;
}

/**
 * SPEC §4: users who do not drive the slides keep a personal slide index, cleared when it
 * equals the presenter's (they have caught up and follow the presenter again).
 */
export function reconcilePersonalSlideIndex(
  personalIndex: number | null,
  presenterIndex: number,
): number | null {
  return personalIndex === presenterIndex ? null : personalIndex;
}

/** The slide a follower sees: their personal index while they have one, else the presenter's. */
export function displayedSlideIndex(personalIndex: number | null, presenterIndex: number): number {
  return personalIndex ?? presenterIndex;
}

// SPEC §9 slide image prefetch window.
import {
  PREFETCH_AHEAD,
  PREFETCH_AHEAD_AT_START,
  PREFETCH_BACK,
  PREFETCH_MIN_WIDTH_PX,
} from '../constants.ts';

export interface PrefetchInput {
  readonly currentIndex: number;
  readonly slideCount: number;
  readonly windowWidth: number;
  readonly isLiveVideoAttendee: boolean;
  readonly replayAvailable: boolean;
}

/**
 * SPEC §9: prefetch only when the window is at least 768 px wide and the user is not a
 * live-video attendee (unless replay): at slide 0 indexes 0 to 5, otherwise 2 back and 2 ahead
 * (the current slide included), clamped to the deck. Narrow screens skip it to save data.
 */
export function prefetchSlideIndexes(input: PrefetchInput): number[] {
  if (input.windowWidth < PREFETCH_MIN_WIDTH_PX) return [];
  if (input.isLiveVideoAttendee && !input.replayAvailable) return [];
  if (input.slideCount <= 0 || !Number.isInteger(input.currentIndex)) return [];
  const current = Math.min(Math.max(input.currentIndex, 0), input.slideCount - 1);
  const from = current === 0 ? 0 : current - PREFETCH_BACK;
  const to = current === 0 ? PREFETCH_AHEAD_AT_START : current + PREFETCH_AHEAD;
  const indexes: number[] = [];
  for (let i = Math.max(from, 0); i <= Math.min(to, input.slideCount - 1); i++) indexes.push(i);
  return indexes;
}

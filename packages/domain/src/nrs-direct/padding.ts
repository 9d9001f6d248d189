// SPEC §4 NRS Direct padding navigation: attendees browse the deck freely until
// PaddingNavAtStartEndDateUTC; from then until PaddingNavAtEndStartDateUTC navigation is off and
// everyone is on the presenter's slide; from the second date navigation is on again (at once when
// that date has passed). The viewer moves between windows live, at the exact moments, by the
// SPEC §9 timer rule (a timer only when under 24 h away).
import { z } from 'zod';
import { timerDelayMs } from '../conference/timers.ts';

/** SPEC §3 NrsDirectPaddingNavData. */
export const PaddingNavDataSchema = z.object({
  PaddingNavAtStartEndDateUTC: z.string().nullable(),
  PaddingNavAtEndStartDateUTC: z.string().nullable(),
});
export type PaddingNavData = z.infer<typeof PaddingNavDataSchema>;

export const PaddingWindow = {
  /** Before the first date: attendees browse freely. */
  Before: 'before',
  /** Between the dates: the tour runs, navigation is off. */
  Tour: 'tour',
  /** From the second date: the tour has ended, navigation is on again. */
  After: 'after',
} as const;
export type PaddingWindow = (typeof PaddingWindow)[keyof typeof PaddingWindow];

function parse(utc: string | null): number | null {
  if (utc === null) return null;
  const ms = Date.parse(utc);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The window at nowMs. A missing first date means no free window before the tour; a missing
 * second date means the tour runs on (navigation stays off once the first date passed).
 */
export function paddingWindowAt(data: PaddingNavData | null, nowMs: number): PaddingWindow {
  if (data === null) return PaddingWindow.Tour;
  const endOfFree = parse(data.PaddingNavAtStartEndDateUTC);
  const endOfTour = parse(data.PaddingNavAtEndStartDateUTC);
  if (endOfTour !== null && nowMs >= endOfTour) return PaddingWindow.After;
  if (endOfFree !== null && nowMs < endOfFree) return PaddingWindow.Before;
  return PaddingWindow.Tour;
}

/** SPEC §4: attendees may navigate in the free windows only. */
export function paddingAllowsNavigation(window: PaddingWindow): boolean {
  switch (window) {
    case PaddingWindow.Before:
    case PaddingWindow.After:
      return true;
    case PaddingWindow.Tour:
      return false;
  }
}

/** Milliseconds until the window changes (SPEC §9: null when 24 h or more away, or never). */
export function nextPaddingChangeMs(data: PaddingNavData | null, nowMs: number): number | null {
  if (data === null) return null;
  const window = paddingWindowAt(data, nowMs);
  switch (window) {
    case PaddingWindow.Before: {
      const at = parse(data.PaddingNavAtStartEndDateUTC);
      return at === null ? null : timerDelayMs(at, nowMs);
    }
    case PaddingWindow.Tour: {
      const at = parse(data.PaddingNavAtEndStartDateUTC);
      return at === null ? null : timerDelayMs(at, nowMs);
    }
    case PaddingWindow.After:
      return null;
  }
}

/**
 * SPEC §4: entering the tour returns every attendee to the presenter's slide: the personal
 * slide index is dropped (null) when navigation turns off, kept otherwise.
 */
export function personalIndexAfterWindowChange(
  personalIndex: number | null,
  window: PaddingWindow,
): number | null {
  return paddingAllowsNavigation(window) ? personalIndex : null;
}

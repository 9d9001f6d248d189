// What the media shows at time t (SPEC §3 cue points). These run on every timeupdate, so each is
// a binary search over a start-sorted list, and each is a pure function of t: a seek backwards or
// forwards gives the same answer as playing up to that point.
import { MediaActionType } from '../presentation/entities.ts';
import type { MediaActionCuepoint, SlideCuepoint, SpeakerCuepoint } from './cuepoints.ts';

/**
 * Index of the last item whose start is at or before t, or -1 when t is before all of them (or
 * not a number). A start exactly equal to t counts: a cue begins at its start.
 */
export function lastIndexStartingBy<T>(
  sorted: readonly T[],
  t: number,
  startOf: (item: T) => number,
): number {
  if (Number.isNaN(t)) return -1;
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const item = sorted[mid] as T;
    if (startOf(item) <= t) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

const cueStart = (cue: { readonly start: number }): number => cue.start;

/**
 * The slide index current at t: the last slide cue started by t. Null before the first cue or
 * when no slide has a Time; the viewer then keeps showing its current slide (slide 0 on a fresh
 * start). After the media end the last slide stays, as the final frame of the recording does.
 */
export function slideIndexAtTime(slideCues: readonly SlideCuepoint[], t: number): number | null {
  return slideCues[lastIndexStartingBy(slideCues, t, cueStart)]?.slideIndex ?? null;
}

/** Where to seek to show a slide (a click on a slide in on-demand playback); null if it has no cue. */
export function slideCueStart(
  slideCues: readonly SlideCuepoint[],
  slideIndex: number,
): number | null {
  return slideCues.find((c) => c.slideIndex === slideIndex)?.start ?? null;
}

/** The SpeakerId current at t, or null before the first appearance. */
export function speakerAtTime(speakerCues: readonly SpeakerCuepoint[], t: number): number | null {
  return speakerCues[lastIndexStartingBy(speakerCues, t, cueStart)]?.speakerId ?? null;
}

/**
 * SPEC §3: the media action cue whose [start, end) window contains t, or null. All windows are
 * equally long, so if the latest-started cue does not cover t, no earlier one does.
 */
export function activeMediaActionAt(
  mediaActionCues: readonly MediaActionCuepoint[],
  t: number,
): MediaActionCuepoint | null {
  const cue = mediaActionCues[lastIndexStartingBy(mediaActionCues, t, cueStart)];
  return cue !== undefined && t < cue.end ? cue : null;
}

export type MediaPlayerSize = 'regular' | 'large';

/**
 * SPEC §3 media actions SwitchToRegularMediaPlayer (1) and SwitchToLargeMediaPlayer (2): the size
 * is what the last switch at or before t asked for, regular before any (and after seeking back
 * past all of them). Type None (0) cues switch nothing and are passed over.
 */
export function mediaPlayerSizeAt(
  mediaActionCues: readonly MediaActionCuepoint[],
  t: number,
): MediaPlayerSize {
  for (let i = lastIndexStartingBy(mediaActionCues, t, cueStart); i >= 0; i--) {
    const type = mediaActionCues[i]?.mediaActionType;
    if (type === MediaActionType.SwitchToLargeMediaPlayer) return 'large';
    if (type === MediaActionType.SwitchToRegularMediaPlayer) return 'regular';
  }
  return 'regular';
}

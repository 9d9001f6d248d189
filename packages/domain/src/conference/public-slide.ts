// SPEC §6 public/private split applied to the shared slide position of a conference call: a
// public participant must never learn which private slide the presenter is on, so every slide
// index they are sent (GET prescontrol, the .slide and .presenter topics) is held at the last
// public slide while the presenter is in the private part; they are told only that the presenter
// is there (isInPrivatePortion), so a held slide does not look like a stalled one.
import { acceptPrivateSlidesBeginAt } from '../presentation/loading.ts';

/**
 * The slide index to send a public participant for the presenter's `index`: unchanged before
 * PrivateSlidesBeginAt, else the last public slide. Null when the deck has no public slide at
 * all (PrivateSlidesBeginAt 0): such a participant has no slides and is sent no index.
 */
export function publicSlideIndex(
  index: number,
  privateSlidesBeginAt: number | null | undefined,
): number | null {
  const cut = acceptPrivateSlidesBeginAt(privateSlidesBeginAt);
  if (cut === null) return index;
  if (cut <= 0) return null;
  return Math.min(index, cut - 1);
}

/** Whether the presenter's `index` lies in the private part a public participant cannot see. */
export function isInPrivatePortion(
  index: number,
  privateSlidesBeginAt: number | null | undefined,
): boolean {
  const shown = publicSlideIndex(index, privateSlidesBeginAt);
  return shown !== null && shown !== index;
}

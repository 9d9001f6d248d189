// SPEC §6 public/private split: the presenter (and every registered participant) sees all
// slides; public participants see only those before PrivateSlidesBeginAt. The server applies
// this to presentation payloads, slide updates and slide images alike.
import { acceptPrivateSlidesBeginAt } from '../presentation/loading.ts';

/** Whether one slide index is shown to this viewer. A missing or invalid start means no cut. */
export function isSlideVisible(
  slideIndex: number,
  privateSlidesBeginAt: number | null | undefined,
  isPublicParticipant: boolean,
): boolean {
  if (!isPublicParticipant) return true;
  const cut = acceptPrivateSlidesBeginAt(privateSlidesBeginAt);
  return cut === null || slideIndex < cut;
}

/** SPEC §6: the slides this viewer may see, in their original order. */
export function visibleSlides<T extends { readonly Index: number }>(
  slides: readonly T[],
  privateSlidesBeginAt: number | null | undefined,
  isPublicParticipant: boolean,
): T[] {
  return slides.filter((s) => isSlideVisible(s.Index, privateSlidesBeginAt, isPublicParticipant));
}

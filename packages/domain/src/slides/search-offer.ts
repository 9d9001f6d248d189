// Which kinds offer attendees' `Search slides`, so every slide stage agrees. Apart from the
// search's schemas (search.ts): the slide stages ask it on the first screen, which does not load
// the schemas.
import { PresentationKind } from '../presentation/kind.ts';

/**
 * The kinds whose viewers are offered `Search slides`: those that show a deck the viewer pages
 * through beside or instead of a video or audio: slides only, on-demand media with slides (a
 * result seeks the media to its slide), and live video with slides, live and in its replay.
 */
export const SLIDE_SEARCH_KINDS: readonly PresentationKind[] = [
  PresentationKind.SlidesOnly,
  PresentationKind.MediaWithSlides,
  PresentationKind.LiveVideo,
];

/**
 * Whether the slide stage offers `Search slides`: a kind of SLIDE_SEARCH_KINDS, to a viewer who
 * may page through the slides on their own (SPEC §5): a result moves to its slide, which a
 * viewer who only follows the presenter could not do.
 */
export function isSlideSearchOffered(kind: PresentationKind, mayNavigate: boolean): boolean {
  return mayNavigate && SLIDE_SEARCH_KINDS.includes(kind);
}

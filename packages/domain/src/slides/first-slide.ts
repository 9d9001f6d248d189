// SPEC §2: the slide a fresh viewer paints first, which the server may announce in the viewer's
// HTML so its image downloads beside the script. Only kinds whose first slide is known from the
// presentation alone: a slide show starts on its first slide, on-demand media with slides at the
// start (slide 0 on a fresh start, SPEC §4). A call with slides shows the presenter's slide, once
// its position is known (SPEC §4 presControl); NRS Direct shows what its host shows.
import type { Presentation, Slide } from '../presentation/entities.ts';
import {
  derivePresentationKind,
  hasSlides,
  isReviewMode,
  PresentationKind,
  RouteChild,
  routeChildForKind,
} from '../presentation/kind.ts';
import { simuLiveReviewRouteChild } from '../simulive/review.ts';

/** The viewer's screen for a presentation (SPEC §2 RouteChild); none for NRS Direct. */
function viewerRoute(presentation: Presentation): RouteChild | null {
  const kind = derivePresentationKind(presentation);
  if (kind === PresentationKind.NrsDirect) return null;
  return (
    simuLiveReviewRouteChild(kind, isReviewMode(presentation), hasSlides(presentation)) ??
    routeChildForKind(kind)
  );
}

/** A call with slides: its first slide is the presenter's (conferenceFirstSlide). */
export function firstSlideFollowsPresenter(presentation: Presentation): boolean {
  return viewerRoute(presentation) === RouteChild.SlidesConference;
}

function inShowOrder(presentation: Presentation): Slide[] {
  return [...presentation.Slides].sort((a, b) => a.Index - b.Index);
}

export function firstSlideShown(presentation: Presentation): Slide | null {
  const route = viewerRoute(presentation);
  if (route !== RouteChild.Slides && route !== RouteChild.MediaSlides) return null;
  return inShowOrder(presentation)[0] ?? null;
}

/**
 * The slide a call's viewer shows for the presenter's position (GET presControl
 * SlideIndex, 0-based in the deck this viewer may see): past the end, the last slide.
 */
export function conferenceFirstSlide(
  presentation: Presentation,
  presenterSlideIndex: number,
): Slide | null {
  if (!firstSlideFollowsPresenter(presentation)) return null;
  const slides = inShowOrder(presentation);
  return slides[Math.min(presenterSlideIndex, slides.length - 1)] ?? null;
}

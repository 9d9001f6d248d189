// SPEC §2: the slide a fresh viewer paints first, which the server may announce in the viewer's
// HTML so its image downloads beside the script. Only kinds whose first slide is known from the
// presentation alone: a slide show starts on its first slide, on-demand media with slides at the
// start (slide 0 on a fresh start, SPEC §4). Calls and NRS Direct show what the presenter shows.
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

export function firstSlideShown(presentation: Presentation): Slide | null {
  const kind = derivePresentationKind(presentation);
  if (kind === PresentationKind.NrsDirect) return null;
  const route =
    simuLiveReviewRouteChild(kind, isReviewMode(presentation), hasSlides(presentation)) ??
    routeChildForKind(kind);
  if (route !== RouteChild.Slides && route !== RouteChild.MediaSlides) return null;
  let first: Slide | null = null;
  for (const slide of presentation.Slides) if (!first || slide.Index < first.Index) first = slide;
  return first;
}

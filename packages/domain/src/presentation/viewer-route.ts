// The SPEC §1 kind of a loaded presentation and the SPEC §2 route child that renders it, as the
// viewer page decides them. A review of a simulated-live call plays its recording on demand
// (simuLiveReviewRouteChild).
import { simuLiveReviewRouteChild } from '../simulive/review.ts';
import {
  derivePresentationKind,
  hasSlides,
  isReviewMode,
  routeChildForKind,
  type KindInput,
  type PresentationKind,
  type RouteChild,
} from './kind.ts';
import type { Presentation } from './entities.ts';

export interface ViewerRoute {
  readonly kind: PresentationKind;
  readonly routeChild: RouteChild;
}

export function viewerRouteOf(
  presentation: KindInput & Pick<Presentation, 'PasswordType'>,
): ViewerRoute {
  const kind = derivePresentationKind(presentation);
  const review = simuLiveReviewRouteChild(
    kind,
    isReviewMode(presentation),
    hasSlides(presentation),
  );
  return { kind, routeChild: review ?? routeChildForKind(kind) };
}

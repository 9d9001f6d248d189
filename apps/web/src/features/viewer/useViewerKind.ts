// The SPEC §1 kind of the loaded presentation and the SPEC §2 route child that renders it. A
// review of a simulated-live call plays its recording on demand (simuLiveReviewRouteChild).
import { useMemo } from 'react';
import {
  derivePresentationKind,
  hasSlides,
  isReviewMode,
  routeChildForKind,
  simuLiveReviewRouteChild,
  type PresentationKind,
  type RouteChild,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';

export function useViewerKind(): { kind: PresentationKind; routeChild: RouteChild } {
  const { presentation } = usePresentation();
  return useMemo(() => {
    const kind = derivePresentationKind(presentation);
    const review = simuLiveReviewRouteChild(
      kind,
      isReviewMode(presentation),
      hasSlides(presentation),
    );
    return { kind, routeChild: review ?? routeChildForKind(kind) };
  }, [presentation]);
}

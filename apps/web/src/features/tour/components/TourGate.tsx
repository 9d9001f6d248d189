// Mounts the guided tour only when SPEC §2 says it is shown; driver.js and the tour's texts are a
// lazy chunk of their own, fetched only then (ARCHITECTURE §7 initial JS budget).
import { lazy } from 'react';
import { useTourEligible } from '../useTourEligible.ts';
import { LazyBoundary } from '../../../shared/ui/LazyBoundary.tsx';

const GuidedTour = lazy(() => import('./GuidedTour.tsx'));

export function TourGate() {
  const { show, complete } = useTourEligible();
  if (!show) return null;
  return (
    <LazyBoundary fallback={null}>
      <GuidedTour onComplete={complete} />
    </LazyBoundary>
  );
}

// Hosts the presentation-level hub for the views whose SPEC §2 entry plan (the domain's planEntry)
// follows the presentation's topics. This is all the viewer's initial JS carries of it: the hub
// client (socket.io) and the session load with the view, in a lazy chunk of their own
// (ARCHITECTURE §7 budget).
import { lazy } from 'react';
import { EntryStep, isReviewMode, planEntry, type RouteChild } from '@podium/domain';
import { withChunkTimeout } from '../../shared/lazy-chunk.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { LazyBoundary } from '../../shared/ui/LazyBoundary.tsx';
import { loadPresentationHubView } from '../viewer/kind-views.ts';

// Its code is evaluated in parts, a task each, as a live view's is (kind-views.ts inParts).
const PresentationHubView = lazy(
  withChunkTimeout(() =>
    loadPresentationHubView().then((m) => ({ default: m.PresentationHubView })),
  ),
);

export function PresentationHubHost({ routeChild }: { readonly routeChild: RouteChild }) {
  const { presentation, isRetail = false, preview = false } = usePresentation();
  const steps = planEntry({
    route: routeChild,
    // SPEC §4: a retail show opens no socket (and asks no hub token).
    isRetail,
    reviewMode: isReviewMode(presentation),
    // The call's own fields decide only the conference routes' plans, which the conference
    // session runs; none of them follows the presentation's topics.
    isSimuLiveReview: false,
    callEndedWithPublishedReplay: false,
    registrationEnabled: false,
  });
  // SPEC §4: no socket in a preview.
  if (preview || !steps.includes(EntryStep.FollowPresentationTopics)) return null;
  return (
    <LazyBoundary fallback={null}>
      <PresentationHubView />
    </LazyBoundary>
  );
}

// Hosts the presentation-level hub for the kinds that open one (presentation-hub.rules.ts). This
// is all the viewer's initial JS carries of it: the hub client (socket.io) and the session load
// with the view, in a lazy chunk of their own (ARCHITECTURE §7 budget).
import { Suspense, lazy } from 'react';
import type { RouteChild } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { opensPresentationHub } from './presentation-hub.rules.ts';

const PresentationHubView = lazy(() =>
  import('./components/PresentationHubView.tsx').then((m) => ({
    default: m.PresentationHubView,
  })),
);

export function PresentationHubHost({ routeChild }: { readonly routeChild: RouteChild }) {
  const { presentation } = usePresentation();
  if (!opensPresentationHub(routeChild, presentation)) return null;
  return (
    <Suspense fallback={null}>
      <PresentationHubView />
    </Suspense>
  );
}

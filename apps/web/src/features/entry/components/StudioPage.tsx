// /{presId}/studio/: the live video studio of panelists and coordinators, behind the same entry
// guard as the viewer (SPEC §2). The studio is a lazy chunk (ARCHITECTURE §7) and decides who may
// use it from the server's answer (SPEC §7 getStartURL).
import { lazy } from 'react';
import { usePresId } from '../usePresId.ts';
import { PresentationGate } from './PresentationGate.tsx';
import { LazyBoundary } from '../../../shared/ui/LazyBoundary.tsx';

const StudioView = lazy(() =>
  import('../../live-video/StudioView.tsx').then((m) => ({ default: m.StudioView })),
);

export function StudioPage() {
  const presId = usePresId();
  return (
    <PresentationGate presId={presId} expected="viewer" destination="studio">
      <LazyBoundary>
        <StudioView />
      </LazyBoundary>
    </PresentationGate>
  );
}

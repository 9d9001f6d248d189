// /{presId}/console/ (ARCHITECTURE §5): the coordinator console, behind the same entry guard as
// the viewer (SPEC §2), and the destination kept through validation and the disclaimer. The console itself is a lazy chunk (ARCHITECTURE §7: it is not part of
// the viewer's initial JS) and decides who may use it from the server's answers.
import { lazy } from 'react';
import { usePresId } from '../usePresId.ts';
import { PresentationGate } from './PresentationGate.tsx';
import { LazyBoundary } from '../../../shared/ui/LazyBoundary.tsx';

const ConsoleView = lazy(() =>
  import('../../console/ConsoleView.tsx').then((m) => ({ default: m.ConsoleView })),
);

export function ConsolePage() {
  const presId = usePresId();
  return (
    <PresentationGate presId={presId} expected="viewer" destination="console">
      <LazyBoundary>
        <ConsoleView />
      </LazyBoundary>
    </PresentationGate>
  );
}

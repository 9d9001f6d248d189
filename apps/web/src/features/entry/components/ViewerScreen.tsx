import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { useKeepAlive } from '../../session/useKeepAlive.ts';
import { usePresId } from '../usePresId.ts';
import { PresentationGate } from './PresentationGate.tsx';

function KeptAlive() {
  useKeepAlive(true);
  return <ViewerPage />;
}

/** /{presId}/viewer/ (SPEC §2): the viewer, with the session kept alive while it is open. */
export function ViewerScreen() {
  const presId = usePresId();
  return (
    <PresentationGate presId={presId} expected="viewer">
      <KeptAlive />
    </PresentationGate>
  );
}

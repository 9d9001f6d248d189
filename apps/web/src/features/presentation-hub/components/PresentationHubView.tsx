// The lazy part of the presentation-level hub: runs the session while the viewer shows the
// presentation and renders its SPEC §8 connection toaster (the shared realtime component).
import { useContext, useEffect } from 'react';
import { ConnectionToaster } from '../../realtime/components/ConnectionToaster.tsx';
import '../../realtime/realtime-i18n.ts';
import { loadPresentation, usePresentationStore } from '../../presentation/presentation.store.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { PresentationHubContext } from '../presentation-hub.context.ts';
import { startPresentationHubSession } from '../presentation-hub.session.ts';
import { usePresentationHubStore } from '../presentation-hub.store.ts';

function usePresentationHubSession(): void {
  const { presId, presentation, user, logId } = usePresentation();
  const hub = useContext(PresentationHubContext);
  const coreId = user?.CoreId ?? null;

  useEffect(() => {
    const session = startPresentationHubSession({
      presId,
      logId,
      getPresentation: () => {
        const latest = usePresentationStore.getState().loading.presentation;
        return latest?.PresentationId === presId ? latest : presentation;
      },
      reloadPresentation: () =>
        void loadPresentation(presId, { force: true }).catch(() => undefined),
      ...(hub === null ? {} : { hub }),
    });
    return () => session.stop();
    // The session lives for this presentation and user; a reloaded presentation is read through
    // getPresentation, so a reload does not reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presId, coreId, logId, hub]);
}

export function PresentationHubView() {
  usePresentationHubSession();
  const toaster = usePresentationHubStore((s) => s.toaster);
  return <ConnectionToaster state={toaster} />;
}

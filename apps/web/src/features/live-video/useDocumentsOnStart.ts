// SPEC §5 HideDocumentsBeforeEvent: the server leaves an attendee's documents out until the live
// video event starts, so when the status turns to started the presentation is read again (forced)
// and the Documents panel appears without a page reload.
import { useEffect, useRef } from 'react';
import { loadPresentation } from '../presentation/presentation.store.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useLiveVideoStore } from './live-video.store.ts';

export function useDocumentsOnStart(): void {
  const { presId, presentation } = usePresentation();
  const hides = presentation.ConferenceCallData?.HideDocumentsBeforeEvent ?? false;
  const started = useLiveVideoStore((s) => s.status?.HasStarted ?? false);
  const seenStarted = useRef(started);
  useEffect(() => {
    if (started && !seenStarted.current && hides) {
      void loadPresentation(presId, { force: true }).catch(() => undefined);
    }
    seenStarted.current = started;
  }, [started, hides, presId]);
}

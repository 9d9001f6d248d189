// SPEC §5 Q&A event state of a simulated-live show: loaded (the broadcast was read) and not
// ended. Null for every other kind, which keeps its own event state.
import { isSimuLiveKind, SimuLivePhase, type QnaEventState } from '@podium/domain';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { phaseNow, useSimuLiveStore } from './simulive.store.ts';

export function useSimuLiveQnaState(): QnaEventState | null {
  const { kind } = useViewerKind();
  const loaded = useSimuLiveStore((s) => s.control !== null);
  const ended = useSimuLiveStore((s) => phaseNow(s, Date.now()) === SimuLivePhase.Ended);
  if (!isSimuLiveKind(kind)) return null;
  return { kind: 'simuLive', loaded, ended };
}

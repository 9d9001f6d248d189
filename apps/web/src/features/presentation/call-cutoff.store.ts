// SPEC §6: whether the presentation's conference call has cut this viewer off, for the parts of
// the viewer outside the call's lazy chunk (the bottom bar, the side panel toggles). The call
// views own the call's state and say so here (conference.store); the shell only reads. A store of
// its own keeps the call's state and reducers out of the viewer's initial JS (ARCHITECTURE §7).
import { create } from 'zustand';
import type { CutOffReason } from '@podium/domain';

interface CallCutOffState {
  readonly cutOff: CutOffReason | null;
}

export const useCallCutOffStore = create<CallCutOffState>(() => ({ cutOff: null }));

export function setCallCutOff(cutOff: CutOffReason | null): void {
  if (useCallCutOffStore.getState().cutOff !== cutOff) useCallCutOffStore.setState({ cutOff });
}

/** Why the call cut this viewer off, or null while it has not. */
export function useCallCutOff(): CutOffReason | null {
  return useCallCutOffStore((state) => state.cutOff);
}

// Whether the viewer shows captions over the player and the Transcript panel beside it. Both
// start off on every presentation (a person turns them on); the player resets them on unmount.
import { create } from 'zustand';

export interface CaptionsViewState {
  readonly captionsOn: boolean;
  readonly transcriptOpen: boolean;
}

const initial: CaptionsViewState = { captionsOn: false, transcriptOpen: false };

export const useCaptionsStore = create<CaptionsViewState>(() => initial);

export function toggleCaptions(): void {
  useCaptionsStore.setState((s) => ({ captionsOn: !s.captionsOn }));
}

export function toggleTranscript(): void {
  useCaptionsStore.setState((s) => ({ transcriptOpen: !s.transcriptOpen }));
}

export function resetCaptionsStore(): void {
  useCaptionsStore.setState(initial, true);
}

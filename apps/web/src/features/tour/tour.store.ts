// Whether the live video view is playing the replay (SPEC §4 "replay available"): the guided tour
// is never shown over a replay (SPEC §2). The live video view owns that state and says so here;
// the viewer shell only reads it, so no live video code joins the viewer's initial JS.
import { create } from 'zustand';

interface LiveVideoReplayState {
  readonly replay: boolean;
}

export const useLiveVideoReplayStore = create<LiveVideoReplayState>(() => ({ replay: false }));

export function setLiveVideoReplay(replay: boolean): void {
  if (useLiveVideoReplayStore.getState().replay !== replay)
    useLiveVideoReplayStore.setState({ replay });
}

export function useLiveVideoReplay(): boolean {
  return useLiveVideoReplayStore((state) => state.replay);
}

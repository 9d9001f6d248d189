// Whether the live video view is playing the replay (SPEC §4 "replay available"): the guided tour
// is never shown over a replay (SPEC §2). The live video view owns that state and says so here;
// the viewer shell only reads it, so no live video code joins the viewer's initial JS.
import { create } from 'zustand';

interface LiveVideoReplayState {
  /** Null until a live video view knows its event's state (or after it closed). */
  readonly replay: boolean | null;
}

export const useLiveVideoReplayStore = create<LiveVideoReplayState>(() => ({ replay: null }));

export function setLiveVideoReplay(replay: boolean | null): void {
  if (useLiveVideoReplayStore.getState().replay !== replay)
    useLiveVideoReplayStore.setState({ replay });
}

export function useLiveVideoReplay(): boolean | null {
  return useLiveVideoReplayStore((state) => state.replay);
}

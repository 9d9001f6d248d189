// How far the presentation's live event has got, as the viewer knows it (domain EventLiveState),
// for the parts of the viewer outside the kinds' lazy chunks (the Welcome side panel). The kind
// views own the event's state and say so here; the shell only reads. A store of its own keeps
// the kinds' state and reducers out of the viewer's initial JS (ARCHITECTURE §7).
import { create } from 'zustand';
import { EventLiveState } from '@podium/domain';

interface EventLiveStoreState {
  readonly liveState: EventLiveState;
}

export const useEventLiveStore = create<EventLiveStoreState>(() => ({
  liveState: EventLiveState.Unknown,
}));

export function setEventLiveState(liveState: EventLiveState): void {
  if (useEventLiveStore.getState().liveState !== liveState)
    useEventLiveStore.setState({ liveState });
}

export function useEventLiveState(): EventLiveState {
  return useEventLiveStore((state) => state.liveState);
}

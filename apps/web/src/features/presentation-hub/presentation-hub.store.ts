// The presentation-level hub as the rest of the viewer sees it: the SPEC §8 connection toaster,
// whether the hub is connected, and the SPEC §7 UpdateUserPresData sender of the running session.
// This module is in the viewer's initial JS; the hub client itself is loaded lazily and hands
// itself over here when its session starts (presentation-hub.session.ts).
import { create } from 'zustand';
import {
  connectionToasterReducer,
  initialConnectionToasterState,
  type ConnectionToasterEvent,
  type ConnectionToasterState,
} from '@podium/domain';
import type { HubClient } from '../../shared/hub/hub.types.ts';

interface PresentationHubState {
  readonly toaster: ConnectionToasterState;
  /** The session's hub while one runs (connected or not). */
  readonly sender: Pick<HubClient, 'updateUserPresData'> | null;
  /** The presentation the running session is for. */
  readonly presId: number | null;
  readonly connected: boolean;
}

const initialState: PresentationHubState = {
  toaster: initialConnectionToasterState,
  sender: null,
  presId: null,
  connected: false,
};

export const usePresentationHubStore = create<PresentationHubState>(() => initialState);

export function resetPresentationHub(): void {
  usePresentationHubStore.setState(initialState);
}

export function dispatchHubToaster(event: ConnectionToasterEvent): void {
  usePresentationHubStore.setState((state) => ({
    toaster: connectionToasterReducer(state.toaster, event),
  }));
}

/**
 * SPEC §7 UpdateUserPresData for presId's resume position. Resolves true only when the server
 * saved it; false when no session of presId is connected or the server did not accept it, so the
 * caller saves another way.
 */
export async function sendUserPresData(presId: number, seconds: number): Promise<boolean> {
  const { sender, connected, presId: sessionPresId } = usePresentationHubStore.getState();
  if (sender === null || !connected || sessionPresId !== presId) return false;
  const ack = await sender.updateUserPresData({
    PresId: presId,
    ResumeMediaData: { TimeStampSeconds: seconds },
  });
  return ack.ok;
}

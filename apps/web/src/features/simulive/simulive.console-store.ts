// The broadcast as the coordinator console knows it: the last GET or POST playback/control
// answer, with the {Status, Offset} of every liveevent.{confId}.playback message applied to it,
// stamped with the client time it arrived (a playing broadcast's position moves on from there).
// Hub messages become state here only; BroadcastControls reads it.
import { create } from 'zustand';
import type { PlaybackControlMessage, PlaybackControlResponse } from '@podium/domain';

export interface ConsoleBroadcastState {
  readonly control: PlaybackControlResponse | null;
  /** Client clock (Date.now()) when control arrived. */
  readonly receivedAtMs: number;
  /** The last read or command failed. */
  readonly failed: boolean;
}

const initial: ConsoleBroadcastState = { control: null, receivedAtMs: 0, failed: false };

export const useConsoleBroadcastStore = create<ConsoleBroadcastState>(() => initial);

export function resetConsoleBroadcast(): void {
  useConsoleBroadcastStore.setState(initial, true);
}

/** A full answer (GET, or the POST of the console's own command). */
export function consoleBroadcastAfterResponse(
  _state: ConsoleBroadcastState,
  response: PlaybackControlResponse,
  atMs: number,
): ConsoleBroadcastState {
  return { control: response, receivedAtMs: atMs, failed: false };
}

/**
 * A hub message: a coordinator paused, resumed or stopped the broadcast. The schedule stays as
 * read; a command is only ever published for a broadcast that has not ended. Before the first
 * read there is nothing to apply it to: that read brings the same state.
 */
export function consoleBroadcastAfterMessage(
  state: ConsoleBroadcastState,
  message: PlaybackControlMessage,
  atMs: number,
): ConsoleBroadcastState {
  if (state.control === null) return state;
  return {
    ...state,
    control: { ...state.control, Status: message.Status, Offset: message.Offset, Ended: false },
    receivedAtMs: atMs,
  };
}

export function applyConsoleControlResponse(response: PlaybackControlResponse): void {
  useConsoleBroadcastStore.setState((s) => consoleBroadcastAfterResponse(s, response, Date.now()));
}

export function applyConsoleControlMessage(message: PlaybackControlMessage): void {
  useConsoleBroadcastStore.setState((s) => consoleBroadcastAfterMessage(s, message, Date.now()));
}

export function consoleControlFailed(): void {
  useConsoleBroadcastStore.setState({ failed: true });
}

// The broadcast as this viewer knows it: the last SPEC §3 Playback {Status, Offset} it read or
// heard on liveevent.{confId}.playback, stamped with the client time it arrived, and the schedule.
// The position at any moment is the domain's broadcastHeardAt; the phase the domain's simuLivePhase.
import { create } from 'zustand';
import {
  broadcastHeardAt,
  simuLivePhase,
  type BroadcastNow,
  type PlaybackControlMessage,
  type PlaybackControlResponse,
  type PlaybackMediaResponse,
  type SimuLivePhase,
} from '@podium/domain';

export interface SimuLiveState {
  readonly control: PlaybackControlMessage | null;
  /** Client clock (Date.now()) when control arrived. */
  readonly receivedAtMs: number;
  readonly ended: boolean;
  readonly startMs: number | null;
  readonly durationSeconds: number | null;
  readonly media: PlaybackMediaResponse | null;
  readonly failed: boolean;
}

const initial: SimuLiveState = {
  control: null,
  receivedAtMs: 0,
  ended: false,
  startMs: null,
  durationSeconds: null,
  media: null,
  failed: false,
};

export const useSimuLiveStore = create<SimuLiveState>(() => initial);

export function resetSimuLive(): void {
  useSimuLiveStore.setState(initial, true);
}

/** A GET playback/control answer: the full picture (a failed read's flag is the reader's). */
export function applyControlResponse(response: PlaybackControlResponse, atMs: number): void {
  useSimuLiveStore.setState({
    control: { Status: response.Status, Offset: response.Offset },
    receivedAtMs: atMs,
    ended: response.Ended,
    startMs: Date.parse(response.StartTimeUtc),
    durationSeconds: response.DurationSeconds,
  });
}

/** A hub message: a coordinator paused, resumed or stopped the broadcast. */
export function applyControlMessage(message: PlaybackControlMessage, atMs: number): void {
  useSimuLiveStore.setState({ control: message, receivedAtMs: atMs, ended: false });
}

/** Where the broadcast is at clientNowMs, as this viewer heard it (null before the first read). */
export function broadcastNow(state: SimuLiveState, clientNowMs: number): BroadcastNow | null {
  const { control, durationSeconds } = state;
  if (control === null || durationSeconds === null) return null;
  const { receivedAtMs, ended } = state;
  return broadcastHeardAt({ control, receivedAtMs, ended, durationSeconds }, clientNowMs);
}

export function phaseNow(state: SimuLiveState, clientNowMs: number): SimuLivePhase | null {
  const now = broadcastNow(state, clientNowMs);
  if (now === null || state.startMs === null || state.durationSeconds === null) return null;
  return simuLivePhase(
    { startMs: state.startMs, durationSeconds: state.durationSeconds },
    now,
    clientNowMs,
  );
}

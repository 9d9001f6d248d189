// SPEC §4 simulated-live states (starting soon 15 minutes before start, started at start, ended
// after the recording ends, loaded) and the SPEC §9 timers that move a viewer between them
// without a reload: a timer is set only when its moment is under 24 h away.
import { SIMULIVE_STARTING_SOON_MS } from '../constants.ts';
import { timerDelayMs } from '../conference/timers.ts';
import type { BroadcastNow, BroadcastSchedule } from './broadcast.ts';

export const SimuLivePhase = {
  /** More than 15 minutes before the start. */
  Scheduled: 'scheduled',
  /** SPEC §4/§9: 900000 ms before the start. */
  StartingSoon: 'startingSoon',
  /** On air (playing or held paused by a coordinator). */
  Started: 'started',
  /** A coordinator stopped the broadcast; resuming starts it again from the beginning. */
  Stopped: 'stopped',
  /** The recording played to its end. */
  Ended: 'ended',
} as const;
export type SimuLivePhase = (typeof SimuLivePhase)[keyof typeof SimuLivePhase];

/** The phase of a broadcast read at nowMs (see broadcastAt). */
export function simuLivePhase(
  schedule: BroadcastSchedule,
  broadcast: BroadcastNow,
  nowMs: number,
): SimuLivePhase {
  if (broadcast.ended) return SimuLivePhase.Ended;
  switch (broadcast.Status) {
    case 'NotStarted':
      return nowMs >= schedule.startMs - SIMULIVE_STARTING_SOON_MS
        ? SimuLivePhase.StartingSoon
        : SimuLivePhase.Scheduled;
    case 'Playing':
    case 'Paused':
      return SimuLivePhase.Started;
    case 'Stopped':
      return SimuLivePhase.Stopped;
  }
}

/**
 * Milliseconds until the phase next changes on its own (starting soon, start, end of the
 * recording), or null when nothing is due under 24 h (SPEC §9) or nothing changes by itself
 * (paused, stopped, ended: only a coordinator moves those on).
 */
export function nextPhaseDelayMs(
  schedule: BroadcastSchedule,
  broadcast: BroadcastNow,
  nowMs: number,
): number | null {
  if (broadcast.ended) return null;
  switch (broadcast.Status) {
    case 'NotStarted': {
      const soonAt = schedule.startMs - SIMULIVE_STARTING_SOON_MS;
      return timerDelayMs(nowMs < soonAt ? soonAt : schedule.startMs, nowMs);
    }
    case 'Playing':
      return timerDelayMs(nowMs + (schedule.durationSeconds - broadcast.Offset) * 1000, nowMs);
    case 'Paused':
    case 'Stopped':
      return null;
  }
}

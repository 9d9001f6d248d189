// SPEC §4, §9 event timers: when the starting-soon and available flags turn on, computed from
// the start time and the current time, both passed in. A timer is set only if it fires under
// 24 h from now (SPEC §9): longer delays overflow browser timers, and the page will have
// reloaded or recomputed (SPEC §4: a changed start time recomputes timers) long before.
import {
  CALL_AVAILABLE_BEFORE_MS,
  LIVE_STARTING_SOON_MS,
  MAX_TIMER_MS,
  SIMULIVE_STARTING_SOON_MS,
} from '../constants.ts';

/**
 * Delay until `atMs`: 0 when that moment has passed (the flag applies at once), null when it
 * is 24 h or more away (no timer), else the milliseconds to wait.
 */
export function timerDelayMs(atMs: number, nowMs: number): number | null {
  const delay = atMs - nowMs;
  if (delay >= MAX_TIMER_MS) return null;
  return Math.max(0, delay);
}

/** SPEC §4: live video starting-soon flag 14 minutes before start. */
export function liveStartingSoonDelayMs(startMs: number, nowMs: number): number | null {
  return timerDelayMs(startMs - LIVE_STARTING_SOON_MS, nowMs);
}

/** SPEC §4: the call is available 15 minutes before start. */
export function callAvailableDelayMs(startMs: number, nowMs: number): number | null {
  return timerDelayMs(startMs - CALL_AVAILABLE_BEFORE_MS, nowMs);
}

/** SPEC §4: simulated-live starting soon 15 minutes before start. */
export function simuLiveStartingSoonDelayMs(startMs: number, nowMs: number): number | null {
  return timerDelayMs(startMs - SIMULIVE_STARTING_SOON_MS, nowMs);
}

/** SPEC §4: simulated-live started at start. */
export function simuLiveStartDelayMs(startMs: number, nowMs: number): number | null {
  return timerDelayMs(startMs, nowMs);
}

export interface EventTimers {
  /** null: no timer now (24 h or more away); 0: already due. */
  readonly liveStartingSoonMs: number | null;
  readonly callAvailableMs: number | null;
  readonly simuLiveStartingSoonMs: number | null;
  readonly simuLiveStartMs: number | null;
}

/**
 * All timers for a start time given as an ISO UTC string (SPEC §3 StartTimeUtc). A missing or
 * unreadable start time sets no timer.
 */
export function eventTimers(startTimeUtc: string | null, nowMs: number): EventTimers {
  const startMs = startTimeUtc === null ? Number.NaN : Date.parse(startTimeUtc);
  if (Number.isNaN(startMs)) {
    return {
      liveStartingSoonMs: null,
      callAvailableMs: null,
      simuLiveStartingSoonMs: null,
      simuLiveStartMs: null,
    };
  }
  return {
    liveStartingSoonMs: liveStartingSoonDelayMs(startMs, nowMs),
    callAvailableMs: callAvailableDelayMs(startMs, nowMs),
    simuLiveStartingSoonMs: simuLiveStartingSoonDelayMs(startMs, nowMs),
    simuLiveStartMs: simuLiveStartDelayMs(startMs, nowMs),
  };
}

/** The flags as of now, for a first render before any timer fired. */
export function isLiveStartingSoon(startMs: number, nowMs: number): boolean {
  return nowMs >= startMs - LIVE_STARTING_SOON_MS;
}
export function isCallAvailable(startMs: number, nowMs: number): boolean {
  return nowMs >= startMs - CALL_AVAILABLE_BEFORE_MS;
}
export function isSimuLiveStartingSoon(startMs: number, nowMs: number): boolean {
  return nowMs >= startMs - SIMULIVE_STARTING_SOON_MS;
}

// The one status line a viewer shows for a scheduled event (SPEC §4 call status, live video and
// simulated-live states, SPEC §8 texts): every kind and every moment maps to exactly one status,
// so a page never says "starts at", "starting soon" and "available" at once.
import {
  CALL_AVAILABLE_BEFORE_MS,
  LIVE_STARTING_SOON_MS,
  SIMULIVE_STARTING_SOON_MS,
} from '../constants.ts';

export const EventStatus = {
  /** Before the call is available (SPEC §8 "Stream Not Started"). */
  NotStarted: 'notStarted',
  /** SPEC §4: call available 15 minutes before start. */
  Available: 'available',
  /** SPEC §4: starting soon 14 minutes before start (15 for simulated-live), and still so while a late call has not begun. */
  StartingSoon: 'startingSoon',
  Live: 'live',
  Practice: 'practice',
  Ended: 'ended',
  Cancelled: 'cancelled',
  Expired: 'expired',
  /** Ended, with its replay available to watch here. */
  Replay: 'replay',
} as const;
export type EventStatus = (typeof EventStatus)[keyof typeof EventStatus];

/** How the kind schedules its start: a call or live video (SPEC §4) or simulated-live. */
export type ScheduleKind = 'call' | 'liveVideo' | 'simuLive';

export interface EventStatusInput {
  readonly kind: ScheduleKind;
  readonly startTimeUtc: string | null;
  readonly nowMs: number;
  readonly isCancelled: boolean;
  readonly isLive: boolean;
  readonly isPractice: boolean;
  readonly isEnded: boolean;
  readonly isReplayExpired: boolean;
  /** The ended event's replay can be watched on this page. */
  readonly isReplayAvailable: boolean;
}

/**
 * The status, most final first: cancelled, expired, replay, ended, live, practice; before the
 * event, the clock decides. A call or live video is available from 15 minutes before its start
 * and starting soon from 14 minutes before (SPEC §4, §9) until it actually begins — a call that
 * runs late is still "starting soon", never "not started" or "available" again. Simulated-live
 * is starting soon 15 minutes before and live from its start (SPEC §4).
 */
export function eventStatus(input: EventStatusInput): EventStatus {
  if (input.isCancelled) return EventStatus.Cancelled;
  if (input.isReplayExpired) return EventStatus.Expired;
  if (input.isEnded) return input.isReplayAvailable ? EventStatus.Replay : EventStatus.Ended;
  if (input.isLive) return EventStatus.Live;
  if (input.isPractice) return EventStatus.Practice;
  const startMs = input.startTimeUtc === null ? Number.NaN : Date.parse(input.startTimeUtc);
  if (Number.isNaN(startMs)) return EventStatus.NotStarted;
  const untilStart = startMs - input.nowMs;
  if (input.kind === 'simuLive') {
    if (untilStart <= 0) return EventStatus.Live;
    return untilStart <= SIMULIVE_STARTING_SOON_MS
      ? EventStatus.StartingSoon
      : EventStatus.NotStarted;
  }
  if (untilStart <= LIVE_STARTING_SOON_MS) return EventStatus.StartingSoon;
  if (untilStart <= CALL_AVAILABLE_BEFORE_MS) return EventStatus.Available;
  return EventStatus.NotStarted;
}

/** The event is over for good: nothing live is left to join (its replay aside). */
export function isCallOverStatus(status: EventStatus): boolean {
  return (
    status === EventStatus.Ended ||
    status === EventStatus.Expired ||
    status === EventStatus.Replay ||
    status === EventStatus.Cancelled
  );
}

/**
 * When the status next changes by the clock alone (ms from now), or null when only a message
 * can change it. Lets a page re-render at the right moment instead of polling.
 */
export function nextStatusChangeMs(input: EventStatusInput): number | null {
  const status = eventStatus(input);
  const byClock: readonly EventStatus[] = [
    EventStatus.NotStarted,
    EventStatus.Available,
    EventStatus.StartingSoon,
  ];
  if (!byClock.includes(status)) return null;
  const startMs = input.startTimeUtc === null ? Number.NaN : Date.parse(input.startTimeUtc);
  if (Number.isNaN(startMs)) return null;
  const thresholds =
    input.kind === 'simuLive'
      ? [startMs - SIMULIVE_STARTING_SOON_MS, startMs]
      : [startMs - CALL_AVAILABLE_BEFORE_MS, startMs - LIVE_STARTING_SOON_MS];
  const next = thresholds.find((at) => at > input.nowMs);
  return next === undefined ? null : next - input.nowMs;
}

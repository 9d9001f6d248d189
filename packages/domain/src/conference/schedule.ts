// The coordinator's schedule controls (ARCHITECTURE §5 console): cancelling a call and moving its
// start time. SPEC §4 says what the audience sees ("A call update with IsDeleted cancels the
// call; a changed start time reopens the pre-event modal and recomputes timers") but not when a
// coordinator may do either; the rules here are Podium's, and the server refuses anything else.
import { CallStatus } from '../realtime/payloads.ts';
import type { ConsoleCallState } from './console.ts';

/**
 * How far in the past a new start time may lie. The console's picker has minute precision and
 * the coordinator's clock may run a little off the server's, so "now" must not be refused; a
 * start further back than this is a mistake (the pre-event modal would open on a time gone by).
 */
export const START_TIME_PAST_MARGIN_MS = 5 * 60_000;

/**
 * How far ahead a new start time may lie. Events are scheduled weeks or months out; a start
 * years away is a mistyped year (a datetime-local input takes six-digit years).
 */
export const START_TIME_MAX_AHEAD_MS = 366 * 86_400_000;

type ScheduleState = Pick<ConsoleCallState, 'status' | 'isDeleted'>;

/**
 * A call can be cancelled until its audience has heard it: before the call or during the
 * presenters' practice session. A call that went live has happened; it is ended instead.
 */
export function mayCancelCall(state: ScheduleState): boolean {
  return !state.isDeleted && (state.status === null || state.status === CallStatus.PracticeSession);
}

/**
 * The start time moves only before the call: it drives the pre-event modal and its timers
 * (SPEC §4, §9), which end once the call has begun (practice included, SPEC §5 pre-event).
 */
export function mayChangeStartTime(state: ScheduleState): boolean {
  return !state.isDeleted && state.status === null;
}

export type StartTimeProblem =
  /** Not an ISO 8601 date-time the clock can read. */
  | 'invalid'
  /** More than START_TIME_PAST_MARGIN_MS before now. */
  | 'past'
  /** More than START_TIME_MAX_AHEAD_MS after now. */
  | 'tooFar';

/** Why a proposed start time (ISO UTC) is refused at `nowMs`, or null when it is acceptable. */
export function startTimeProblem(startTimeUtc: string, nowMs: number): StartTimeProblem | null {
  const startMs = Date.parse(startTimeUtc);
  if (Number.isNaN(startMs)) return 'invalid';
  if (startMs < nowMs - START_TIME_PAST_MARGIN_MS) return 'past';
  if (startMs > nowMs + START_TIME_MAX_AHEAD_MS) return 'tooFar';
  return null;
}

// SPEC §4, §7, §8, §9 connection recovery: the reconnect delay schedule, the socket-token and hub
// retry policies, and the connection toaster. Time is passed in; nothing here reads a clock.
import {
  CONNECTION_TOASTER_COUNTDOWN_S,
  HUB_MAX_RETRIES,
  HUB_RETRY_DELAY_MS,
  SESSION_TOKEN_MAX_RETRIES,
  SESSION_TOKEN_RETRY_MS,
  SOCKET_RECONNECT_DELAY_EARLY_MS,
  SOCKET_RECONNECT_DELAY_LATE_MS,
  SOCKET_RECONNECT_EARLY_WINDOW_MS,
} from '../constants.ts';

/**
 * SPEC §9: reconnect delay 10 s for the first 60 s of being disconnected, then 60 s: quick
 * recovery from a blip or a server restart, without hammering a server that stays down.
 */
export function socketReconnectDelayMs(disconnectedForMs: number): number {
  return disconnectedForMs < SOCKET_RECONNECT_EARLY_WINDOW_MS
    ? SOCKET_RECONNECT_DELAY_EARLY_MS
    : SOCKET_RECONNECT_DELAY_LATE_MS;
}

/** The first `count` reconnect attempts, as offsets from the moment the connection was lost. */
export function socketReconnectSchedule(count: number): number[] {
  const times: number[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    at += socketReconnectDelayMs(at);
    times.push(at);
  }
  return times;
}

/**
 * SPEC §8/§9: whether a failed attempt to bring back a lost connection is the one that shows
 * "Reconnection attempt failed. Please refresh this page or dial-in to the event."
 *
 * The quick attempts of the first 60 s run while the toaster counts down (also 60); once that
 * window has passed the toaster says "Retrying...", and the attempt it announces is the first
 * one begun once the window is over (the sixth, as the countdown reaches zero). When that
 * attempt fails, the failure text is due: waiting for the 60 s retries to run out instead
 * would leave "Retrying..." up for good, since a lost connection keeps being retried every
 * 60 s (a later reconnect still hides the toaster).
 *
 * `attemptStartedAfterLossMs` is when the failed attempt began, counted from the loss: an
 * attempt begun inside the window that only fails after it is still a quick one.
 */
export function isReconnectAttemptFailure(attemptStartedAfterLossMs: number): boolean {
  return attemptStartedAfterLossMs >= SOCKET_RECONNECT_EARLY_WINDOW_MS;
}

/**
 * A bounded retry policy: the delay before retry number `retriesDone + 1`, or null once the
 * retries are used up.
 */
export interface RetryPolicy {
  readonly delayMs: number;
  readonly maxRetries: number;
}

/** SPEC §4, §9: the session (socket) token is retried every 10 s, at most 5 times. */
export const SOCKET_TOKEN_RETRY_POLICY: RetryPolicy = {
  delayMs: SESSION_TOKEN_RETRY_MS,
  maxRetries: SESSION_TOKEN_MAX_RETRIES,
};
/** SPEC §7: the hub connection is retried up to 5 times, 5 s apart. */
export const HUB_RETRY_POLICY: RetryPolicy = {
  delayMs: HUB_RETRY_DELAY_MS,
  maxRetries: HUB_MAX_RETRIES,
};

export function nextRetryDelayMs(policy: RetryPolicy, retriesDone: number): number | null {
  return retriesDone < policy.maxRetries ? policy.delayMs : null;
}

// --- connection toaster (SPEC §8) ------------------------------------------------------------

/** i18n keys (namespace `realtime`) of the SPEC §8 connection texts. */
export const CONNECTION_TOASTER_KEYS = {
  /** "Connection error detected." — shown with the countdown. */
  errorDetected: 'realtime:connection.errorDetected',
  /** "Connection error detected. Retrying..." */
  retrying: 'realtime:connection.retrying',
  /** "Reconnection attempt failed. Please refresh this page or dial-in to the event." */
  failed: 'realtime:connection.failed',
} as const;
export type ConnectionToasterKey =
  (typeof CONNECTION_TOASTER_KEYS)[keyof typeof CONNECTION_TOASTER_KEYS];

export type ConnectionToasterState =
  | { readonly phase: 'hidden' }
  | {
      readonly phase: 'countdown';
      readonly startedAtMs: number;
      readonly secondsLeft: number;
      /** When the next attempt is due (SPEC §9 schedule); null until the client says. */
      readonly nextAttemptAtMs: number | null;
    }
  | { readonly phase: 'retrying' }
  | { readonly phase: 'failed' };

export type ConnectionToasterEvent =
  /** The socket failed to connect or dropped. */
  | { readonly type: 'connectionLost'; readonly atMs: number }
  /** The client set its next attempt for `atMs` (10 s apart in the first 60 s, then 60 s). */
  | { readonly type: 'attemptScheduled'; readonly atMs: number; readonly nowMs: number }
  /** A timer tick; the countdown is computed from the time, so late or missed ticks do not drift. */
  | { readonly type: 'tick'; readonly nowMs: number }
  /** Every retry (token and hub) has been used up without a connection. */
  | { readonly type: 'retriesExhausted' }
  /** Connected again: SPEC §8 "reconnection hides it and refreshes state". */
  | { readonly type: 'reconnected' };

export const initialConnectionToasterState: ConnectionToasterState = { phase: 'hidden' };

/** Whole seconds from `nowMs` until `atMs`, rounded up, never below zero. */
const secondsUntil = (atMs: number, nowMs: number) => Math.max(0, Math.ceil((atMs - nowMs) / 1000));

/**
 * SPEC §8/§9: on a connection failure the toaster counts down to the client's next attempt (10 s
 * apart in the first 60 s, then 60 s; from 60 until the client has said when); at zero it shows
 * that it is retrying, and counts down again to the attempt after a failed one; when the retries
 * are used up it shows the failure text; reconnecting hides it from any phase. A further loss
 * while already showing does not restart it.
 */
export function connectionToasterReducer(
  state: ConnectionToasterState,
  event: ConnectionToasterEvent,
): ConnectionToasterState {
  switch (event.type) {
    case 'connectionLost':
      return state.phase === 'hidden'
        ? {
            phase: 'countdown',
            startedAtMs: event.atMs,
            secondsLeft: CONNECTION_TOASTER_COUNTDOWN_S,
            nextAttemptAtMs: null,
          }
        : state;
    case 'attemptScheduled': {
      if (state.phase !== 'countdown' && state.phase !== 'retrying') return state;
      const secondsLeft = secondsUntil(event.atMs, event.nowMs);
      if (secondsLeft === 0) return { phase: 'retrying' };
      return {
        phase: 'countdown',
        startedAtMs: state.phase === 'countdown' ? state.startedAtMs : event.nowMs,
        secondsLeft,
        nextAttemptAtMs: event.atMs,
      };
    }
    case 'tick': {
      if (state.phase !== 'countdown') return state;
      const secondsLeft =
        state.nextAttemptAtMs === null
          ? CONNECTION_TOASTER_COUNTDOWN_S -
            Math.floor(Math.max(0, event.nowMs - state.startedAtMs) / 1000)
          : secondsUntil(state.nextAttemptAtMs, event.nowMs);
      if (secondsLeft <= 0) return { phase: 'retrying' };
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
    case 'retriesExhausted':
      return state.phase === 'hidden' ? state : { phase: 'failed' };
    case 'reconnected':
      return initialConnectionToasterState;
  }
}

/** The text key the toaster shows, or null when hidden. The countdown passes `secondsLeft` as `count`. */
export function connectionToasterMessage(
  state: ConnectionToasterState,
): { readonly key: ConnectionToasterKey; readonly count?: number } | null {
  switch (state.phase) {
    case 'hidden':
      return null;
    case 'countdown':
      return { key: CONNECTION_TOASTER_KEYS.errorDetected, count: state.secondsLeft };
    case 'retrying':
      return { key: CONNECTION_TOASTER_KEYS.retrying };
    case 'failed':
      return { key: CONNECTION_TOASTER_KEYS.failed };
  }
}

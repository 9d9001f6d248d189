import { describe, expect, it } from 'vitest';
import {
  CONNECTION_TOASTER_KEYS,
  connectionToasterMessage,
  connectionToasterReducer,
  HUB_RETRY_POLICY,
  initialConnectionToasterState,
  isReconnectAttemptFailure,
  nextRetryDelayMs,
  socketReconnectDelayMs,
  socketReconnectSchedule,
  SOCKET_TOKEN_RETRY_POLICY,
  type ConnectionToasterEvent,
  type ConnectionToasterState,
} from './reconnect.ts';
import { CONNECTION_TOASTER_COUNTDOWN_S } from '../constants.ts';

describe('SPEC §9 socket reconnect delay', () => {
  it('is 10 s during the first 60 s, then 60 s', () => {
    expect(socketReconnectDelayMs(0)).toBe(10_000);
    expect(socketReconnectDelayMs(59_999)).toBe(10_000);
    expect(socketReconnectDelayMs(60_000)).toBe(60_000);
    expect(socketReconnectDelayMs(3_600_000)).toBe(60_000);
  });

  it('schedules six quick attempts, then one a minute', () => {
    expect(socketReconnectSchedule(8)).toEqual(
      [10, 20, 30, 40, 50, 60, 120, 180].map((s) => s * 1000),
    );
  });
});

describe('SPEC §8/§9 when a lost connection counts as failed', () => {
  it('the quick attempts of the first 60 s never count as the failure', () => {
    const quick = socketReconnectSchedule(6).slice(0, 5);
    expect(quick).toEqual([10, 20, 30, 40, 50].map((s) => s * 1000));
    for (const at of [0, ...quick, 59_999]) expect(isReconnectAttemptFailure(at)).toBe(false);
  });

  it('the first attempt begun once the window is over does, and so does every later one', () => {
    const [firstAfter, ...later] = socketReconnectSchedule(8).slice(5);
    expect(firstAfter).toBe(60_000);
    expect(isReconnectAttemptFailure(firstAfter ?? 0)).toBe(true);
    for (const at of later) expect(isReconnectAttemptFailure(at)).toBe(true);
  });

  it('is never due while the toaster is still counting down', () => {
    const countdownEndMs = CONNECTION_TOASTER_COUNTDOWN_S * 1000;
    expect(isReconnectAttemptFailure(countdownEndMs - 1)).toBe(false);
    // Reaching zero shows "Retrying...", and the attempt made then may fail.
    const retrying = run([
      { type: 'connectionLost', atMs: 0 },
      { type: 'tick', nowMs: countdownEndMs },
    ]);
    expect(retrying).toEqual({ phase: 'retrying' });
    expect(isReconnectAttemptFailure(countdownEndMs)).toBe(true);
  });
});

describe('SPEC §4/§7/§9 retry policies', () => {
  it('socket token: every 10 s, at most 5 times', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => nextRetryDelayMs(SOCKET_TOKEN_RETRY_POLICY, n))).toEqual([
      10_000,
      10_000,
      10_000,
      10_000,
      10_000,
      null,
    ]);
  });
  it('hub: up to 5 retries 5 s apart', () => {
    expect([0, 4, 5, 6].map((n) => nextRetryDelayMs(HUB_RETRY_POLICY, n))).toEqual([
      5_000,
      5_000,
      null,
      null,
    ]);
  });
});

function run(
  events: ConnectionToasterEvent[],
  from: ConnectionToasterState = initialConnectionToasterState,
) {
  return events.reduce(connectionToasterReducer, from);
}

describe('SPEC §8 connection toaster', () => {
  it('is hidden until the connection is lost, then counts down from 60', () => {
    expect(connectionToasterMessage(initialConnectionToasterState)).toBeNull();
    const s = run([{ type: 'connectionLost', atMs: 1_000 }]);
    expect(s).toEqual({
      phase: 'countdown',
      startedAtMs: 1_000,
      secondsLeft: 60,
      nextAttemptAtMs: null,
    });
    expect(connectionToasterMessage(s)).toEqual({
      key: CONNECTION_TOASTER_KEYS.errorDetected,
      count: 60,
    });
  });

  it('counts from the time, so a late tick does not drift', () => {
    const s = run([
      { type: 'connectionLost', atMs: 0 },
      { type: 'tick', nowMs: 999 },
    ]);
    expect(s).toMatchObject({ secondsLeft: 60 });
    expect(run([{ type: 'tick', nowMs: 25_400 }], s)).toMatchObject({ secondsLeft: 35 });
  });

  it('shows retrying when the countdown reaches zero, and the failure text when retries run out', () => {
    const retrying = run([
      { type: 'connectionLost', atMs: 0 },
      { type: 'tick', nowMs: 60_000 },
    ]);
    expect(retrying).toEqual({ phase: 'retrying' });
    expect(connectionToasterMessage(retrying)).toEqual({ key: 'realtime:connection.retrying' });
    const failed = run([{ type: 'retriesExhausted' }], retrying);
    expect(connectionToasterMessage(failed)).toEqual({ key: 'realtime:connection.failed' });
  });

  it('reconnecting hides it from every phase', () => {
    for (const from of [
      run([{ type: 'connectionLost', atMs: 0 }]),
      { phase: 'retrying' } as const,
      { phase: 'failed' } as const,
    ]) {
      expect(run([{ type: 'reconnected' }], from)).toEqual({ phase: 'hidden' });
    }
  });

  it('a second loss does not restart the countdown; ticks and exhaustion do nothing while hidden', () => {
    const s = run([
      { type: 'connectionLost', atMs: 0 },
      { type: 'tick', nowMs: 30_000 },
      { type: 'connectionLost', atMs: 30_000 },
    ]);
    expect(s).toMatchObject({ startedAtMs: 0, secondsLeft: 30 });
    expect(run([{ type: 'tick', nowMs: 5_000 }, { type: 'retriesExhausted' }])).toEqual({
      phase: 'hidden',
    });
  });

  it('counts down to the attempt the client set (SPEC §9: 10 s apart at first), not from 60', () => {
    const s = run([
      { type: 'connectionLost', atMs: 0 },
      { type: 'attemptScheduled', atMs: 10_000, nowMs: 0 },
    ]);
    expect(s).toEqual({
      phase: 'countdown',
      startedAtMs: 0,
      secondsLeft: 10,
      nextAttemptAtMs: 10_000,
    });
    expect(connectionToasterMessage(s)).toEqual({
      key: CONNECTION_TOASTER_KEYS.errorDetected,
      count: 10,
    });
    expect(run([{ type: 'tick', nowMs: 3_500 }], s)).toMatchObject({ secondsLeft: 7 });
    expect(run([{ type: 'tick', nowMs: 9_001 }], s)).toMatchObject({ secondsLeft: 1 });
    // At the attempt: retrying; its failure sets the next one, and the count starts again.
    const retrying = run([{ type: 'tick', nowMs: 10_000 }], s);
    expect(retrying).toEqual({ phase: 'retrying' });
    expect(run([{ type: 'attemptScheduled', atMs: 20_200, nowMs: 10_200 }], retrying)).toEqual({
      phase: 'countdown',
      startedAtMs: 10_200,
      secondsLeft: 10,
      nextAttemptAtMs: 20_200,
    });
    // After the quick window a minute apart; an attempt due at once is retrying.
    expect(run([{ type: 'attemptScheduled', atMs: 125_000, nowMs: 65_000 }], s)).toMatchObject({
      startedAtMs: 0,
      secondsLeft: 60,
    });
    expect(run([{ type: 'attemptScheduled', atMs: 5_000, nowMs: 5_000 }], s)).toEqual({
      phase: 'retrying',
    });
  });

  it('an attempt set while hidden or after the failure text changes nothing', () => {
    const event = { type: 'attemptScheduled', atMs: 10_000, nowMs: 0 } as const;
    expect(run([event])).toEqual({ phase: 'hidden' });
    expect(run([event], { phase: 'failed' })).toEqual({ phase: 'failed' });
  });
});

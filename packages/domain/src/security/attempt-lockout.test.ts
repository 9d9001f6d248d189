// Growing lockout after failed attempts: a few failures, the last of them locking, then doubling
// locks up to a ceiling; an attempt counted as it began is taken back when it does not fail.
import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  afterRefund,
  currentAttempts,
  lockedForMs,
  lockMsAfter,
  lockSchedule,
  SIGN_IN_ACCOUNT_POLICY,
  type AttemptPolicy,
  type AttemptState,
} from './attempt-lockout.ts';

const policy: AttemptPolicy = {
  freeFailures: 3,
  baseLockMs: 1_000,
  maxLockMs: 5_000,
  forgetAfterMs: 60_000,
};

function failTimes(count: number, at: number, start?: AttemptState): AttemptState | undefined {
  let state = start;
  for (let i = 0; i < count; i++) state = afterFailure(policy, state, at);
  return state;
}

describe('attempt lockout', () => {
  it('lets the failures before the last free one through without a lock', () => {
    const state = failTimes(2, 100);
    expect(state).toEqual({ failures: 2, lastFailureAt: 100, lockedUntil: 0 });
    expect(lockedForMs(policy, state, 100)).toBe(0);
    expect(lockedForMs(policy, undefined, 100)).toBe(0);
  });

  it('locks from the last free failure on, doubling each time up to the ceiling', () => {
    const locks = [3, 4, 5, 6, 7].map((n) => lockedForMs(policy, failTimes(n, 0), 0));
    expect(locks).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('counts down the lock and opens it exactly at its end', () => {
    const state = failTimes(3, 10_000);
    expect(lockedForMs(policy, state, 10_400)).toBe(600);
    expect(lockedForMs(policy, state, 10_999)).toBe(1);
    expect(lockedForMs(policy, state, 11_000)).toBe(0);
  });

  it('forgets a history after a quiet spell, but never in the middle of a lock', () => {
    const state = failTimes(3, 0);
    expect(currentAttempts(policy, state, 59_999)).toBe(state);
    expect(currentAttempts(policy, state, 60_000)).toBeUndefined();
    expect(afterFailure(policy, state, 60_000).failures).toBe(1);
    const locked: AttemptState = { failures: 9, lastFailureAt: 0, lockedUntil: 90_000 };
    expect(currentAttempts(policy, locked, 70_000)).toBe(locked);
    expect(lockedForMs(policy, locked, 70_000)).toBe(20_000);
  });

  it('keeps counting failures made while locked', () => {
    const state = failTimes(2, 500, failTimes(3, 0));
    expect(state?.failures).toBe(5);
    expect(lockedForMs(policy, state, 500)).toBe(4_000);
  });

  it('gives a person at sign-in five tries, the fifth failure starting a 30 s lock', () => {
    let state: AttemptState | undefined;
    for (let i = 0; i < 4; i++) state = afterFailure(SIGN_IN_ACCOUNT_POLICY, state, 0);
    expect(lockedForMs(SIGN_IN_ACCOUNT_POLICY, state, 0)).toBe(0);
    state = afterFailure(SIGN_IN_ACCOUNT_POLICY, state, 0);
    expect(lockedForMs(SIGN_IN_ACCOUNT_POLICY, state, 0)).toBe(30_000);
  });

  it('lists the lock for each count of failures until the ceiling, which holds past the list', () => {
    const schedule = lockSchedule(policy);
    expect(schedule).toEqual([0, 0, 1_000, 2_000, 4_000, 5_000]);
    for (let failures = 1; failures <= 20; failures++)
      expect(lockMsAfter(policy, failures)).toBe(schedule[Math.min(failures, schedule.length) - 1]);
    expect(lockSchedule(SIGN_IN_ACCOUNT_POLICY).at(-1)).toBe(SIGN_IN_ACCOUNT_POLICY.maxLockMs);
  });

  it('takes back an attempt that did not fail, and the lock it started', () => {
    const before = failTimes(2, 0);
    const charged = afterFailure(policy, before, 100);
    expect(lockedForMs(policy, charged, 100)).toBe(1_000);
    expect(afterRefund(policy, charged, charged)).toEqual({
      failures: 2,
      lastFailureAt: 100,
      lockedUntil: 0,
    });
    // Past the free ones, after the earlier lock ran out: its own lock goes, the count stays.
    const long = afterFailure(policy, failTimes(4, 0), 10_000);
    expect(afterRefund(policy, long, long)).toEqual({
      failures: 4,
      lastFailureAt: 10_000,
      lockedUntil: 0,
    });
    // The only failure: nothing is left.
    const one = afterFailure(policy, undefined, 5);
    expect(afterRefund(policy, one, one)).toBeUndefined();
    expect(afterRefund(policy, undefined, one)).toBeUndefined();
  });

  it('keeps the lock a failure counted after the attempt started, unless the count left is free', () => {
    const charged = afterFailure(policy, failTimes(2, 0), 100);
    // Another attempt was counted after it, and locked further.
    const later = afterFailure(policy, charged, 200);
    expect(afterRefund(policy, later, charged)).toEqual({
      failures: 3,
      lastFailureAt: 200,
      lockedUntil: later.lockedUntil,
    });
    // Counted at the same moment, but one more: not the attempt's own lock.
    const same = afterFailure(policy, charged, 100);
    expect(afterRefund(policy, same, charged)?.lockedUntil).toBe(same.lockedUntil);
    // The count left is lock-free: the lock goes whoever started it.
    const early = afterFailure(policy, failTimes(1, 0), 50);
    const locked = afterFailure(policy, early, 60);
    expect(afterRefund(policy, locked, early)).toEqual({
      failures: 2,
      lastFailureAt: 60,
      lockedUntil: 0,
    });
  });
});

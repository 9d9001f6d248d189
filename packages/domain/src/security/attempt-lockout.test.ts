// Growing lockout after failed attempts: free failures, then doubling locks up to a ceiling.
import { describe, expect, it } from 'vitest';
import {
  afterFailure,
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
  it('lets the free failures through without a lock', () => {
    const state = failTimes(3, 100);
    expect(state).toEqual({ failures: 3, lastFailureAt: 100, lockedUntil: 0 });
    expect(lockedForMs(policy, state, 100)).toBe(0);
    expect(lockedForMs(policy, undefined, 100)).toBe(0);
  });

  it('locks from the first failure past them, doubling each time up to the ceiling', () => {
    const locks = [4, 5, 6, 7, 8].map((n) => lockedForMs(policy, failTimes(n, 0), 0));
    expect(locks).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('counts down the lock and opens it exactly at its end', () => {
    const state = failTimes(4, 10_000);
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
    const state = failTimes(2, 500, failTimes(4, 0));
    expect(state?.failures).toBe(6);
    expect(lockedForMs(policy, state, 500)).toBe(4_000);
  });

  it('gives a person at sign-in five tries before the first 30 s lock', () => {
    let state: AttemptState | undefined;
    for (let i = 0; i < 5; i++) state = afterFailure(SIGN_IN_ACCOUNT_POLICY, state, 0);
    expect(lockedForMs(SIGN_IN_ACCOUNT_POLICY, state, 0)).toBe(0);
    state = afterFailure(SIGN_IN_ACCOUNT_POLICY, state, 0);
    expect(lockedForMs(SIGN_IN_ACCOUNT_POLICY, state, 0)).toBe(30_000);
  });

  it('lists the lock for each count of failures until the ceiling, which holds past the list', () => {
    const schedule = lockSchedule(policy);
    expect(schedule).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 5_000]);
    for (let failures = 1; failures <= 20; failures++)
      expect(lockMsAfter(policy, failures)).toBe(schedule[Math.min(failures, schedule.length) - 1]);
    expect(lockSchedule(SIGN_IN_ACCOUNT_POLICY).at(-1)).toBe(SIGN_IN_ACCOUNT_POLICY.maxLockMs);
  });
});

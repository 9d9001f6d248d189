// Growing lockout after failed attempts (sign-in per account and per address, entry codes per
// address): a few mistakes are allowed, the last of them starting the first lock; every further
// failure locks the key for twice as long as the one before, up to a ceiling; a quiet spell
// forgets the history. An attempt is counted as a failure when it begins (the server takes it
// back if it succeeds), so attempts sent at once meet the count of those still running: at most
// freeFailures of them are tried before the lock, as one after another.

export interface AttemptPolicy {
  /** Failures a key may make before it is locked: the last of them starts the first lockout. */
  readonly freeFailures: number;
  /** Length of the first lockout. */
  readonly baseLockMs: number;
  /** No lockout is longer than this. */
  readonly maxLockMs: number;
  /** A key with no failure for this long starts afresh. */
  readonly forgetAfterMs: number;
}

export interface AttemptState {
  readonly failures: number;
  readonly lastFailureAt: number;
  /** Epoch ms until which attempts are refused; 0 when not locked. */
  readonly lockedUntil: number;
}

/** Sign-in, per account: five wrong passwords, then 30 s, 1 min, 2 min … up to 15 min. */
export const SIGN_IN_ACCOUNT_POLICY: AttemptPolicy = {
  freeFailures: 5,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 30 * 60_000,
};

/** Sign-in, per address: more room, since many people can share one office address. */
export const SIGN_IN_ADDRESS_POLICY: AttemptPolicy = {
  freeFailures: 20,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 30 * 60_000,
};

/** Entry codes, per address: a person mistypes a code a few times; a guesser tries hundreds. */
export const ENTRY_CODE_ADDRESS_POLICY: AttemptPolicy = {
  freeFailures: 10,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 30 * 60_000,
};

/** The state as it stands at `now`: forgotten after a quiet spell. */
export function currentAttempts(
  policy: AttemptPolicy,
  state: AttemptState | undefined,
  now: number,
): AttemptState | undefined {
  if (!state) return undefined;
  if (now - state.lastFailureAt >= policy.forgetAfterMs && state.lockedUntil <= now)
    return undefined;
  return state;
}

/** Milliseconds until the key may try again; 0 when it may try now. */
export function lockedForMs(
  policy: AttemptPolicy,
  state: AttemptState | undefined,
  now: number,
): number {
  const current = currentAttempts(policy, state, now);
  return current && current.lockedUntil > now ? current.lockedUntil - now : 0;
}

/** How long the key is locked once it has `failures` failures in a row; 0 before the last free one. */
export function lockMsAfter(policy: AttemptPolicy, failures: number): number {
  const over = failures - policy.freeFailures + 1;
  if (over <= 0) return 0;
  return Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** Math.min(over - 1, 30));
}

/**
 * lockMsAfter for 1, 2, … failures, up to the first count that reaches the ceiling: the last
 * entry holds for every count past the list. A store that counts failures in one database
 * statement looks the lock up here instead of computing the rule again.
 */
export function lockSchedule(policy: AttemptPolicy): number[] {
  const schedule: number[] = [];
  for (let failures = 1; ; failures++) {
    const lockMs = lockMsAfter(policy, failures);
    schedule.push(lockMs);
    if (lockMs >= policy.maxLockMs || failures > policy.freeFailures + 31) return schedule;
  }
}

/** The state after one more failure at `now`. */
export function afterFailure(
  policy: AttemptPolicy,
  state: AttemptState | undefined,
  now: number,
): AttemptState {
  const failures = (currentAttempts(policy, state, now)?.failures ?? 0) + 1;
  const lockMs = lockMsAfter(policy, failures);
  return { failures, lastFailureAt: now, lockedUntil: lockMs === 0 ? 0 : now + lockMs };
}

/**
 * The state after taking back an attempt counted as a failure when it began (`charged`, the
 * state it made) that did not fail. Its lock goes too when the count left is lock-free, or when
 * nothing was counted after it (the lock it started is its own; any earlier one had run out, or
 * the attempt would not have been let through). Undefined when no failure is left.
 */
export function afterRefund(
  policy: AttemptPolicy,
  state: AttemptState | undefined,
  charged: AttemptState,
): AttemptState | undefined {
  if (!state || state.failures <= 1) return undefined;
  const failures = state.failures - 1;
  const latest =
    state.failures === charged.failures && state.lastFailureAt === charged.lastFailureAt;
  const lockedUntil = latest || lockMsAfter(policy, failures) === 0 ? 0 : state.lockedUntil;
  return { failures, lastFailureAt: state.lastFailureAt, lockedUntil };
}

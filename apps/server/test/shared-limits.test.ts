// Lockouts and request rates that hold across processes (plugins/shared-limits.ts): the database
// stores keep one count per key whoever asks. Two stores over one database stand for two
// processes on PGlite and PostgreSQL alike; on PostgreSQL (DATABASE_URL) two whole apps on one
// database share a sign-in lockout as well.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterFailure,
  type AttemptPolicy,
  type AttemptState,
  SIGN_IN_ACCOUNT_POLICY,
} from '@podium/domain';
import { buildApp } from '../src/app.ts';
import {
  databaseAttemptStore,
  databaseRateStore,
  memoryAttemptStore,
  memoryRateStore,
} from '../src/plugins/shared-limits.ts';
import { TestClient } from './helpers/client.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ trustProxy: true });
  // A PGlite start takes longer than the default hook timeout on a loaded machine.
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('database stores', () => {
  it('count one request window across two stores, atomically, and restart it when it ends', async () => {
    const one = databaseRateStore(t.app.db);
    const two = databaseRateStore(t.app.db);
    const at = 1_000_000;
    expect(await one.increment('session:a', 60_000, at)).toEqual({ current: 1, ttl: 60_000 });
    expect(await two.increment('session:a', 60_000, at + 10_000)).toEqual({
      current: 2,
      ttl: 50_000,
    });
    const counted = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? one : two).increment('session:b', 60_000, at),
      ),
    );
    expect(counted.map((w) => w.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(await two.increment('session:a', 60_000, at + 60_000)).toEqual({
      current: 1,
      ttl: 60_000,
    });
    // The memory store counts the same way, for one process.
    const memory = memoryRateStore();
    await memory.increment('k', 1_000, at);
    expect(await memory.increment('k', 1_000, at + 400)).toEqual({ current: 2, ttl: 600 });
  });

  it('count failures as the domain rule does, in either store, forgetting after a quiet spell', async () => {
    const policy = { freeFailures: 2, baseLockMs: 1_000, maxLockMs: 4_000, forgetAfterMs: 60_000 };
    const one = databaseAttemptStore(t.app.db);
    const two = databaseAttemptStore(t.app.db);
    const memory = memoryAttemptStore();
    // Failures at these times, alternating between two stores on one database: counts grow,
    // locks double to the ceiling, and a failure after the quiet spell starts from one again.
    const times = [0, 10, 20, 30, 40, 50, 60, 200_000, 200_010];
    let expected: AttemptState | undefined;
    for (const [i, at] of times.entries()) {
      expected = afterFailure(policy, expected, at);
      const store = i % 2 === 0 ? one : two;
      expect(await store.recordFailure('signin-address:203.0.113.1', policy, at)).toEqual(expected);
      expect(await memory.recordFailure('k', policy, at)).toEqual(expected);
    }
    expect(expected).toEqual({ failures: 2, lastFailureAt: 200_010, lockedUntil: 201_010 });
    expect(await two.get('signin-address:203.0.113.1')).toEqual(expected);
    await one.delete('signin-address:203.0.113.1');
    expect(await two.get('signin-address:203.0.113.1')).toBeUndefined();
  });

  it('count failures recorded at the same moment through two stores each once', async () => {
    const one = databaseAttemptStore(t.app.db);
    const two = databaseAttemptStore(t.app.db);
    const key = 'signin-account:concurrent@podium.test';
    const states = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? one : two).recordFailure(key, SIGN_IN_ACCOUNT_POLICY, 1_000),
      ),
    );
    expect(states.map((state) => state.failures).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    expect(await one.get(key)).toEqual(afterFailureTimes(SIGN_IN_ACCOUNT_POLICY, 10, 1_000));
  });
});

describe('charged attempts', () => {
  const policy: AttemptPolicy = {
    freeFailures: 3,
    baseLockMs: 1_000,
    maxLockMs: 4_000,
    forgetAfterMs: 60_000,
  };

  it('let through at most the free failures of attempts charged at once, in either store', async () => {
    const one = databaseAttemptStore(t.app.db);
    const two = databaseAttemptStore(t.app.db);
    const memory = memoryAttemptStore();
    const key = 'entry-address:192.0.2.70';
    for (const stores of [[one, two], [memory]]) {
      const charges = await Promise.all(
        Array.from({ length: 20 }, (_, i) => stores[i % stores.length]!.charge(key, policy, 500)),
      );
      const through = charges.filter((c) => 'charged' in c);
      expect(through).toHaveLength(policy.freeFailures);
      for (const refused of charges.filter((c) => 'waitMs' in c))
        expect(refused).toEqual({ waitMs: policy.baseLockMs });
      expect(await stores[0]!.get(key)).toEqual(afterFailureTimes(policy, 3, 500));
    }
  });

  it('take back a charge that did not fail, as the domain rule does', async () => {
    const one = databaseAttemptStore(t.app.db);
    const two = databaseAttemptStore(t.app.db);
    const memory = memoryAttemptStore();
    for (const [store, other] of [
      [one, two],
      [memory, memory],
    ] as const) {
      const key = 'signin-address:192.0.2.71';
      await other.recordFailure(key, policy, 0);
      await other.recordFailure(key, policy, 0);
      // The third attempt starts the lock; it succeeds, and the lock is its own: both go.
      const third = await store.charge(key, policy, 100);
      if (!('charged' in third)) throw new Error('the third attempt was refused');
      expect(await other.charge(key, policy, 150)).toEqual({ waitMs: 950 });
      await other.refund(key, policy, third.charged);
      expect(await store.get(key)).toEqual({ failures: 2, lastFailureAt: 100, lockedUntil: 0 });
      // Charged and taken back down to none: nothing is kept.
      await store.refund(key, policy, { failures: 2, lastFailureAt: 100, lockedUntil: 0 });
      const last = await store.charge(key, policy, 200);
      if (!('charged' in last)) throw new Error('the attempt was refused');
      await other.refund(key, policy, last.charged);
      await other.refund(key, policy, last.charged);
      expect(await store.get(key)).toBeUndefined();
    }
  });
});

function afterFailureTimes(policy: AttemptPolicy, count: number, at: number) {
  let state: AttemptState | undefined;
  for (let i = 0; i < count; i++) state = afterFailure(policy, state, at);
  return state;
}

describe.skipIf(!process.env.DATABASE_URL)('two apps on one PostgreSQL', () => {
  it('share a sign-in lockout: failures on one lock the account on the other', async () => {
    const other = await buildApp(t.app.config);
    try {
      const signIn = (app: typeof t.app, password: string) =>
        new TestClient(app).post(
          'account/signin',
          { email: 'panelist@podium.test', password },
          { 'x-forwarded-for': '192.0.2.44' },
        );
      for (let i = 0; i < SIGN_IN_ACCOUNT_POLICY.freeFailures; i++) {
        const app = i % 2 === 0 ? t.app : other;
        expect((await signIn(app, 'wrong')).statusCode).toBe(400);
      }
      expect((await signIn(other, 'podium')).statusCode).toBe(429);
      expect((await signIn(t.app, 'podium')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
    // A second app starts (migrations checked, demo data found) and every sign-in hashes.
  }, 120_000);
});

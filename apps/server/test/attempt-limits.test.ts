// Lockouts for guessable calls: sign-in per account and per address, entry codes per address.
// A locked caller gets 429 with Retry-After and a message; the lock opens when its time is up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTRY_CODE_ADDRESS_POLICY,
  SIGN_IN_ACCOUNT_POLICY,
  SIGN_IN_ADDRESS_POLICY,
} from '@podium/domain';
import { TestClient } from './helpers/client.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY), so each test names the client address it comes from.
  t = await startTestApp({ trustProxy: true });
});

afterAll(async () => {
  await t?.close();
});

const signIn = (client: TestClient, email: string, password: string, ip = '203.0.113.7') =>
  client.post('account/signin', { email, password }, { 'x-forwarded-for': ip });

describe('sign-in lockout', () => {
  it('locks an account after its free failures, answers 429 with Retry-After, then opens', async () => {
    const client = new TestClient(t.app);
    for (let i = 1; i < SIGN_IN_ACCOUNT_POLICY.freeFailures; i++) {
      expect((await signIn(client, 'attendee@podium.test', 'wrong')).statusCode).toBe(400);
    }
    // The last free try: the right password gets in and clears the account's history.
    expect((await signIn(client, 'attendee@podium.test', 'podium')).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_ACCOUNT_POLICY.freeFailures; i++) {
      expect((await signIn(client, 'attendee@podium.test', 'wrong')).statusCode).toBe(400);
    }
    const locked = await signIn(client, 'attendee@podium.test', 'podium');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.json().message).toBe(
      'Too many failed attempts. Please wait 30 seconds before trying again.',
    );
    // Another account from the same address is not locked by it.
    expect((await signIn(client, 'panelist@podium.test', 'podium')).statusCode).toBe(200);
    t.advanceClock(SIGN_IN_ACCOUNT_POLICY.baseLockMs);
    try {
      expect((await signIn(client, 'attendee@podium.test', 'podium')).statusCode).toBe(200);
    } finally {
      t.resetClock();
    }
  });
});

describe('guesses sent at once', () => {
  const PARALLEL_GUESSES = 50;
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;

  it('try no more than an account’s free failures; the rest are refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_GUESSES }, (_, i) =>
        signIn(new TestClient(t.app), 'presenter@podium.test', `wrong-${i}`, '203.0.113.60'),
      ),
    );
    const seen = statuses(answers);
    expect(count(seen, 400)).toBe(SIGN_IN_ACCOUNT_POLICY.freeFailures);
    expect(count(seen, 429)).toBe(PARALLEL_GUESSES - SIGN_IN_ACCOUNT_POLICY.freeFailures);
    // The right password from elsewhere meets the lock too.
    const locked = await signIn(
      new TestClient(t.app),
      'presenter@podium.test',
      'podium',
      '1.2.3.4',
    );
    expect(locked.statusCode).toBe(429);
  });

  it('try no more than an address’s free failures at sign-in, over many accounts', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_GUESSES }, (_, i) =>
        signIn(new TestClient(t.app), `nobody-${i}@podium.test`, 'wrong', '203.0.113.61'),
      ),
    );
    expect(count(statuses(answers), 400)).toBe(SIGN_IN_ADDRESS_POLICY.freeFailures);
  });

  it('try no more than an address’s free entry codes', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_GUESSES }, (_, i) =>
        new TestClient(t.app).post(
          'entrycode/processEntrycode',
          { EntryCode: `GUESS-AT-ONCE-${i}` },
          { 'x-forwarded-for': '198.51.100.61' },
        ),
      ),
    );
    const seen = statuses(answers);
    expect(count(seen, 429)).toBe(PARALLEL_GUESSES - ENTRY_CODE_ADDRESS_POLICY.freeFailures);
  });

  it('leave an address free after its right answers: what succeeds is taken back', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_GUESSES }, () =>
        new TestClient(t.app).post(
          'entrycode/processEntrycode',
          { EntryCode: 'DEMO-1001' },
          { 'x-forwarded-for': '198.51.100.62' },
        ),
      ),
    );
    // Attempts still running count against the address, so some of them may wait; none fail,
    // and once they are done the address owes nothing.
    expect(statuses(answers).every((s) => s === 200 || s === 429)).toBe(true);
    expect(count(statuses(answers), 200)).toBeGreaterThanOrEqual(
      ENTRY_CODE_ADDRESS_POLICY.freeFailures,
    );
    const after = await new TestClient(t.app).post(
      'entrycode/processEntrycode',
      { EntryCode: 'DEMO-1001' },
      { 'x-forwarded-for': '198.51.100.62' },
    );
    expect(after.statusCode).toBe(200);
  });
});

describe('entry code lockout', () => {
  it('locks an address that guesses codes, while other addresses still enter', async () => {
    const guesser = new TestClient(t.app);
    const guess = (code: string, ip: string) =>
      guesser.post('entrycode/processEntrycode', { EntryCode: code }, { 'x-forwarded-for': ip });
    for (let i = 0; i < ENTRY_CODE_ADDRESS_POLICY.freeFailures; i++) {
      const answer = await guess(`GUESS-${i}`, '198.51.100.9');
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(429);
    }
    const locked = await guess('DEMO-1001', '198.51.100.9');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess('DEMO-1001', '198.51.100.10')).statusCode).toBe(200);
  });

  it('gives an address more room at sign-in than an account', () => {
    expect(SIGN_IN_ADDRESS_POLICY.freeFailures).toBeGreaterThan(
      SIGN_IN_ACCOUNT_POLICY.freeFailures,
    );
  });
});

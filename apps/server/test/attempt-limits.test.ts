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
    for (let i = 0; i < SIGN_IN_ACCOUNT_POLICY.freeFailures; i++) {
      expect((await signIn(client, 'attendee@podium.test', 'wrong')).statusCode).toBe(400);
    }
    // Still free: the right password gets in and clears the account's history.
    expect((await signIn(client, 'attendee@podium.test', 'podium')).statusCode).toBe(200);
    for (let i = 0; i <= SIGN_IN_ACCOUNT_POLICY.freeFailures; i++) {
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

describe('entry code lockout', () => {
  it('locks an address that guesses codes, while other addresses still enter', async () => {
    const guesser = new TestClient(t.app);
    const guess = (code: string, ip: string) =>
      guesser.post('entrycode/processEntrycode', { EntryCode: code }, { 'x-forwarded-for': ip });
    for (let i = 0; i <= ENTRY_CODE_ADDRESS_POLICY.freeFailures; i++) {
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

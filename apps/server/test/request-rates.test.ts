// Request rates: hub tokens and questions are capped per session (per address without one);
// the call past the cap answers 429 with Retry-After and a message, and other callers go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  HUB_TOKEN_RATE,
  QUESTION_ADDRESS_RATE,
  QUESTION_RATE,
  QuestionType,
} from '@podium/domain';
import { paths, register, signedInTo } from './helpers/conference.ts';
import { TestClient } from './helpers/client.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const PRES = 2001;
let t: TestApp;

beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY), so a test names the address its callers come from.
  t = await startTestApp({ trustProxy: true });
});

afterAll(async () => {
  await t?.close();
});

const question = (Question: string) => ({
  QuestionType: QuestionType.Text,
  Question,
  DoNotAnnounceNameAndCompany: false,
});

describe('hub token rate', () => {
  it('gives a session its tokens up to the cap, then 429 with Retry-After; another session goes on', async () => {
    const attendee = await signedInTo(t.app, 'attendee@podium.test');
    for (let i = 0; i < HUB_TOKEN_RATE.max; i++) {
      expect((await attendee.post(apiPaths.hubToken(PRES))).statusCode).toBe(200);
    }
    const refused = await attendee.post(apiPaths.hubToken(PRES));
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(HUB_TOKEN_RATE.windowMs / 1000);
    expect(refused.json().message).toBe(
      `Too many requests. Please wait ${retryAfter} seconds before trying again.`,
    );

    const panelist = await signedInTo(t.app, 'panelist@podium.test');
    expect((await panelist.post(apiPaths.hubToken(PRES))).statusCode).toBe(200);
  });
});

describe('question rate', () => {
  it('counts asks and edits together, whatever their answer, and refuses the call past the cap', async () => {
    const asker = await signedInTo(t.app, 'coordinator@podium.test');
    await register(asker);
    const first = await asker.post(paths.questions, question('What is the lock-up period?'));
    expect(first.statusCode).toBe(200);
    const id = first.json<{ Id: number }>().Id;
    for (let i = 1; i < QUESTION_RATE.max; i++) {
      const edit = await asker.put(`${paths.questions}/${id}`, question(`Edit ${i}`));
      expect(edit.statusCode).toBeLessThan(429);
    }
    const refused = await asker.put(`${paths.questions}/${id}`, question('One more edit'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    expect((await asker.post(paths.questions, question('And another'))).statusCode).toBe(429);
    // The question as last saved is still there: nothing was lost to the refusal.
    const mine = await asker.get(`${paths.questions}?questionType=${QuestionType.Text}`);
    expect(mine.json<{ Question: string }[]>().at(-1)?.Question).toBe(
      `Edit ${QUESTION_RATE.max - 1}`,
    );
  });
});

describe('question rate over many sessions', () => {
  /** A fresh session through the entry code, from `ip`, registered for the call. */
  async function newSession(ip: string): Promise<TestClient> {
    const client = new TestClient(t.app, 'UTC', { 'x-forwarded-for': ip });
    const entered = await client.post('entrycode/processEntrycode', { EntryCode: `DEMO-${PRES}` });
    expect(entered.statusCode).toBe(200);
    await client.loadUser(PRES);
    await register(client);
    return client;
  }

  it('holds one address to its cap however many sessions it enters for', async () => {
    const ip = '203.0.113.90';
    const answers: number[] = [];
    for (let session = 0; session < 4; session++) {
      const client = await newSession(ip);
      for (let i = 0; i < QUESTION_RATE.max; i++)
        answers.push(
          (await client.post(paths.questions, question(`Q ${session}.${i}`))).statusCode,
        );
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(QUESTION_ADDRESS_RATE.max);
    expect(answers.slice(QUESTION_ADDRESS_RATE.max).every((s) => s === 429)).toBe(true);
    // Another address asks on.
    const other = await newSession('203.0.113.91');
    expect((await other.post(paths.questions, question('Mine'))).statusCode).toBe(200);
  });

  it('holds one participant to one rate across their sessions', async () => {
    // Each session from an address of its own: only the person is the same.
    const asker = async (ip: string) => {
      const client = new TestClient(t.app, 'UTC', { 'x-forwarded-for': ip });
      const signIn = { email: 'panelist@podium.test', password: 'podium' };
      expect((await client.post('account/signin', signIn)).statusCode).toBe(200);
      await client.loadUser(PRES);
      await register(client);
      return client;
    };
    const first = await asker('203.0.113.92');
    for (let i = 0; i < QUESTION_RATE.max; i++)
      expect((await first.post(paths.questions, question(`P ${i}`))).statusCode).toBe(200);
    const second = await asker('203.0.113.93');
    expect((await second.post(paths.questions, question('Again'))).statusCode).toBe(429);
  });
});

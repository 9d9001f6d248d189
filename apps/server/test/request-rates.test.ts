// Request rates: hub tokens and questions are capped per session (per address without one);
// the call past the cap answers 429 with Retry-After and a message, and other callers go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, HUB_TOKEN_RATE, QUESTION_RATE, QuestionType } from '@podium/domain';
import { paths, register, signedInTo } from './helpers/conference.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const PRES = 2001;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
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

// Demo 3001 (live video webinar) Q&A and shared view, by role. SPEC §5: questions open for the
// audience once the event started (3001 disables pre-event questions) and close at its end;
// panelists and coordinators answer, they do not ask; the console's queue lists what attendees
// ask. SPEC §6: coordinators and slide controllers change the shared view (source 5), everyone
// else only locally — the server refuses them (the domain's focusChangeScope).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conferencePaths,
  LiveVideoStatusSchema,
  PresentationControlsSchema,
  UserSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { enteredTo, register, signedInTo } from './helpers/conference.ts';

const PRES = 3001;
const CONF = 7301;
const controls = `prescontrol/${PRES}`;
const questions = conferencePaths.questions(PRES, CONF);
const consoleQuestions = conferencePaths.consoleQuestions(PRES, CONF);
const text = (Question: string) => ({
  QuestionType: 'Text',
  Question,
  DoNotAnnounceNameAndCompany: false,
});

let t: TestApp;
let coordinator: TestClient;
let panelist: TestClient;
let attendee: TestClient;
let secondAttendee: TestClient;
let panelistId: number;

async function focus() {
  const response = await attendee.get(controls);
  return LiveVideoStatusSchema.parse(
    PresentationControlsSchema.parse(response.json()).LiveVideoStatus,
  ).FocusedView;
}

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await signedInTo(t.app, 'coordinator@podium.test', PRES);
  panelist = await signedInTo(t.app, 'panelist@podium.test', PRES);
  attendee = await enteredTo(t.app, `DEMO-${PRES}`, PRES);
  secondAttendee = await enteredTo(t.app, `DEMO-${PRES}`, PRES);
  for (const client of [coordinator, panelist, attendee, secondAttendee])
    await register(client, PRES, CONF);
  panelistId = UserSchema.parse((await panelist.loadUser(PRES)).json()).CoreId;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('SPEC §5 Q&A of a live video event', () => {
  it('is closed before the start when pre-event questions are disabled (409)', async () => {
    const early = await attendee.post(questions, text('Will the slides be shared?'));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'Questions are not open for this call now.' });
  });

  it('opens for attendees once the coordinator starts the event; the console queues it', async () => {
    expect((await coordinator.post(controls, { PresId: PRES, Source: 1 })).statusCode).toBe(200);
    const asked = await attendee.post(questions, text('How is the backlog converting?'));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ Question: 'How is the backlog converting?' });
    const queue = await coordinator.get(consoleQuestions);
    expect(queue.statusCode).toBe(200);
    expect(JSON.stringify(queue.json())).toContain('How is the backlog converting?');
  });

  it('panelists and coordinators do not ask (409); bad input is 400', async () => {
    for (const client of [panelist, coordinator])
      expect((await client.post(questions, text('Internal note'))).statusCode).toBe(409);
    expect((await attendee.post(questions, { QuestionType: 'Text' })).statusCode).toBe(400);
    expect((await attendee.post(questions, text(' '))).statusCode).toBe(400);
  });
});

describe('SPEC §6 the shared view: coordinators and slide controllers, nobody else', () => {
  const toView = (client: TestClient, FocusedView: number) =>
    client.post(controls, { PresId: PRES, Source: 5, FocusedView });

  it('attendees and a panelist without the slides are refused (403); the view stays', async () => {
    expect((await toView(attendee, 100)).statusCode).toBe(403);
    expect((await toView(panelist, 100)).statusCode).toBe(403);
    expect(await focus()).toBe(30);
  });

  it('the coordinator changes it', async () => {
    expect((await toView(coordinator, 50)).statusCode).toBe(200);
    expect(await focus()).toBe(50);
  });

  it('a panelist who took presenter control (controls the slides) changes it', async () => {
    const take = await panelist.post(controls, {
      PresId: PRES,
      Source: 4,
      ActivePresenterCoreUserId: panelistId,
    });
    expect(take.statusCode).toBe(200);
    expect((await toView(panelist, 0)).statusCode).toBe(200);
    expect(await focus()).toBe(0);
    expect((await toView(attendee, 100)).statusCode).toBe(403);
    expect((await toView(panelist, 7)).statusCode).toBe(400);
  });
});

describe('SPEC §5 Q&A closes at the end', () => {
  it('refuses questions once the event ended', async () => {
    expect((await coordinator.post(controls, { PresId: PRES, Source: 2 })).statusCode).toBe(200);
    const late = await secondAttendee.post(questions, text('Is there a replay?'));
    expect(late.statusCode).toBe(409);
  });
});

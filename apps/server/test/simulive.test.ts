// Simulated live (demo 3002, 3003): SPEC §7 GET playback/control and playbackMedia with the server
// as the clock (SPEC §1, §4), the console's pause / resume / stop on liveevent.{confId}.playback,
// participant sessions of type SimuLive with still-streaming events (SPEC §7, §9), review entry
// (SPEC §1) and who may do what (SPEC §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conferencePaths,
  ParticipantSessionSchema,
  PlaybackControlResponseSchema,
  PlaybackMediaResponseSchema,
  PresentationSchema,
  QuestionSchema,
  QuestionsResponseSchema,
  simuLivePaths,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { enteredTo, recordHub, register, signedInTo } from './helpers/conference.ts';

const PRES = 3002;
const CONF = 7302;
const LATER_PRES = 3003;
const LATER_CONF = 7303;
const control = simuLivePaths.playbackControl(PRES, CONF);
const topic = `liveevent.${CONF}.playback`;

let t: TestApp;
let hub: ReturnType<typeof recordHub>;
let attendee: TestClient;
let coordinator: TestClient;
let admin: TestClient;
let panelist: TestClient;

async function read(client: TestClient, path = control) {
  const response = await client.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return PlaybackControlResponseSchema.parse(response.json());
}

beforeAll(async () => {
  t = await startTestApp();
  hub = recordHub(t.app);
  attendee = await signedInTo(t.app, 'attendee@podium.test', PRES);
  coordinator = await signedInTo(t.app, 'coordinator@podium.test', PRES);
  admin = await signedInTo(t.app, 'admin@podium.test', PRES);
  panelist = await signedInTo(t.app, 'panelist@podium.test', PRES);
});
afterAll(async () => {
  t.resetClock();
  await t?.close();
});

describe('SPEC §1/§4: the server is the clock', () => {
  it('3002 is on air since about two minutes before the demo loaded', async () => {
    const first = await read(attendee);
    expect(first.Status).toBe('Playing');
    expect(first.Ended).toBe(false);
    expect(first.Offset).toBeGreaterThan(110);
    expect(first.Offset).toBeLessThan(180);
    expect(first.DurationSeconds).toBeGreaterThanOrEqual(20 * 60);
  });

  it('two readers 20 s apart get positions 20 s apart (same moment for everyone)', async () => {
    const first = await read(attendee);
    t.advanceClock(20_000);
    const second = await read(admin);
    t.resetClock();
    expect(second.Offset - first.Offset).toBeGreaterThanOrEqual(20);
    expect(second.Offset - first.Offset).toBeLessThan(21);
  });

  it('3003 has not started: it starts about 10 minutes after loading', async () => {
    const guest = await enteredTo(t.app, `DEMO-${LATER_PRES}`, LATER_PRES);
    const later = await read(guest, simuLivePaths.playbackControl(LATER_PRES, LATER_CONF));
    expect(later).toMatchObject({ Status: 'NotStarted', Offset: 0, Ended: false });
    const start = Date.parse(later.StartTimeUtc) - Date.now();
    expect(start).toBeGreaterThan(8 * 60_000);
    expect(start).toBeLessThan(11 * 60_000);
  });

  it('ends after the recording ends', async () => {
    t.advanceClock(30 * 60_000);
    const ended = await read(attendee);
    t.resetClock();
    expect(ended).toMatchObject({ Status: 'Stopped', Ended: true });
    expect(ended.Offset).toBe(ended.DurationSeconds);
  });

  it('serves the recording (playbackMedia) to those with access, never to strangers', async () => {
    const response = await attendee.get(simuLivePaths.playbackMedia(PRES, CONF));
    expect(response.statusCode).toBe(200);
    const media = PlaybackMediaResponseSchema.parse(response.json());
    expect(media.Media[0]?.Url).toMatch(
      /\/presentation\/3002\/media\/s\/[^/]+\/broadcast-32k\.mp4$/,
    );
    const file = await attendee.request('HEAD', media.Media[0]?.Url ?? '');
    expect(file.statusCode).toBe(200);
    const stranger = await enteredTo(t.app, 'DEMO-1001', 1001);
    expect((await stranger.get(control)).statusCode).toBe(403);
    expect((await attendee.get(simuLivePaths.playbackControl(PRES, 7001))).statusCode).toBe(404);
  });

  it('answers 404 for a live call that is not simulated live', async () => {
    const live = await signedInTo(t.app, 'attendee@podium.test', 2001);
    expect((await live.get(simuLivePaths.playbackControl(2001, 7001))).statusCode).toBe(404);
  });
});

describe('SPEC §4 console: pause, resume and stop the broadcast', () => {
  it('refuses attendees and presenters (403) and bad commands (400)', async () => {
    for (const client of [attendee, panelist]) {
      expect((await client.post(control, { Command: 'pause' })).statusCode).toBe(403);
    }
    expect((await coordinator.post(control, { Command: 'rewind' })).statusCode).toBe(400);
    expect(hub.on(topic)).toEqual([]);
  });

  it('needs the anti-forgery token', async () => {
    const token = coordinator.token;
    coordinator.token = null;
    const response = await coordinator.post(control, { Command: 'pause' });
    coordinator.token = token;
    expect(response.statusCode).toBe(403);
    expect((await read(attendee)).Status).toBe('Playing');
  });

  it('pauses: everyone reads the same held offset, and the topic says so', async () => {
    const paused = await coordinator.post(control, { Command: 'pause' });
    expect(paused.statusCode, paused.body).toBe(200);
    const held = PlaybackControlResponseSchema.parse(paused.json());
    expect(held.Status).toBe('Paused');
    t.advanceClock(60_000);
    expect((await read(attendee)).Offset).toBe(held.Offset);
    t.resetClock();
    expect(hub.on(topic).map((m) => m.payload)).toEqual([
      { Status: 'Paused', Offset: held.Offset },
    ]);
    expect((await coordinator.post(control, { Command: 'pause' })).statusCode).toBe(409);
  });

  it('resumes from the held offset (Playing with offset > 0 resumes)', async () => {
    const before = await read(attendee);
    const resumed = PlaybackControlResponseSchema.parse(
      (await admin.post(control, { Command: 'resume' })).json(),
    );
    expect(resumed.Status).toBe('Playing');
    expect(resumed.Offset).toBeCloseTo(before.Offset, 0);
  });

  it('stops, and playing after stopped starts again at 0', async () => {
    const stopped = PlaybackControlResponseSchema.parse(
      (await coordinator.post(control, { Command: 'stop' })).json(),
    );
    expect(stopped).toMatchObject({ Status: 'Stopped', Offset: 0, Ended: false });
    const again = PlaybackControlResponseSchema.parse(
      (await coordinator.post(control, { Command: 'resume' })).json(),
    );
    expect(again.Status).toBe('Playing');
    expect(again.Offset).toBeLessThan(1);
    expect(hub.on(topic).map((m) => (m.payload as { Status: string }).Status)).toEqual([
      'Paused',
      'Playing',
      'Stopped',
      'Playing',
    ]);
  });

  it('refuses commands before the start (409)', async () => {
    const coordinator3003 = await signedInTo(t.app, 'coordinator@podium.test', LATER_PRES);
    const response = await coordinator3003.post(
      simuLivePaths.playbackControl(LATER_PRES, LATER_CONF),
      { Command: 'pause' },
    );
    expect(response.statusCode).toBe(409);
  });
});

describe('SPEC §7/§9 participant sessions of type SimuLive', () => {
  it('opens a SimuLive session, records still-streaming events, closes it', async () => {
    const participantId = await register(attendee, PRES, CONF);
    const created = await attendee.post(conferencePaths.participantSessions(PRES, CONF), {
      ConferenceId: CONF,
      ParticipantType: 'SimuLive',
    });
    expect(created.statusCode, created.body).toBe(200);
    const session = ParticipantSessionSchema.parse(created.json());
    expect(session).toMatchObject({ ParticipantType: 'SimuLive', IsActive: true });
    const event = await attendee.post(
      conferencePaths.participantEvents(PRES, CONF, participantId),
      { ParticipantId: participantId, EventType: 'IsStillStreaming' },
    );
    expect(event.statusCode).toBe(204);
    const closed = await attendee.put(conferencePaths.participantSession(PRES, CONF, session.Id), {
      IsActive: false,
    });
    expect(ParticipantSessionSchema.parse(closed.json()).IsActive).toBe(false);
    const after = await attendee.post(
      conferencePaths.participantEvents(PRES, CONF, participantId),
      { ParticipantId: participantId, EventType: 'IsStillStreaming' },
    );
    expect(after.statusCode).toBe(409);
  });

  it('refuses a session to someone who did not register (403) and a bad type (400)', async () => {
    expect(
      (
        await panelist.post(conferencePaths.participantSessions(PRES, CONF), {
          ConferenceId: CONF,
          ParticipantType: 'SimuLive',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await attendee.post(conferencePaths.participantSessions(PRES, CONF), {
          ConferenceId: CONF,
          ParticipantType: 'Broadcast',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('SPEC §1 review entry', () => {
  it('REVIEW-3002 enters in review mode; DEMO-3002 does not', async () => {
    const reviewer = await enteredTo(t.app, 'REVIEW-3002', PRES);
    const reviewed = PresentationSchema.parse(
      (await reviewer.get(`presentation?presid=${PRES}`)).json(),
    );
    expect(reviewed.PasswordType).toBe('review');
    expect(reviewed.ShowType).toBe('Simu-Live Conference Call + Slides');
    const guest = await enteredTo(t.app, 'DEMO-3002', PRES);
    const live = PresentationSchema.parse((await guest.get(`presentation?presid=${PRES}`)).json());
    expect(live.PasswordType).toBe('registered');
  });

  it('SPEC §4: the review sees the slides before the private start (3002 asks public/private); the broadcast all 12', async () => {
    const reviewer = await enteredTo(t.app, 'REVIEW-3002', PRES);
    const reviewed = PresentationSchema.parse(
      (await reviewer.get(`presentation?presid=${PRES}`)).json(),
    );
    expect(reviewed.ConferenceCallData?.AskForPublicPrivate).toBe(true);
    expect(reviewed.PrivateSlidesBeginAt).toBe(7);
    expect(reviewed.Slides.map((slide) => slide.Index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(reviewed.HasSlides).toBe(true);

    const guest = await enteredTo(t.app, 'DEMO-3002', PRES);
    const live = PresentationSchema.parse((await guest.get(`presentation?presid=${PRES}`)).json());
    expect(live.Slides).toHaveLength(12);
    // The cut holds on every load and for the slide files themselves, not only in the list.
    const again = PresentationSchema.parse(
      (await reviewer.get(`presentation?presid=${PRES}`)).json(),
    );
    expect(again.Slides).toHaveLength(7);
    const privateSlide = live.Slides[7];
    expect((await reviewer.get(privateSlide?.ImageUrl ?? '')).statusCode).toBe(404);
    expect((await reviewer.get(privateSlide?.ThumbnailUrl ?? '')).statusCode).toBe(404);
    expect((await reviewer.get(live.Slides[6]?.ImageUrl ?? '')).statusCode).toBe(200);
    expect((await guest.get(privateSlide?.ImageUrl ?? '')).statusCode).toBe(200);
  });
});

describe('moderated Q&A during the broadcast, answered in writing', () => {
  it('a guest asks while 3002 is on air; a coordinator answers; the guest reads the answer', async () => {
    const guest = await enteredTo(t.app, 'DEMO-3002', PRES);
    await register(guest, PRES, CONF);
    const questions = conferencePaths.questions(PRES, CONF);
    const asked = await guest.post(questions, {
      QuestionType: 'Text',
      Question: 'Is the 2025 capacity target unchanged?',
      DoNotAnnounceNameAndCompany: false,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const question = QuestionSchema.parse(asked.json());
    const answerPath = conferencePaths.consoleQuestionAnswer(PRES, CONF, question.Id);
    expect((await panelist.put(answerPath, { Answer: 'Yes.' })).statusCode).toBe(403);
    const answered = await coordinator.put(answerPath, { Answer: 'Yes, 1.2 GW by year end.' });
    expect(answered.statusCode, answered.body).toBe(200);
    const mine = QuestionsResponseSchema.parse((await guest.get(questions)).json());
    expect(mine).toMatchObject([
      { Id: question.Id, Status: 'Answered', Answer: 'Yes, 1.2 GW by year end.' },
    ]);
  });
});

describe('SPEC §5 Q&A of a simulated-live broadcast: open before it and on air, closed once it ended', () => {
  const ask = (client: TestClient, presId: number, confId: number, text: string) =>
    client.post(conferencePaths.questions(presId, confId), {
      QuestionType: 'Text',
      Question: text,
      DoNotAnnounceNameAndCompany: false,
    });

  it('takes a question before 3003 starts', async () => {
    const guest = await enteredTo(t.app, `DEMO-${LATER_PRES}`, LATER_PRES);
    await register(guest, LATER_PRES, LATER_CONF);
    const before = await read(guest, simuLivePaths.playbackControl(LATER_PRES, LATER_CONF));
    expect(before).toMatchObject({ Status: 'NotStarted', Ended: false });
    const asked = await ask(guest, LATER_PRES, LATER_CONF, 'Will the slides be shared?');
    expect(asked.statusCode, asked.body).toBe(200);
  });

  it('refuses a question once 3002 has played to its end, with a message', async () => {
    const guest = await enteredTo(t.app, 'DEMO-3002', PRES);
    await register(guest, PRES, CONF);
    t.advanceClock(30 * 60_000);
    try {
      expect(await read(guest)).toMatchObject({ Ended: true });
      const late = await ask(guest, PRES, CONF, 'Is there a replay?');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ message: expect.stringMatching(/not open/) });
    } finally {
      t.resetClock();
    }
    const onAir = await ask(guest, PRES, CONF, 'Is there a replay?');
    expect(onAir.statusCode, onAir.body).toBe(200);
  });
});

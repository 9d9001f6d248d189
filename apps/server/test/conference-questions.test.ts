// Q&A of a conference call (SPEC §3 Question, §4 statuses, §5 rules): the attendee's questions
// (ask, edit when allowed, withdraw, raise and lower a hand), the moderator's queue (Current,
// Next, Answered, Ignored) and each status change reaching the author alone on their topic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_MAX_CHARS,
  conferencePaths,
  ConsoleQuestionsResponseSchema,
  QUESTION_MAX_CHARS,
  QuestionSchema,
  QuestionsResponseSchema,
  UserSchema,
  type Question,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import {
  CALL_ONLY_CONF,
  CALL_ONLY_PRES,
  CONF,
  enteredTo,
  paths,
  PRES,
  recordHub,
  register,
  signedInTo,
} from './helpers/conference.ts';

let t: TestApp;
let hub: ReturnType<typeof recordHub>;
let attendee: TestClient;
let panelist: TestClient;
let coordinator: TestClient;
let attendeeId = 0;
const asked: Question[] = [];

const text = (Question: string, DoNotAnnounceNameAndCompany = false) => ({
  QuestionType: 'Text',
  Question,
  DoNotAnnounceNameAndCompany,
});
const moderate = (id: number, Status: string) =>
  coordinator.put(conferencePaths.consoleQuestion(PRES, CONF, id), { Status });
const userTopic = (confId: number, coreUserId: number) =>
  `conferencecall.${confId}.user.${coreUserId}.question`;
const consoleTopic = `conferencecall.${CONF}.console`;
/** What went out beyond the coordinators' console topic (console-hub.test.ts covers that one). */
const toParticipants = () => hub.published.filter((p) => p.topic !== consoleTopic);
const toConsole = () => hub.published.filter((p) => p.topic === consoleTopic);

beforeAll(async () => {
  // One attendee session here asks, edits and withdraws far more often than a person could; the
  // question rate has its own test (request-rates.test.ts).
  t = await startTestApp({ attemptLimits: false });
  hub = recordHub(t.app);
  attendee = await signedInTo(t.app, 'attendee@podium.test');
  panelist = await signedInTo(t.app, 'panelist@podium.test');
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  attendeeId = UserSchema.parse((await attendee.loadUser(PRES)).json()).CoreId;
  await register(attendee);
  await register(panelist);
});
afterAll(async () => {
  await t?.close();
});

describe('asking (SPEC §5)', () => {
  it('needs a registration; listen-only public participants may not ask (403)', async () => {
    const unregistered = await enteredTo(t.app, 'DEMO-2001');
    expect((await unregistered.post(paths.questions, text('Hello?'))).statusCode).toBe(403);
    const publicGuest = await enteredTo(t.app, 'PUBLIC-2001');
    await register(publicGuest);
    const refused = await publicGuest.post(paths.questions, text('Hello?'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Listen-only participants cannot ask questions.');
  });

  it('takes a text question before the call (pre-event Q&A is on) and tells only its author', async () => {
    hub.clear();
    const response = await attendee.post(
      paths.questions,
      text('  What share of the 2025 pipeline is already contracted?  ', true),
    );
    expect(response.statusCode).toBe(200);
    const question = QuestionSchema.parse(response.json());
    expect(question).toMatchObject({
      ConfId: CONF,
      AttendeeFirstName: 'Avery',
      AttendeeLastName: 'Attendee',
      AttendeeCompanyName: 'Bluewater Asset Management',
      Question: 'What share of the 2025 pipeline is already contracted?',
      QuestionType: 'Text',
      BridgeType: 'Web',
      DoNotAnnounceNameAndCompany: true,
      Status: 'Pristine',
    });
    asked.push(question);
    expect(toParticipants()).toEqual([
      { topic: userTopic(CONF, attendeeId), payload: question, publicPayload: undefined },
    ]);
    expect(toConsole()).toHaveLength(1);
  });

  it('refuses text over the limit, empty text and fields the server fills itself (400)', async () => {
    const long = await attendee.post(paths.questions, text('x'.repeat(QUESTION_MAX_CHARS + 1)));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('qna:question.maxCharsReached');
    expect((await attendee.post(paths.questions, text('   '))).statusCode).toBe(400);
    expect(
      (await attendee.post(paths.questions, { ...text('Hi'), Status: 'Answered' })).statusCode,
    ).toBe(400);
    expect(
      (
        await attendee.post(paths.questions, {
          QuestionType: 'Video',
          DoNotAnnounceNameAndCompany: false,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('with edit allowed (2001) a second question and a raised hand are accepted', async () => {
    const second = QuestionSchema.parse(
      (
        await attendee.post(paths.questions, text('How is the interconnection queue trending?'))
      ).json(),
    );
    const hand = QuestionSchema.parse(
      (
        await attendee.post(paths.questions, {
          QuestionType: 'Audio',
          DoNotAnnounceNameAndCompany: false,
        })
      ).json(),
    );
    expect(hand).toMatchObject({ QuestionType: 'Audio', Question: null, Status: 'Pristine' });
    asked.push(second, hand);
  });

  it('lists the caller’s own questions, by type', async () => {
    const all = QuestionsResponseSchema.parse((await attendee.get(paths.questions)).json());
    expect(all.map((q) => q.Id)).toEqual(asked.map((q) => q.Id));
    const audio = QuestionsResponseSchema.parse(
      (await attendee.get(`${paths.questions}?questionType=Audio`)).json(),
    );
    expect(audio.map((q) => q.QuestionType)).toEqual(['Audio']);
    expect((await panelist.get(paths.questions)).json()).toEqual([]);
    expect((await attendee.get(`${paths.questions}?questionType=Video`)).statusCode).toBe(400);
  });
});

describe('editing and withdrawing (SPEC §4)', () => {
  it('edits an open text question; the type stays; another user’s question is not found', async () => {
    const [first] = asked;
    if (!first) throw new Error('no question');
    const path = conferencePaths.question(PRES, CONF, first.Id);
    const edited = await attendee.put(path, text('What share of the 2025 pipeline is contracted?'));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().Question).toBe('What share of the 2025 pipeline is contracted?');
    expect(
      (await attendee.put(path, { QuestionType: 'Audio', DoNotAnnounceNameAndCompany: false }))
        .statusCode,
    ).toBe(400);
    expect((await panelist.put(path, text('Mine now'))).statusCode).toBe(404);
    expect(
      (await attendee.put(conferencePaths.question(PRES, CONF, 999_999), text('?'))).statusCode,
    ).toBe(404);
    expect((await attendee.put(`${paths.questions}/abc`, text('?'))).statusCode).toBe(400);
  });

  it('withdraws a question: it leaves the list and its author hears IsDeleted', async () => {
    const second = asked[1];
    if (!second) throw new Error('no question');
    hub.clear();
    const response = await attendee.request(
      'DELETE',
      conferencePaths.question(PRES, CONF, second.Id),
    );
    expect(response.statusCode).toBe(204);
    expect(hub.on(userTopic(CONF, attendeeId))[0]?.payload).toMatchObject({
      Id: second.Id,
      IsDeleted: true,
    });
    const ids = QuestionsResponseSchema.parse((await attendee.get(paths.questions)).json()).map(
      (q) => q.Id,
    );
    expect(ids).not.toContain(second.Id);
    expect(
      (await attendee.request('DELETE', conferencePaths.question(PRES, CONF, second.Id)))
        .statusCode,
    ).toBe(404);
  });
});

describe('moderating (console: Mark current, Mark next, Mark answered, Ignore)', () => {
  it('the queue is for coordinators only and holds every open and closed question', async () => {
    expect((await attendee.get(conferencePaths.consoleQuestions(PRES, CONF))).statusCode).toBe(403);
    expect(
      (await attendee.put(conferencePaths.consoleQuestion(PRES, CONF, 1), { Status: 'Current' }))
        .statusCode,
    ).toBe(403);
    const queue = ConsoleQuestionsResponseSchema.parse(
      (await coordinator.get(conferencePaths.consoleQuestions(PRES, CONF))).json(),
    );
    expect(queue.map((q) => q.Id)).toEqual([asked[0]?.Id, asked[2]?.Id]);
    expect(queue.every((q) => q.CoreUserId === attendeeId)).toBe(true);
  });

  it('Current then Answered reach the author on their own topic; Answered is final (409)', async () => {
    const id = asked[0]?.Id ?? 0;
    hub.clear();
    expect((await moderate(id, 'Current')).json().Status).toBe('Current');
    expect((await moderate(id, 'Answered')).json().Status).toBe('Answered');
    expect(toParticipants().map((p) => [p.topic, (p.payload as Question).Status])).toEqual([
      [userTopic(CONF, attendeeId), 'Current'],
      [userTopic(CONF, attendeeId), 'Answered'],
    ]);
    const final = await moderate(id, 'Current');
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toBe('This question is Answered; it cannot be marked Current.');
    expect(
      (await attendee.put(conferencePaths.question(PRES, CONF, id), text('Edit after answer')))
        .statusCode,
    ).toBe(409);
    expect(
      (await attendee.request('DELETE', conferencePaths.question(PRES, CONF, id))).statusCode,
    ).toBe(409);
  });

  it('Next, then Ignore lowers the hand; bad statuses 400, unknown questions 404', async () => {
    const hand = asked[2]?.Id ?? 0;
    expect((await moderate(hand, 'Next')).json().Status).toBe('Next');
    expect((await moderate(hand, 'Ignored')).json().Status).toBe('Ignored');
    const mine = QuestionsResponseSchema.parse((await attendee.get(paths.questions)).json());
    expect(mine.map((q) => q.Status)).toEqual(['Answered', 'Ignored']);
    expect((await moderate(hand, 'Done')).statusCode).toBe(400);
    expect((await moderate(999_999, 'Current')).statusCode).toBe(404);
  });
});

describe('written answers (console: Answer, Send answer)', () => {
  const answer = (client: TestClient, id: number, body: unknown) =>
    client.put(conferencePaths.consoleQuestionAnswer(PRES, CONF, id), body);
  let question: Question;

  beforeAll(async () => {
    question = QuestionSchema.parse(
      (
        await attendee.post(paths.questions, text('Will the recording be online afterwards?'))
      ).json(),
    );
  });

  it('only coordinators answer: the asker, a presenter and a guest get 403', async () => {
    const guest = await enteredTo(t.app, 'DEMO-2001');
    for (const client of [attendee, panelist, guest])
      expect((await answer(client, question.Id, { Answer: 'Yes.' })).statusCode).toBe(403);
    const mine = QuestionsResponseSchema.parse((await attendee.get(paths.questions)).json());
    expect(mine.find((q) => q.Id === question.Id)).toMatchObject({
      Status: 'Pristine',
      Answer: null,
    });
  });

  it('refuses an empty or too long answer, other fields and bad ids (400); unknown questions 404', async () => {
    const empty = await answer(coordinator, question.Id, { Answer: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('console:questions.answerEmpty');
    const long = await answer(coordinator, question.Id, {
      Answer: 'x'.repeat(ANSWER_MAX_CHARS + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('console:questions.answerTooLong');
    expect((await answer(coordinator, question.Id, {})).statusCode).toBe(400);
    expect((await answer(coordinator, question.Id, ['Yes.'])).statusCode).toBe(400);
    expect(
      (await answer(coordinator, question.Id, { Answer: 'Yes.', Status: 'Ignored' })).statusCode,
    ).toBe(400);
    expect(
      (
        await coordinator.put(`${conferencePaths.consoleQuestions(PRES, CONF)}/abc/answer`, {
          Answer: 'Yes.',
        })
      ).statusCode,
    ).toBe(400);
    expect((await answer(coordinator, 999_999, { Answer: 'Yes.' })).statusCode).toBe(404);
  });

  it('stores the answer, closes the question as Answered and tells its author alone', async () => {
    hub.clear();
    const response = await answer(coordinator, question.Id, {
      Answer: '  Yes: the recording stays on the event page for 90 days.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      Id: question.Id,
      Status: 'Answered',
      Answer: 'Yes: the recording stays on the event page for 90 days.',
    };
    expect(response.json()).toMatchObject({ ...expected, CoreUserId: attendeeId });
    expect(toParticipants()).toHaveLength(1);
    expect(toParticipants()[0]?.topic).toBe(userTopic(CONF, attendeeId));
    expect(QuestionSchema.parse(toParticipants()[0]?.payload)).toMatchObject(expected);
    // A reload reads it back, in the asker's list and in the console's queue.
    const mine = QuestionsResponseSchema.parse((await attendee.get(paths.questions)).json());
    expect(mine.find((q) => q.Id === question.Id)).toMatchObject(expected);
    const queue = ConsoleQuestionsResponseSchema.parse(
      (await coordinator.get(conferencePaths.consoleQuestions(PRES, CONF))).json(),
    );
    expect(queue.find((q) => q.Id === question.Id)).toMatchObject(expected);
    // Another attendee never sees it.
    expect((await panelist.get(paths.questions)).json()).toEqual([]);
  });

  it('an answer may be corrected; an ignored question or a raised hand is not answered (409)', async () => {
    const again = await answer(coordinator, question.Id, { Answer: 'Yes, for 60 days.' });
    expect(again.json()).toMatchObject({ Status: 'Answered', Answer: 'Yes, for 60 days.' });
    const ignored = QuestionSchema.parse(
      (await attendee.post(paths.questions, text('Off topic?'))).json(),
    );
    expect((await moderate(ignored.Id, 'Ignored')).statusCode).toBe(200);
    const refused = await answer(coordinator, ignored.Id, { Answer: 'No.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This question is Ignored; restore it before answering it.',
    );
    const hand = QuestionSchema.parse(
      (
        await attendee.post(paths.questions, {
          QuestionType: 'Audio',
          DoNotAnnounceNameAndCompany: false,
        })
      ).json(),
    );
    const handRefused = await answer(coordinator, hand.Id, { Answer: 'No.' });
    expect(handRefused.statusCode).toBe(409);
    expect(handRefused.json().message).toBe('A raised hand has no text to answer in writing.');
  });
});

describe('one open question at a time when edit is not allowed (2002, SPEC §5)', () => {
  let client: TestClient;
  const questions = conferencePaths.questions(CALL_ONLY_PRES, CALL_ONLY_CONF);

  beforeAll(async () => {
    client = await signedInTo(t.app, 'attendee@podium.test', CALL_ONLY_PRES);
    await register(client, CALL_ONLY_PRES, CALL_ONLY_CONF);
  });

  it('refuses a second open question (409) and editing (409); withdrawing frees the slot', async () => {
    const first = QuestionSchema.parse(
      (await client.post(questions, text('Guidance for 2025?'))).json(),
    );
    const second = await client.post(questions, {
      QuestionType: 'Audio',
      DoNotAnnounceNameAndCompany: false,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You already have an open question; withdraw it before asking another.',
    );
    const question = conferencePaths.question(CALL_ONLY_PRES, CALL_ONLY_CONF, first.Id);
    expect((await client.put(question, text('Guidance for 2026?'))).statusCode).toBe(409);
    expect((await client.request('DELETE', question)).statusCode).toBe(204);
    expect((await client.post(questions, text('Guidance for 2026?'))).statusCode).toBe(200);
  });

  it('closes Q&A when the call has ended (409)', async () => {
    const transition = conferencePaths.consoleTransition(CALL_ONLY_PRES, CALL_ONLY_CONF);
    const console = await signedInTo(t.app, 'coordinator@podium.test', CALL_ONLY_PRES);
    expect((await console.post(transition, { Transition: 'live' })).statusCode).toBe(200);
    expect((await console.post(transition, { Transition: 'end' })).json().Status.Status).toBe(
      'ENDED',
    );
    const closed = await client.post(questions, text('Too late?'));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Questions are not open for this call now.');
  });
});

// A stateful double of the console calls for component tests (never for browser tests): it
// keeps a call, its questions, participants and presenters, applies the console's actions with
// the domain's own rules, and records every request through the shell's fetch double.
import {
  availableConsoleTransitions,
  callStatusAfter,
  conferencePaths,
  mayAnswerQuestion,
  mayCancelCall,
  mayChangeStartTime,
  mayModerateQuestion,
  startTimeProblem,
  type CallStatus,
  type ConsoleCallState,
  type ConsoleParticipant,
  type ConsoleQuestion,
  type ConsoleState,
  type ConsoleTransition,
  type QuestionStatus,
} from '@podium/domain';
import { errorBody, installFakeFetch, type FakeReply } from '../../../app/testing/fakeFetch.ts';

export const PRES_ID = 2001;
export const CONF_ID = 7001;
const ids = [PRES_ID, CONF_ID] as const;

export const paths = {
  state: conferencePaths.consoleState(...ids),
  transition: conferencePaths.consoleTransition(...ids),
  cancel: conferencePaths.consoleCancel(...ids),
  startTime: conferencePaths.consoleStartTime(...ids),
  questions: conferencePaths.consoleQuestions(...ids),
  question: (id: number) => conferencePaths.consoleQuestion(...ids, id),
  answer: (id: number) => conferencePaths.consoleQuestionAnswer(...ids, id),
  participants: conferencePaths.consoleParticipants(...ids),
  revoke: (id: number) => conferencePaths.consoleRevoke(...ids, id),
  presenters: conferencePaths.consolePresenters(...ids),
  active: (coreUserId: number) => conferencePaths.consoleActivePresenter(...ids, coreUserId),
  controls: conferencePaths.presentationControls(PRES_ID),
  notification: conferencePaths.notification(PRES_ID),
};

export function makeQuestion(overrides: Partial<ConsoleQuestion> = {}): ConsoleQuestion {
  return {
    Id: 11,
    ConfId: CONF_ID,
    AttendeeFirstName: 'Ada',
    AttendeeMiddleInitial: '',
    AttendeeLastName: 'Attendee',
    AttendeeCompanyName: 'Example Capital',
    Question: 'What is the margin outlook for next year?',
    QuestionType: 'Text',
    BridgeType: null,
    DoNotAnnounceNameAndCompany: false,
    Status: 'Pristine',
    CoreUserId: 42,
    CreatedUtc: '2026-11-21T15:00:00.000Z',
    ...overrides,
  };
}

export function makeParticipant(overrides: Partial<ConsoleParticipant> = {}): ConsoleParticipant {
  return {
    Id: 501,
    IsPublicParticipant: false,
    AccessRevoked: false,
    RegistrationType: 'Standard',
    AllowToTalk: false,
    CoreUserId: 42,
    Name: 'Ada Attendee',
    Company: 'Example Capital',
    EmailAddress: 'attendee@podium.test',
    IsActive: true,
    ...overrides,
  };
}

export const PANELIST = {
  CoreUserId: 2,
  Name: 'Pat Panelist',
  EmailAddress: 'panelist@podium.test',
};
export const ADMIN = { CoreUserId: 5, Name: 'Sam Admin', EmailAddress: 'admin@podium.test' };

export interface FakeConsoleOptions {
  status?: CallStatus | null;
  isDeleted?: boolean;
  /** ISO UTC; 2026-11-21T15:10:00.000Z when absent. */
  startTimeUtc?: string;
  publicCallEndTimeUtc?: string | null;
  questions?: ConsoleQuestion[];
  participants?: ConsoleParticipant[];
  activePresenter?: number | null;
  /** The notification attendees are shown; none when absent. */
  notification?: string | null;
  /** Answer every console call with this instead (e.g. a 403 for a non-coordinator). */
  refuseAll?: FakeReply;
  /** Answer the actions with this instead of applying them (e.g. a 409). */
  refuseActions?: FakeReply;
}

type Handlers = Parameters<typeof installFakeFetch>[0];

/** `shell` answers the calls around the console (entry route, user, presentation). */
export function installFakeConsole(options: FakeConsoleOptions = {}, shell: Handlers = {}) {
  const call: ConsoleCallState = {
    status: options.status ?? null,
    isDeleted: options.isDeleted ?? false,
    replayEnabled: true,
    hasPublicPortion: true,
    publicCallEndTimeUtc: options.publicCallEndTimeUtc ?? null,
  };
  let callState = call;
  let startTimeUtc = options.startTimeUtc ?? '2026-11-21T15:10:00.000Z';
  let questions = options.questions ?? [makeQuestion()];
  let participants = options.participants ?? [makeParticipant()];
  const presenters = [PANELIST, ADMIN];
  let active = options.activePresenter ?? null;
  let notification = options.notification ?? null;

  const consoleState = (): ConsoleState => {
    const activeName = presenters.find((p) => p.CoreUserId === active)?.Name ?? null;
    return {
      Status: {
        Status: callState.status,
        StreamingState: 'NotStarted',
        UpdatedDateUtc: '2026-11-21T14:50:00.000Z',
        PublicCallEndTimeUtc: callState.publicCallEndTimeUtc,
        StartTimeUtc: startTimeUtc,
        IsDeleted: callState.isDeleted,
        QuestionEditAllowed: true,
      },
      Transitions: availableConsoleTransitions(callState),
      MayCancel: mayCancelCall(callState),
      MayChangeStartTime: mayChangeStartTime(callState),
      PresenterControl: {
        PresenterControlEnabled: true,
        SlideSyncEnabled: true,
        SlideIndex: 0,
        ActivePresenterCoreUserId: active,
        ActivePresenterName: activeName,
        Presenters: presenters.map(({ CoreUserId, Name }) => ({ CoreUserId, Name })),
      },
    };
  };

  const guard =
    (reply: () => FakeReply, action = false) =>
    (): FakeReply =>
      options.refuseAll ?? (action ? options.refuseActions : undefined) ?? reply();

  const handlers: Handlers = {
    ...shell,
    [`GET ${paths.state}`]: guard(() => ({ body: consoleState() })),
    [`GET ${paths.questions}`]: guard(() => ({ body: questions })),
    [`GET ${paths.participants}`]: guard(() => ({ body: participants })),
    [`GET ${paths.controls}`]: guard(() => ({ body: { NotificationMessage: notification } })),
    [`GET ${paths.presenters}`]: guard(() => ({
      body: { Presenters: presenters, ActivePresenterCoreUserId: active },
    })),
    [`POST ${paths.transition}`]: (request) =>
      guard(() => {
        const transition = (request.body as { Transition: ConsoleTransition }).Transition;
        if (transition === 'endPublicPortion') {
          callState = { ...callState, publicCallEndTimeUtc: '2026-11-21T15:30:00.000Z' };
        } else {
          const next = callStatusAfter(callState, transition);
          if (next === null) return { status: 409, body: errorBody(409, 'Not allowed now.') };
          callState = { ...callState, status: next };
        }
        return { body: consoleState() };
      }, true)(),
  };
  const action = (key: string, apply: (body: unknown) => FakeReply) => {
    handlers[key] = (request) => guard(() => apply(request.body), true)();
  };

  action(`POST ${paths.cancel}`, () => {
    if (!mayCancelCall(callState)) return { status: 409, body: errorBody(409, 'Not allowed now.') };
    callState = { ...callState, isDeleted: true };
    return { body: consoleState() };
  });
  action(`PUT ${paths.startTime}`, (body) => {
    const proposed = (body as { StartTimeUtc: string }).StartTimeUtc;
    if (startTimeProblem(proposed, Date.now()) !== null)
      return { status: 400, body: errorBody(400, 'Invalid body field "StartTimeUtc".') };
    if (!mayChangeStartTime(callState))
      return { status: 409, body: errorBody(409, 'Not allowed now.') };
    startTimeUtc = new Date(proposed).toISOString();
    return { body: consoleState() };
  });

  action(`POST ${paths.notification}`, (body) => {
    notification = (body as { NotificationMessage: string }).NotificationMessage;
    return { status: 204 };
  });
  action(`DELETE ${paths.notification}`, () => {
    notification = null;
    return { status: 204 };
  });

  for (const question of questions) {
    action(`PUT ${paths.question(question.Id)}`, (body) => {
      const status = (body as { Status: QuestionStatus }).Status;
      const current = questions.find((q) => q.Id === question.Id);
      if (!current || !mayModerateQuestion(current.Status, status))
        return { status: 409, body: errorBody(409, 'Not allowed.') };
      questions = questions.map((q) => (q.Id === question.Id ? { ...q, Status: status } : q));
      return { body: { ...current, Status: status } };
    });
    action(`PUT ${paths.answer(question.Id)}`, (body) => {
      const answer = (body as { Answer: string }).Answer;
      const current = questions.find((q) => q.Id === question.Id);
      if (!current || !mayAnswerQuestion(current))
        return { status: 409, body: errorBody(409, 'Not allowed.') };
      const answered = { ...current, Status: 'Answered' as const, Answer: answer };
      questions = questions.map((q) => (q.Id === question.Id ? answered : q));
      return { body: answered };
    });
  }
  for (const participant of participants) {
    action(`POST ${paths.revoke(participant.Id)}`, () => {
      participants = participants.map((p) =>
        p.Id === participant.Id ? { ...p, AccessRevoked: true, IsActive: false } : p,
      );
      return { body: participants.find((p) => p.Id === participant.Id) };
    });
  }
  for (const presenter of presenters) {
    action(`POST ${paths.active(presenter.CoreUserId)}`, () => {
      active = presenter.CoreUserId;
      return { body: {} };
    });
  }

  return installFakeFetch(handlers);
}

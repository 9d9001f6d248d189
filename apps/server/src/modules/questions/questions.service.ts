// Q&A of a conference call (SPEC §3 Question, §4 statuses, §5 rules): attendees ask, edit,
// withdraw and cancel their own questions; moderators (the console) move them through the
// statuses. Each change reaches the author alone on .user.{coreUserId}.question (SPEC §7).
import {
  allowsAudioQuestions,
  allowsTextQuestions,
  CallStatus,
  ConflictError,
  type ConsoleQuestion,
  ForbiddenError,
  isQnaEnabled,
  mayPresentLiveVideo,
  type QnaEventState,
  ANSWERED_IN_WRITING_STATUS,
  isQuestionTextEditable,
  mayAnswerQuestion,
  mayModerateQuestion,
  maySubmitQuestion,
  mayWithdrawQuestion,
  NotFoundError,
  openQuestion,
  QandAType,
  type Question,
  type QuestionBody,
  QuestionStatus,
  type QuestionType,
  ValidationError,
} from '@podium/domain';
import type { ConferenceAccess, CallContext } from '../conference/conference-access.ts';
import type { CallRow } from '../conference/conference.repository.ts';
import type { ConferenceEvents } from '../conference/conference-events.ts';
import type { QuestionsRepository, QuestionWithAuthor } from './questions.repository.ts';
import type { Caller } from '../access/caller.ts';

/** The live video event of a presentation, when it has one (its start and end decide Q&A). */
export type LiveVideoStateOf = (
  presId: number,
) => Promise<{ readonly hasStarted: boolean; readonly hasEnded: boolean } | null>;

/** A call's simulated-live broadcast as of now, when it is one (its end closes Q&A). */
export type SimuLiveStateOf = (context: CallContext) => Promise<{ readonly ended: boolean } | null>;

interface Dependencies {
  readonly questions: QuestionsRepository;
  readonly liveVideoOf: LiveVideoStateOf;
  readonly simuLiveOf: SimuLiveStateOf;
  readonly conferenceAccess: ConferenceAccess;
  readonly events: ConferenceEvents;
  readonly now: () => Date;
  /** A raised hand closed: its author, if allowed to talk, goes back to listening. */
  readonly endTurn?: (confId: number, coreUserId: number) => Promise<void>;
}

/** Web questions come from the viewer; the bridge would name phone (*1) questions otherwise. */
const WEB_BRIDGE_TYPE = 'Web';

function toQuestion({ question, author }: QuestionWithAuthor): Question {
  return {
    Id: question.id,
    ConfId: question.conferenceId,
    AttendeeFirstName: author.firstName,
    AttendeeMiddleInitial: author.middleInitial,
    AttendeeLastName: author.lastName,
    AttendeeCompanyName: author.company,
    Question: question.text,
    QuestionType: question.questionType,
    BridgeType: question.bridgeType,
    DoNotAnnounceNameAndCompany: question.doNotAnnounce,
    Status: question.status,
    Answer: question.answer,
  };
}

function qandAType(context: CallContext): QandAType {
  return context.ctx.presentation.extras.ConferenceCallData?.QandAType ?? QandAType.None;
}

/**
 * SPEC §5 the event state that decides Q&A: a live video event's own start and end, and whether
 * the caller is in its audience (panelists and coordinators answer, they do not ask); a
 * simulated-live broadcast's end (before it and while it plays, questions are open); else the
 * call's status.
 */
async function qnaEventState(
  context: CallContext,
  call: CallRow,
  { liveVideoOf, simuLiveOf }: EventStateSources,
): Promise<QnaEventState> {
  const simuLive = await simuLiveOf(context);
  if (simuLive) return { kind: 'simuLive', loaded: true, ended: simuLive.ended };
  const live = await liveVideoOf(call.presId);
  if (live)
    return {
      kind: 'liveVideo',
      started: live.hasStarted,
      ended: live.hasEnded,
      isAttendee: !mayPresentLiveVideo(context.ctx.access.role?.liveVideoRole ?? 0),
    };
  return {
    kind: 'conference',
    ended:
      call.isDeleted || call.status === CallStatus.Ended || call.status === CallStatus.Published,
    expired: call.status === CallStatus.Expired,
    preEvent: call.status === null,
  };
}

/** Where the event state of a live video event or a simulated-live broadcast is read. */
type EventStateSources = Pick<Dependencies, 'liveVideoOf' | 'simuLiveOf'>;

/** SPEC §5 Q&A enabled, for this call in its current state. */
async function qnaEnabled(
  context: CallContext,
  call: CallRow,
  sources: EventStateSources,
): Promise<boolean> {
  return isQnaEnabled({
    isPreview: false,
    qandAType: qandAType(context),
    preEventQADisabled:
      context.ctx.presentation.extras.ConferenceCallData?.PreEventQADisabled ?? false,
    event: await qnaEventState(context, call, sources),
  });
}

export function createQuestionsService({
  questions,
  liveVideoOf,
  simuLiveOf,
  conferenceAccess,
  events,
  now,
  endTurn,
}: Dependencies) {
  async function reload(confId: number, questionId: number): Promise<QuestionWithAuthor> {
    const row = await questions.find(confId, questionId);
    if (!row) throw new NotFoundError(`Question ${questionId} not found.`);
    return row;
  }

  function toConsoleQuestion(row: QuestionWithAuthor): ConsoleQuestion {
    return {
      ...toQuestion(row),
      CoreUserId: row.question.userId,
      CreatedUtc: row.question.createdAt.toISOString(),
    };
  }

  /** Its author hears of the change, and so does the coordinator console's queue. */
  function publish(row: QuestionWithAuthor, isDeleted = false): Question {
    const question = toQuestion(row);
    const confId = row.question.conferenceId;
    events.question(confId, row.question.userId, {
      ...question,
      ...(isDeleted ? { IsDeleted: true } : {}),
    });
    if (isDeleted) events.consoleQuestionWithdrawn(confId, row.question.id);
    else events.consoleQuestion(confId, toConsoleQuestion(row));
    return question;
  }

  /** The caller's own, open question by id (another user's question is not found for them). */
  async function ownQuestion(caller: Caller, presId: number, confId: number, questionId: number) {
    const context = await conferenceAccess.requireParticipant(caller, presId, confId);
    const row = await questions.find(confId, questionId);
    if (!row || row.question.userId !== context.coreUserId)
      throw new NotFoundError(`Question ${questionId} not found.`);
    return { context, row };
  }

  return {
    async mine(
      caller: Caller,
      presId: number,
      confId: number,
      questionType: QuestionType | undefined,
    ): Promise<Question[]> {
      const { coreUserId } = await conferenceAccess.requireParticipant(caller, presId, confId);
      return (await questions.ofUser(confId, coreUserId, questionType)).map(toQuestion);
    },

    /** POST questions: a text question, or an audio one (raising the hand, SPEC §4). */
    async submit(
      caller: Caller,
      presId: number,
      confId: number,
      body: QuestionBody,
    ): Promise<Question> {
      const context = await conferenceAccess.requireParticipant(caller, presId, confId);
      const { call, participant, coreUserId } = context;
      if (participant.registrationType === 'ListenOnly')
        throw new ForbiddenError('Listen-only participants cannot ask questions.');
      if (!(await qnaEnabled(context, call, { liveVideoOf, simuLiveOf })))
        throw new ConflictError('Questions are not open for this call now.');
      const type = qandAType(context);
      const allowed =
        body.QuestionType === 'Text' ? allowsTextQuestions(type) : allowsAudioQuestions(type);
      if (!allowed)
        throw new ConflictError(`This call does not take ${body.QuestionType} questions.`);
      const mine = await questions.ofUser(confId, coreUserId);
      if (!maySubmitQuestion(openQuestion(mine.map(toQuestion)), call.questionEditAllowed))
        throw new ConflictError(
          'You already have an open question; withdraw it before asking another.',
        );
      const at = now();
      const row = await questions.insert({
        conferenceId: confId,
        userId: coreUserId,
        questionType: body.QuestionType,
        text: body.QuestionType === 'Text' ? body.Question : null,
        bridgeType: WEB_BRIDGE_TYPE,
        doNotAnnounce: body.DoNotAnnounceNameAndCompany,
        status: 'Pristine',
        createdAt: at,
        updatedAt: at,
      });
      return publish(await reload(confId, row.id));
    },

    /** PUT questions/{questionId}: new text for an editable text question (SPEC §4). */
    async edit(
      caller: Caller,
      presId: number,
      confId: number,
      questionId: number,
      body: QuestionBody,
    ): Promise<Question> {
      const { context, row } = await ownQuestion(caller, presId, confId, questionId);
      if (body.QuestionType !== row.question.questionType)
        throw new ValidationError('Invalid body field "QuestionType": a question keeps its type.');
      if (!(await qnaEnabled(context, context.call, { liveVideoOf, simuLiveOf })))
        throw new ConflictError('Questions are not open for this call now.');
      if (!isQuestionTextEditable(toQuestion(row), context.call.questionEditAllowed))
        throw new ConflictError('This question can no longer be edited.');
      const updated = await questions.updateIfStatus(questionId, row.question.status, {
        text: body.QuestionType === 'Text' ? body.Question : null,
        doNotAnnounce: body.DoNotAnnounceNameAndCompany,
        updatedAt: now(),
      });
      if (!updated) throw new ConflictError('The question changed meanwhile; reload it.');
      return publish(await reload(confId, questionId));
    },

    /** DELETE questions/{questionId}: withdraw a text question or cancel (lower) a hand. */
    async withdraw(
      caller: Caller,
      presId: number,
      confId: number,
      questionId: number,
    ): Promise<void> {
      const { row } = await ownQuestion(caller, presId, confId, questionId);
      if (!mayWithdrawQuestion(toQuestion(row)))
        throw new ConflictError('An answered or ignored question cannot be withdrawn.');
      const at = now();
      const updated = await questions.updateIfStatus(questionId, row.question.status, {
        withdrawnAt: at,
        updatedAt: at,
      });
      if (!updated) throw new ConflictError('The question changed meanwhile; reload it.');
      publish(row, true);
    },

    /** The console's queue: every question of the call, oldest first. */
    async all(context: CallContext): Promise<ConsoleQuestion[]> {
      return (await questions.ofCall(context.call.id)).map(toConsoleQuestion);
    },

    /**
     * A moderator's written answer (qna/moderation.ts mayAnswerQuestion): stored with the question,
     * which closes as Answered, and sent to its author alone on .user.{coreUserId}.question.
     */
    async answer(context: CallContext, questionId: number, text: string): Promise<ConsoleQuestion> {
      const confId = context.call.id;
      const row = await questions.find(confId, questionId);
      if (!row) throw new NotFoundError(`Question ${questionId} not found.`);
      if (!mayAnswerQuestion(toQuestion(row)))
        throw new ConflictError(
          row.question.questionType === 'Audio'
            ? 'A raised hand has no text to answer in writing.'
            : 'This question is Ignored; restore it before answering it.',
        );
      const at = now();
      const updated = await questions.updateIfStatus(questionId, row.question.status, {
        status: ANSWERED_IN_WRITING_STATUS,
        answer: text,
        answeredAt: at,
        updatedAt: at,
      });
      if (!updated) throw new ConflictError('The question changed meanwhile; reload the queue.');
      const fresh = await reload(confId, questionId);
      publish(fresh);
      return toConsoleQuestion(fresh);
    },

    /** A moderator move (qna/moderation.ts); the author sees the new status at once. */
    async moderate(
      context: CallContext,
      questionId: number,
      status: QuestionStatus,
    ): Promise<ConsoleQuestion> {
      const confId = context.call.id;
      const row = await questions.find(confId, questionId);
      if (!row) throw new NotFoundError(`Question ${questionId} not found.`);
      if (!mayModerateQuestion(row.question.status, status))
        throw new ConflictError(
          `This question is ${row.question.status}; it cannot be marked ${status}.`,
        );
      const updated = await questions.updateIfStatus(questionId, row.question.status, {
        status,
        updatedAt: now(),
      });
      if (!updated) throw new ConflictError('The question changed meanwhile; reload the queue.');
      const fresh = await reload(confId, questionId);
      publish(fresh);
      const closed = status === QuestionStatus.Answered || status === QuestionStatus.Ignored;
      if (closed && row.question.questionType === 'Audio')
        await endTurn?.(confId, row.question.userId);
      return toConsoleQuestion(fresh);
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;

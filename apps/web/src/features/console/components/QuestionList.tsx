// The moderator's queue (ARCHITECTURE §5 list `Questions`; SPEC §4 question statuses): every
// question of the call, oldest first, each with only the moves the domain allows from its status
// (moderatorActionsFor). A raised hand (audio question) still open offers `Allow to talk`, which
// gives its asker the floor in the call's audio; while they have it, `End turn` takes it back. Name and company show even when the attendee asked not to be announced
// (SPEC §5): the moderator needs them to know whom not to name, so they are marked instead.
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  ANSWER_MAX_CHARS,
  AnswerTextSchema,
  ModeratorAction,
  QuestionType,
  isQuestionClosed,
  mayAnswerQuestion,
  moderatorActionsFor,
  type ConsoleQuestion,
  type QuestionStatus,
} from '@podium/domain';
import { attendeeName, formatTime } from '../console-format.ts';

interface QuestionListProps {
  readonly questions: readonly ConsoleQuestion[];
  readonly busy: boolean;
  readonly onModerate: (questionId: number, status: QuestionStatus) => void;
  /** Sends a written answer; resolves true once the server has it. */
  readonly onAnswer: (questionId: number, answer: string) => Promise<boolean>;
  /** Attendees who have the floor in the call's audio now (or were just given it). */
  readonly floor: ReadonlySet<number>;
  readonly onAllowToTalk: (coreUserId: number) => void;
  readonly onEndTurn: (coreUserId: number) => void;
}

/**
 * The written answer box of one question (Answer, Send answer): checked with the shared schema
 * before it is sent; emptied once the server has the answer, kept when sending failed.
 */
function AnswerForm({
  question,
  busy,
  onAnswer,
}: Pick<QuestionListProps, 'busy' | 'onAnswer'> & { readonly question: ConsoleQuestion }) {
  const { t } = useTranslation('console');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const boxId = useId();
  const errorId = useId();
  const send = async () => {
    const parsed = AnswerTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'console:questions.answerEmpty');
      return;
    }
    setError(null);
    if (await onAnswer(question.Id, parsed.data)) setText('');
  };
  return (
    <form
      className="console-answer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={boxId} className="console-answer__label">
        {t('questions.answerLabel')}
      </label>
      <textarea
        id={boxId}
        className="console-answer__text"
        rows={2}
        maxLength={ANSWER_MAX_CHARS}
        value={text}
        aria-invalid={error !== null}
        {...(error !== null ? { 'aria-describedby': errorId } : {})}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
      />
      {error !== null && (
        <p id={errorId} role="alert" className="console-answer__error">
          {t(error)}
        </p>
      )}
      <button
        type="submit"
        className="pd-button pd-button--secondary console-button--small"
        disabled={busy}
      >
        {t('questions.send')}
      </button>
    </form>
  );
}

function QuestionItem({
  question,
  busy,
  onModerate,
  onAnswer,
  floor,
  onAllowToTalk,
  onEndTurn,
}: { readonly question: ConsoleQuestion } & Omit<QuestionListProps, 'questions'>) {
  const { t, i18n } = useTranslation('console');
  const textId = useId();
  const closed = isQuestionClosed(question.Status);
  const actions = moderatorActionsFor(question.Status);
  const audio = question.QuestionType === QuestionType.Audio;
  const hasFloor = audio && floor.has(question.CoreUserId);
  return (
    <li className={`console-item${closed ? ' console-item--closed' : ''}`}>
      <div className="console-item__head">
        <span className="console-item__name">{attendeeName(question)}</span>
        <span className={`console-badge console-badge--${question.Status.toLowerCase()}`}>
          {t(`questions.status.${question.Status}`)}
        </span>
      </div>
      <div className="console-item__meta">
        {question.AttendeeCompanyName && <span>{question.AttendeeCompanyName}</span>}
        <span>
          {t('questions.askedAt', { time: formatTime(question.CreatedUtc, i18n.language) })}
        </span>
        {question.DoNotAnnounceNameAndCompany && (
          <span
            className="console-badge console-badge--warning"
            title={t('questions.doNotAnnounceHint')}
          >
            {t('questions.doNotAnnounce')}
          </span>
        )}
      </div>
      <p id={textId} className="console-item__text">
        {audio ? t('questions.audio') : question.Question}
      </p>
      {(question.Answer ?? null) !== null && (
        <p className="console-item__answer">
          <span className="console-item__answer-label">{t('questions.answered')}</span>{' '}
          {question.Answer}
        </p>
      )}
      {actions.length > 0 && (
        <div className="console-item__actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className="pd-button pd-button--secondary console-button--small"
              aria-describedby={textId}
              disabled={busy}
              onClick={() => onModerate(question.Id, ModeratorAction[action])}
            >
              {t(`questions.action.${action}`)}
            </button>
          ))}
        </div>
      )}
      {audio && (hasFloor || !closed) && (
        <div className="console-item__actions">
          <button
            type="button"
            className="pd-button pd-button--primary console-button--small"
            aria-describedby={textId}
            disabled={busy}
            onClick={() =>
              hasFloor ? onEndTurn(question.CoreUserId) : onAllowToTalk(question.CoreUserId)
            }
          >
            {hasFloor ? t('questions.endTurn') : t('questions.allowToTalk')}
          </button>
        </div>
      )}
      {mayAnswerQuestion(question) && (
        <AnswerForm question={question} busy={busy} onAnswer={onAnswer} />
      )}
    </li>
  );
}

export function QuestionList({ questions, ...actions }: QuestionListProps) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const open = questions.filter((q) => !isQuestionClosed(q.Status)).length;
  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <div className="console-panel__header">
        <h2 id={headingId} className="console-panel__title">
          {t('questions.heading')}
        </h2>
        <span className="console-panel__count">
          {t('questions.count', { open, total: questions.length })}
        </span>
      </div>
      {questions.length === 0 && <p className="console-empty">{t('questions.empty')}</p>}
      <ul className="console-list" aria-label={t('questions.heading')}>
        {questions.map((question) => (
          <QuestionItem key={question.Id} question={question} {...actions} />
        ))}
      </ul>
    </section>
  );
}

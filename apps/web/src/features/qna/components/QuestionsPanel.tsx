// The Ask a Question panel (SPEC §2, §4, §5; ARCHITECTURE §5 names): a text question with the
// character limit and do-not-announce option, its live status, edit when allowed and withdraw;
// audio questions as Raise hand / Lower hand. The box's text is a draft kept until the server
// has the question (ARCHITECTURE §7: no question lost), through failed submits and reloads.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { QUESTION_MAX_CHARS, QUESTION_MAX_CHARS_MESSAGE_KEY, type Question } from '@podium/domain';
import { Button } from '../../../shared/ui/Button.tsx';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { useQna } from '../useQna.ts';
import { useQuestionDraft } from '../useQuestionDraft.ts';
import '../qna.css';

/** A moderator's written answer to one of the attendee's questions (only the asker sees it). */
function WrittenAnswer({ question }: { readonly question: Question }) {
  const { t } = useTranslation('qna');
  if ((question.Answer ?? null) === null) return null;
  return (
    <div className="qna__answer">
      <p className="qna__mine-label">{t('answer.label')}</p>
      <p className="qna__answer-text">{question.Answer}</p>
    </div>
  );
}

/** The attendee's earlier questions answered in writing, kept in view after Q&A closes too. */
function EarlierAnswers({ questions: all }: { readonly questions: readonly Question[] }) {
  const { t } = useTranslation('qna');
  const questions = all.filter((question) => (question.Answer ?? null) !== null);
  if (questions.length === 0) return null;
  return (
    <ul className="qna__answered" aria-label={t('answer.earlier')}>
      {questions.map((question) => (
        <li key={question.Id} className="qna__mine">
          <p className="qna__mine-label">{t('question.yours')}</p>
          <p className="qna__mine-text">{question.Question}</p>
          <WrittenAnswer question={question} />
        </li>
      ))}
    </ul>
  );
}

export function QuestionsPanel() {
  const { t } = useTranslation('qna');
  const qna = useQna();
  const { presId } = usePresentation();
  const [error, setError] = useState<string | null>(null);
  /** Editing the open question (SPEC §4: only when edit is allowed). */
  const [editing, setEditing] = useState(false);
  const draft = useQuestionDraft(presId, editing ? null : (qna.openText?.Question ?? null));
  const { text, doNotAnnounce } = draft;
  const textId = useId();
  const limitId = useId();
  const errorId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const mine = useRef<HTMLDivElement>(null);
  // Focus follows the question: once sent, to the question and its status (the form is gone);
  // when it could not be sent, back to the box that holds it.
  const focusMineOnceShown = useRef(false);
  useEffect(() => {
    if (!focusMineOnceShown.current || !mine.current) return;
    focusMineOnceShown.current = false;
    mine.current.focus();
  }, [qna.openText, editing]);

  if (!qna.enabled)
    return (
      <>
        <p className="qna-note">{t('closed')}</p>
        <EarlierAnswers
          questions={qna.closedText !== null ? [qna.closedText, ...qna.answered] : qna.answered}
        />
      </>
    );
  if (qna.listenOnly) return <p className="qna-note">{t('listenOnly')}</p>;

  const atLimit = text.length >= QUESTION_MAX_CHARS;
  const submit = async () => {
    const sent = text;
    const outcome = await qna.ask(sent, doNotAnnounce);
    setError(outcome.kind === 'invalid' ? outcome.messageKey : null);
    // A failed submit keeps the text (and the editing) for the user to send again, by hand.
    if (outcome.kind === 'sent') {
      // The question may be on screen already (the store has it before the call returns).
      if (mine.current) mine.current.focus();
      else focusMineOnceShown.current = true;
      draft.accepted(sent);
      setEditing(false);
    } else {
      box.current?.focus();
    }
  };
  const startEdit = () => {
    // An update that did not go through is still in the draft: edit that, not the old text.
    if (text.trim() === '') draft.setText(qna.openText?.Question ?? '');
    setEditing(true);
  };
  const updating = editing && qna.editable;

  return (
    <div className="qna">
      {qna.text && (
        <section className="qna__section" aria-labelledby={`${textId}-heading`}>
          <h3 id={`${textId}-heading`} className="qna__heading">
            {t('textHeading')}
          </h3>
          {qna.openText !== null && (
            <div className="qna__mine" ref={mine} tabIndex={-1}>
              <p className="qna__mine-label">{t('question.yours')}</p>
              <p className="qna__mine-text">{qna.openText.Question}</p>
              <p role="status" className={`qna__status qna__status--${qna.openText.Status}`}>
                {t(`status.${qna.openText.Status}`)}
              </p>
              <div className="qna__actions">
                {qna.editable && !editing && (
                  <Button variant="secondary" disabled={qna.busy} onClick={startEdit}>
                    {t('question.edit')}
                  </Button>
                )}
                <Button variant="secondary" disabled={qna.busy} onClick={qna.withdraw}>
                  {t('question.withdraw')}
                </Button>
              </div>
            </div>
          )}
          {qna.closedText !== null && (
            <div className="qna__mine">
              <p className="qna__mine-label">{t('question.yours')}</p>
              <p className="qna__mine-text">{qna.closedText.Question}</p>
              <p role="status" className={`qna__status qna__status--${qna.closedText.Status}`}>
                {t(`status.${qna.closedText.Status}`)}
              </p>
              <WrittenAnswer question={qna.closedText} />
            </div>
          )}
          <EarlierAnswers questions={qna.answered} />
          {qna.mayAsk && (qna.openText === null || updating) && (
            <form
              className="qna__form"
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <label htmlFor={textId} className="qna__label">
                {t('question.label')}
              </label>
              <textarea
                id={textId}
                className="qna__text"
                rows={4}
                maxLength={QUESTION_MAX_CHARS}
                ref={box}
                value={text}
                aria-invalid={error !== null ? true : undefined}
                aria-describedby={error !== null ? `${limitId} ${errorId}` : limitId}
                onChange={(event) => {
                  draft.setText(event.currentTarget.value);
                  setError(null);
                }}
              />
              <p
                id={limitId}
                className={atLimit ? 'qna__limit qna__limit--reached' : 'qna__limit'}
                aria-live="polite"
              >
                {atLimit
                  ? t(QUESTION_MAX_CHARS_MESSAGE_KEY)
                  : t('question.charsLeft', { count: QUESTION_MAX_CHARS - text.length })}
              </p>
              <label className="qna__check">
                <input
                  type="checkbox"
                  checked={doNotAnnounce}
                  onChange={(event) => draft.setDoNotAnnounce(event.currentTarget.checked)}
                />
                {t('question.doNotAnnounce')}
              </label>
              {error !== null && (
                <p role="alert" id={errorId} className="qna__error">
                  {t(error)}
                </p>
              )}
              {qna.failure === 'send' && (
                <p role="alert" className="qna__error">
                  {t('question.sendFailed')}
                </p>
              )}
              {qna.failure === 'sendTooFast' && (
                <p role="alert" className="qna__error">
                  {t('question.sendTooFast')}
                </p>
              )}
              <Button type="submit" disabled={qna.busy}>
                {updating ? t('question.update') : t('question.submit')}
              </Button>
            </form>
          )}
          {qna.failure === 'withdraw' && (
            <p role="alert" className="qna__error">
              {t('question.withdrawFailed')}
            </p>
          )}
        </section>
      )}
      {qna.audio && (
        <section className="qna__section" aria-labelledby={`${textId}-hand`}>
          <h3 id={`${textId}-hand`} className="qna__heading">
            {t('hand.heading')}
          </h3>
          {qna.handRaised ? (
            <>
              <p role="status">{t('hand.raised')}</p>
              <Button variant="secondary" disabled={qna.busy} onClick={qna.lowerHand}>
                {t('hand.lower')}
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              disabled={qna.busy}
              onClick={() => qna.raiseHand(doNotAnnounce)}
            >
              {t('hand.raise')}
            </Button>
          )}
          {qna.failure === 'hand' && (
            <p role="alert" className="qna__error">
              {t('hand.failed')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

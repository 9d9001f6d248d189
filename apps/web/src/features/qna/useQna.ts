// The attendee's side of Q&A (SPEC §4 question statuses, §5 rules): whether Q&A is open, the open
// text question and the raised hand (audio question), and the calls that change them. Answers
// and hub updates both land in the conference store, so the panel shows the latest status.
import { useCallback, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import {
  QUESTION_EMPTY_MESSAGE_KEY,
  QuestionBodySchema,
  QuestionType,
  allowsAudioQuestions,
  allowsTextQuestions,
  isHandRaised,
  isPreEvent,
  isQnaEnabled,
  isQuestionTextEditable,
  maySubmitQuestion,
  mayWithdrawQuestion,
  openQuestion,
  type Question,
} from '@podium/domain';
import { HttpError } from '../../shared/http/client.ts';
import { editQuestion, submitQuestion, withdrawQuestion } from '../conference/conference.api.ts';
import { applyQuestion, selectCutOff, useConferenceStore } from '../conference/conference.store.ts';
import { useConferenceSession } from '../conference/session-host.ts';
import { showToast } from '../../shared/ui/toast/index.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useSimuLiveQnaState } from '../simulive/useSimuLiveQnaState.ts';
import { useLiveVideoQnaState } from '../live-video/useLiveVideoQnaState.ts';

/** `sendTooFast`: the server refused a question for coming too soon after others (429). */
export type QnaFailure = 'send' | 'sendTooFast' | 'withdraw' | 'hand' | null;

/**
 * What became of a text question: `sent` once the server answered with it; `invalid` when the
 * shared schema refused it (nothing sent; `messageKey` says why); `failed` when the call did not
 * succeed (server down, network error, 5xx): the caller keeps the text for the user to resubmit.
 */
export type AskOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'invalid'; readonly messageKey: string }
  | { readonly kind: 'failed' };

export interface Qna {
  readonly enabled: boolean;
  readonly listenOnly: boolean;
  readonly text: boolean;
  readonly audio: boolean;
  readonly openText: Question | null;
  /**
   * With no open text question: the newest one the moderator closed (Answered or Ignored), so
   * the attendee sees how their question ended (SPEC §4 statuses), beside the form to ask again.
   */
  readonly closedText: Question | null;
  /**
   * The attendee's other text questions a moderator answered in writing (newest first), beside
   * closedText, which shows its own answer.
   */
  readonly answered: readonly Question[];
  readonly mayAsk: boolean;
  readonly editable: boolean;
  readonly handRaised: boolean;
  readonly busy: boolean;
  readonly failure: QnaFailure;
  /** Submits (or, with an open editable question, updates) a text question, once: no resend. */
  readonly ask: (text: string, doNotAnnounce: boolean) => Promise<AskOutcome>;
  readonly withdraw: () => void;
  readonly raiseHand: (doNotAnnounce: boolean) => void;
  readonly lowerHand: () => void;
}

const TOO_MANY_REQUESTS = 429;

export function useQna(): Qna {
  const { t } = useTranslation('qna');
  const { presentation } = usePresentation();
  const session = useConferenceSession();
  const call = useConferenceStore((s) => s.call);
  const questions = useConferenceStore((s) => s.questions);
  const editAllowed = useConferenceStore((s) => s.questionEditAllowed);
  const participant = useConferenceStore((s) => s.participant);
  const revoked = useConferenceStore((s) => selectCutOff(s) !== null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<QnaFailure>(null);
  const data = presentation.ConferenceCallData;
  const qandAType = data?.QandAType ?? null;
  const simuLive = useSimuLiveQnaState();
  const liveVideo = useLiveVideoQnaState();

  const enabled =
    session !== null &&
    !revoked &&
    !call.isCancelled &&
    isQnaEnabled({
      isPreview: false,
      qandAType,
      preEventQADisabled: data?.PreEventQADisabled ?? false,
      event: simuLive ??
        liveVideo ?? {
          kind: 'conference',
          ended: call.isEnded,
          expired: call.isReplayExpired,
          preEvent: isPreEvent(call),
        },
    });
  const listenOnly = participant?.RegistrationType === 'ListenOnly';
  const textQuestions = questions.filter((q) => q.QuestionType === QuestionType.Text);
  const openText = openQuestion(textQuestions);
  const newestText = textQuestions.at(-1) ?? null;
  const closedText =
    openText === null && newestText !== null && !isHandRaised(newestText) ? newestText : null;
  const answered = textQuestions
    .filter((q) => (q.Answer ?? null) !== null && q !== closedText)
    .reverse();
  const openAudio = openQuestion(questions.filter((q) => q.QuestionType === QuestionType.Audio));

  /** Runs one call; false (with the failure shown) when it did not succeed. */
  const run = useCallback(
    async (
      kind: Exclude<QnaFailure, 'sendTooFast' | null>,
      work: () => Promise<void>,
    ): Promise<boolean> => {
      setBusy(true);
      setFailure(null);
      try {
        await work();
        return true;
      } catch (error) {
        const tooFast = error instanceof HttpError && error.status === TOO_MANY_REQUESTS;
        setFailure(kind === 'send' && tooFast ? 'sendTooFast' : kind);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  const ask = useCallback(
    async (text: string, doNotAnnounce: boolean): Promise<AskOutcome> => {
      const parsed = QuestionBodySchema.safeParse({
        QuestionType: QuestionType.Text,
        Question: text,
        DoNotAnnounceNameAndCompany: doNotAnnounce,
      });
      if (!parsed.success) {
        const messageKey = parsed.error.issues[0]?.message ?? QUESTION_EMPTY_MESSAGE_KEY;
        return { kind: 'invalid', messageKey };
      }
      // The form shows only with a session; without one the question cannot have gone out.
      if (session === null) {
        setFailure('send');
        return { kind: 'failed' };
      }
      const body = parsed.data;
      const editing = openText !== null && isQuestionTextEditable(openText, editAllowed);
      const sent = await run('send', async () => {
        const saved = editing
          ? await editQuestion(session.call, openText.Id, body)
          : await submitQuestion(session.call, body);
        applyQuestion(saved, false);
      });
      // SPEC §2 toast: the product confirms what the viewer did.
      if (sent) {
        showToast({
          message: t(editing ? 'question.updated' : 'question.submitted'),
          icon: 'success',
        });
      }
      return sent ? { kind: 'sent' } : { kind: 'failed' };
    },
    [session, run, openText, editAllowed, t],
  );

  const withdraw = useCallback(() => {
    if (session === null || openText === null || !mayWithdrawQuestion(openText)) return;
    void run('withdraw', async () => {
      await withdrawQuestion(session.call, openText.Id);
      applyQuestion(openText, true);
      showToast({ message: t('question.withdrawn'), icon: 'success' });
    });
  }, [session, run, openText, t]);

  const raiseHand = useCallback(
    (doNotAnnounce: boolean) => {
      if (session === null) return;
      void run('hand', async () => {
        const body = QuestionBodySchema.parse({
          QuestionType: QuestionType.Audio,
          DoNotAnnounceNameAndCompany: doNotAnnounce,
        });
        applyQuestion(await submitQuestion(session.call, body), false);
      });
    },
    [session, run],
  );

  const lowerHand = useCallback(() => {
    if (session === null || openAudio === null) return;
    void run('hand', async () => {
      await withdrawQuestion(session.call, openAudio.Id);
      applyQuestion(openAudio, true);
    });
  }, [session, run, openAudio]);

  return {
    enabled,
    listenOnly,
    text: allowsTextQuestions(qandAType),
    audio: allowsAudioQuestions(qandAType),
    openText,
    closedText,
    answered,
    mayAsk: maySubmitQuestion(openText, editAllowed),
    editable: openText !== null && isQuestionTextEditable(openText, editAllowed),
    handRaised: isHandRaised(openAudio),
    busy,
    failure,
    ask,
    withdraw,
    raiseHand,
    lowerHand,
  };
}

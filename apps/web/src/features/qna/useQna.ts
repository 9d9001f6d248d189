// The attendee's side of Q&A (SPEC §4 question statuses, §5 rules): whether Q&A is open, the open
// text question and the raised hand (audio question), and the calls that change them. Answers
// and hub updates both land in the conference store, so the panel shows the latest status.
import { useCallback, useState } from 'react';
import {
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
import { editQuestion, submitQuestion, withdrawQuestion } from '../conference/conference.api.ts';
import { applyQuestion, useConferenceStore } from '../conference/conference.store.ts';
import { useConferenceSession } from '../conference/session-host.ts';
import { usePresentation } from '../presentation/presentation.context.ts';

export type QnaFailure = 'send' | 'hand' | null;

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
  readonly mayAsk: boolean;
  readonly editable: boolean;
  readonly handRaised: boolean;
  readonly busy: boolean;
  readonly failure: QnaFailure;
  /** Submits (or, with an open editable question, updates) a text question; returns an error key or null. */
  readonly ask: (text: string, doNotAnnounce: boolean) => Promise<string | null>;
  readonly withdraw: () => void;
  readonly raiseHand: (doNotAnnounce: boolean) => void;
  readonly lowerHand: () => void;
}

export function useQna(): Qna {
  const { presentation } = usePresentation();
  const session = useConferenceSession();
  const call = useConferenceStore((s) => s.call);
  const questions = useConferenceStore((s) => s.questions);
  const editAllowed = useConferenceStore((s) => s.questionEditAllowed);
  const participant = useConferenceStore((s) => s.participant);
  const revoked = useConferenceStore((s) => s.accessRevoked);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<QnaFailure>(null);
  const data = presentation.ConferenceCallData;
  const qandAType = data?.QandAType ?? null;

  const enabled =
    session !== null &&
    !revoked &&
    !call.isCancelled &&
    isQnaEnabled({
      isPreview: false,
      qandAType,
      preEventQADisabled: data?.PreEventQADisabled ?? false,
      event: {
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
  const openAudio = openQuestion(questions.filter((q) => q.QuestionType === QuestionType.Audio));

  const run = useCallback(async (kind: Exclude<QnaFailure, null>, work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch {
      setFailure(kind);
    } finally {
      setBusy(false);
    }
  }, []);

  const ask = useCallback(
    async (text: string, doNotAnnounce: boolean): Promise<string | null> => {
      if (session === null) return null;
      const parsed = QuestionBodySchema.safeParse({
        QuestionType: QuestionType.Text,
        Question: text,
        DoNotAnnounceNameAndCompany: doNotAnnounce,
      });
      if (!parsed.success) return parsed.error.issues[0]?.message ?? null;
      const body = parsed.data;
      await run('send', async () => {
        const saved =
          openText !== null && isQuestionTextEditable(openText, editAllowed)
            ? await editQuestion(session.call, openText.Id, body)
            : await submitQuestion(session.call, body);
        applyQuestion(saved, false);
      });
      return null;
    },
    [session, run, openText, editAllowed],
  );

  const withdraw = useCallback(() => {
    if (session === null || openText === null || !mayWithdrawQuestion(openText)) return;
    void run('send', async () => {
      await withdrawQuestion(session.call, openText.Id);
      applyQuestion(openText, true);
    });
  }, [session, run, openText]);

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

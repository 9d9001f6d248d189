// The moderator's side of Q&A (the coordinator console of ARCHITECTURE §5: Mark current, Mark
// next, Mark answered, Ignore). SPEC §4 names the statuses but not the moves between them; the
// table below is Podium's, and the server refuses any move it does not list.
import { QuestionStatus, QuestionType } from './questions.ts';

/**
 * Allowed moderator moves, from → to:
 * - Pristine (new, unseen): may be queued as Next, put on air as Current, or closed directly
 *   (Answered: covered already; Ignored: off-topic or abusive).
 * - Next (queued): may go on air, be closed, or go back to Pristine when taken out of the queue.
 * - Current (on air): may be closed, or sent back to Next when the moderator picks another first.
 * - Ignored: may return to Pristine, so an ignore clicked by mistake can be undone.
 * - Answered: final. The attendee's hand is down and their open question is gone (SPEC §4);
 *   reopening would raise a hand the attendee did not raise again.
 */
export const MODERATOR_TRANSITIONS: Readonly<Record<QuestionStatus, readonly QuestionStatus[]>> = {
  Pristine: [
    QuestionStatus.Current,
    QuestionStatus.Next,
    QuestionStatus.Answered,
    QuestionStatus.Ignored,
  ],
  Next: [
    QuestionStatus.Current,
    QuestionStatus.Answered,
    QuestionStatus.Ignored,
    QuestionStatus.Pristine,
  ],
  Current: [QuestionStatus.Answered, QuestionStatus.Ignored, QuestionStatus.Next],
  Ignored: [QuestionStatus.Pristine],
  Answered: [],
};

export function mayModerateQuestion(from: QuestionStatus, to: QuestionStatus): boolean {
  return MODERATOR_TRANSITIONS[from].includes(to);
}

/** Console actions (ARCHITECTURE §5 button names) and the status each sets. */
export const ModeratorAction = {
  MarkCurrent: QuestionStatus.Current,
  MarkNext: QuestionStatus.Next,
  MarkAnswered: QuestionStatus.Answered,
  Ignore: QuestionStatus.Ignored,
} as const;
export type ModeratorAction = keyof typeof ModeratorAction;

/** The console actions offered for a question in `status`. */
export function moderatorActionsFor(status: QuestionStatus): ModeratorAction[] {
  return (Object.keys(ModeratorAction) as ModeratorAction[]).filter((action) =>
    mayModerateQuestion(status, ModeratorAction[action]),
  );
}

/**
 * A written answer (Podium's addition to SPEC §4 Q&A: the moderator answers a text question in
 * writing and only the asker sees it). A text question may be answered from every status but
 * Ignored, and answered again to correct the answer; answering closes it as Answered. An ignored
 * question is restored first (Ignored → Pristine), so an answer is never sent by a stray click on
 * a question the moderator set aside. A raised hand (audio question) has no text to answer.
 */
export function mayAnswerQuestion(question: {
  readonly QuestionType: QuestionType;
  readonly Status: QuestionStatus;
}): boolean {
  return question.QuestionType === QuestionType.Text && question.Status !== QuestionStatus.Ignored;
}

/** The status a question has once answered in writing. */
export const ANSWERED_IN_WRITING_STATUS = QuestionStatus.Answered;

// SPEC §3 Question, the SPEC §4 question statuses and the attendee's side of Q&A: which question
// is theirs and open, whether their hand is raised, and when they may submit or edit (SPEC §5).
import { z } from 'zod';
import { ANSWER_MAX_CHARS, QUESTION_MAX_CHARS } from '../constants.ts';

/** SPEC §4 question statuses. */
export const QuestionStatus = {
  Pristine: 'Pristine',
  Current: 'Current',
  Next: 'Next',
  Answered: 'Answered',
  Ignored: 'Ignored',
} as const;
export type QuestionStatus = (typeof QuestionStatus)[keyof typeof QuestionStatus];
export const QuestionStatusSchema = z.enum(['Pristine', 'Current', 'Next', 'Answered', 'Ignored']);

/** SPEC §3 QuestionType: a text question, or an audio question (a raised hand to speak on the bridge). */
export const QuestionType = { Text: 'Text', Audio: 'Audio' } as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];
export const QuestionTypeSchema = z.enum(['Text', 'Audio']);

const Id = z.number().int().positive().max(2_147_483_647);

/** SPEC §3 Question, as the server sends it. Question text is null for audio questions. */
export const QuestionSchema = z.object({
  Id,
  ConfId: Id,
  AttendeeFirstName: z.string(),
  AttendeeMiddleInitial: z.string(),
  AttendeeLastName: z.string(),
  AttendeeCompanyName: z.string(),
  Question: z.string().max(QUESTION_MAX_CHARS).nullable(),
  QuestionType: QuestionTypeSchema,
  /** SPEC §3 BridgeType: its values are not shown; carried through as the bridge names it. */
  BridgeType: z.string().nullable(),
  /** SPEC §5: hides name and company when the question is announced. */
  DoNotAnnounceNameAndCompany: z.boolean(),
  Status: QuestionStatusSchema,
  /**
   * Podium: the moderator's written answer, which only the asker sees; null (or absent) until a
   * moderator answered in text.
   */
  Answer: z.string().max(ANSWER_MAX_CHARS).nullable().optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** i18n key of SPEC §5 "Maximum character count reached." (namespace `qna`). */
export const QUESTION_MAX_CHARS_MESSAGE_KEY = 'qna:question.maxCharsReached';
/** i18n key for a text question that is empty once trimmed. */
export const QUESTION_EMPTY_MESSAGE_KEY = 'qna:question.empty';

/** i18n key for a written answer that is empty once trimmed (namespace `console`). */
export const ANSWER_EMPTY_MESSAGE_KEY = 'console:questions.answerEmpty';
/** i18n key for a written answer over ANSWER_MAX_CHARS (namespace `console`). */
export const ANSWER_MAX_CHARS_MESSAGE_KEY = 'console:questions.answerTooLong';

/** A moderator's written answer, as typed in the console; counted like a question's text. */
export const AnswerTextSchema = z
  .string()
  .trim()
  .min(1, { error: ANSWER_EMPTY_MESSAGE_KEY })
  .max(ANSWER_MAX_CHARS, { error: ANSWER_MAX_CHARS_MESSAGE_KEY });

/**
 * The question text an attendee types. Its length counts UTF-16 code units, the unit the
 * browser's textarea maxLength counts, so the box and the server agree on where the limit is.
 */
export const QuestionTextSchema = z
  .string()
  .trim()
  .min(1, { error: QUESTION_EMPTY_MESSAGE_KEY })
  .max(QUESTION_MAX_CHARS, { error: QUESTION_MAX_CHARS_MESSAGE_KEY });

/**
 * Body of POST/PUT questions (SPEC §7). A text question carries its text; an audio question is a
 * raised hand and carries none. Unknown fields are refused: the server fills the attendee's name,
 * company and status itself, never from the body.
 */
export const QuestionBodySchema = z.discriminatedUnion('QuestionType', [
  z.strictObject({
    QuestionType: z.literal('Text'),
    Question: QuestionTextSchema,
    DoNotAnnounceNameAndCompany: z.boolean(),
  }),
  z.strictObject({
    QuestionType: z.literal('Audio'),
    DoNotAnnounceNameAndCompany: z.boolean(),
  }),
]);
export type QuestionBody = z.infer<typeof QuestionBodySchema>;

/** SPEC §4: the user's open question is the first Pristine, else the first Current, else the first Next. */
export function openQuestion<T extends { readonly Status: QuestionStatus }>(
  questions: readonly T[],
): T | null {
  for (const status of [QuestionStatus.Pristine, QuestionStatus.Current, QuestionStatus.Next]) {
    const found = questions.find((q) => q.Status === status);
    if (found !== undefined) return found;
  }
  return null;
}

/** SPEC §4: answered and ignored questions are closed; the rest are still waiting or on air. */
export function isQuestionClosed(status: QuestionStatus): boolean {
  return status === QuestionStatus.Answered || status === QuestionStatus.Ignored;
}

/**
 * SPEC §4: the hand is raised unless the (audio) question is Ignored or Answered. Without a
 * question there is no hand to raise.
 */
export function isHandRaised(question: { readonly Status: QuestionStatus } | null): boolean {
  return question !== null && !isQuestionClosed(question.Status);
}

/** SPEC §5: a question may be submitted only if none is open or editing is allowed. */
export function maySubmitQuestion(
  open: { readonly Status: QuestionStatus } | null,
  editAllowed: boolean,
): boolean {
  return open === null || editAllowed;
}

/**
 * SPEC §4: a text question is editable only when edit is allowed; audio questions have no text.
 * A closed question is history and stays as it was answered or ignored.
 */
export function isQuestionTextEditable(
  question: { readonly QuestionType: QuestionType; readonly Status: QuestionStatus },
  editAllowed: boolean,
): boolean {
  return (
    editAllowed && question.QuestionType === QuestionType.Text && !isQuestionClosed(question.Status)
  );
}

/**
 * SPEC §4: questions can be withdrawn (text) or cancelled (audio: lowering the hand) while they
 * are open; once answered or ignored there is nothing left to withdraw.
 */
export function mayWithdrawQuestion(question: { readonly Status: QuestionStatus }): boolean {
  return !isQuestionClosed(question.Status);
}

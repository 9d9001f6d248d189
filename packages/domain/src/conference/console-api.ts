// The REST contract of Podium's coordinator console (SPEC §4 call states, §6 coordinator role):
// request and response schemas of the console calls under conferencePaths (api.ts) and its
// realtime topic's message. Field names follow the SPEC §3 shapes they extend.
import { z } from 'zod';
import { IdParam } from '../api/schemas.ts';
import { UtcDateTimeSchema } from '../api/date-time.ts';
import { PresenterSchema } from '../presentation/entities.ts';
import { AnswerTextSchema, QuestionSchema, QuestionStatusSchema } from '../qna/questions.ts';
import { CallStatusResponseSchema, ConferencePresControlSchema, ParticipantSchema } from './api.ts';
import { CallAudioSpeakerSchema } from './call-audio.ts';
import { CONSOLE_TRANSITIONS } from './console.ts';

const Id = z.number().int().positive().max(2_147_483_647);
const Utc = z.iso.datetime({ offset: true });

export const ConsoleTransitionSchema = z.enum(CONSOLE_TRANSITIONS);
/** POST console/transition. */
export const ConsoleTransitionBodySchema = z.strictObject({ Transition: ConsoleTransitionSchema });

/**
 * GET console: the status and which controls apply now (availableConsoleTransitions,
 * mayCancelCall, mayChangeStartTime).
 */
export const ConsoleStateSchema = z.object({
  Status: CallStatusResponseSchema,
  Transitions: z.array(ConsoleTransitionSchema),
  MayCancel: z.boolean(),
  MayChangeStartTime: z.boolean(),
  PresenterControl: ConferencePresControlSchema,
});
export type ConsoleState = z.infer<typeof ConsoleStateSchema>;

/**
 * PUT console/starttime: the new start as ISO 8601 UTC ("Z"), which the console converts from
 * the coordinator's own time zone. How far back or ahead it may lie: startTimeProblem.
 */
export const ChangeStartTimeBodySchema = z.strictObject({
  StartTimeUtc: UtcDateTimeSchema,
});
export type ChangeStartTimeBody = z.infer<typeof ChangeStartTimeBodySchema>;

/** GET console/participants item; POST …/revoke answers one. */
export const ConsoleParticipantSchema = ParticipantSchema.extend({
  CoreUserId: Id,
  Name: z.string(),
  Company: z.string(),
  EmailAddress: z.string().nullable(),
  /** A participant session is open (the viewer is in the call). */
  IsActive: z.boolean(),
  /** The coordinator looking at the list is this person (they cannot revoke themself). */
  IsCaller: z.boolean().optional(),
});
export type ConsoleParticipant = z.infer<typeof ConsoleParticipantSchema>;
export const ConsoleParticipantsResponseSchema = z.array(ConsoleParticipantSchema);

/** GET console/presenters: the full list (with emails) and who is active. */
export const ConsolePresentersResponseSchema = z.object({
  Presenters: z.array(PresenterSchema.extend({ EmailAddress: z.string().nullable() })),
  ActivePresenterCoreUserId: Id.nullable(),
});
export type ConsolePresentersResponse = z.infer<typeof ConsolePresentersResponseSchema>;

/** POST console/presenters: adds a user who has a role on the presentation to the list. */
export const AddPresenterBodySchema = z.strictObject({ CoreUserId: IdParam });

/** PUT console/presentercontrol: SPEC §3 presenter control message, as the coordinator sets it. */
export const PresenterControlBodySchema = z.strictObject({
  PresenterControlEnabled: z.boolean(),
  SlideSyncEnabled: z.boolean(),
});
export type PresenterControlBody = z.infer<typeof PresenterControlBodySchema>;

/** GET console/questions item: every open and closed question of the call, oldest first. */
export const ConsoleQuestionSchema = QuestionSchema.extend({
  CoreUserId: Id,
  CreatedUtc: Utc,
});
export type ConsoleQuestion = z.infer<typeof ConsoleQuestionSchema>;
export const ConsoleQuestionsResponseSchema = z.array(ConsoleQuestionSchema);

/**
 * The console's realtime topic (`conferencecall.{id}.console`, coordinators only): a question
 * asked or changed (as the queue lists it), a question withdrawn (it leaves the queue), a
 * participant who became present or whose last hub connection closed, or a new registration.
 */
export const ConsoleUpdateMessageSchema = z.discriminatedUnion('Type', [
  z.object({ Type: z.literal('question'), Question: ConsoleQuestionSchema }),
  z.object({ Type: z.literal('questionWithdrawn'), QuestionId: Id }),
  z.object({ Type: z.literal('presence'), CoreUserId: Id, IsActive: z.boolean() }),
  /** Someone registered for the call: the list is read again. */
  z.object({ Type: z.literal('participants') }),
  /** Who is connected to the call's audio and who is speaking, on each change (call-audio.ts). */
  z.object({ Type: z.literal('callAudio'), Speakers: z.array(CallAudioSpeakerSchema) }),
]);
export type ConsoleUpdateMessage = z.infer<typeof ConsoleUpdateMessageSchema>;

/** PUT console/questions/{questionId}: a moderator move (qna/moderation.ts). */
export const ModerateQuestionBodySchema = z.strictObject({ Status: QuestionStatusSchema });

/** PUT console/questions/{questionId}/answer: the written answer (qna/moderation.ts mayAnswerQuestion). */
export const AnswerQuestionBodySchema = z.strictObject({ Answer: AnswerTextSchema });
export type AnswerQuestionBody = z.infer<typeof AnswerQuestionBodySchema>;

// The coordinator console calls (ARCHITECTURE §5) under
// presentations/{presId}/conferencecalls/{confId}/console, with the shared request and response
// schemas. Event coordinators and site admins only: the server answers 403 to everyone else.
import {
  CallAudioSpeakersResponseSchema,
  ConsoleParticipantsResponseSchema,
  ConsolePresentersResponseSchema,
  ConsoleQuestionsResponseSchema,
  ConsoleStateSchema,
  conferencePaths,
  type BridgeParticipantBody,
  type CallAudioSpeaker,
  type ChangeStartTimeBody,
  type ConsoleParticipant,
  type ConsolePresentersResponse,
  type ConsoleQuestion,
  type ConsoleState,
  type ConsoleTransition,
  type NotificationBody,
  type QuestionStatus,
} from '@podium/domain';
import { requestJson, requestVoid } from '../../shared/http/client.ts';

export interface CallIds {
  readonly presId: number;
  readonly confId: number;
}

/** Everything the console shows, read together so one refresh shows one moment. */
export interface ConsoleSnapshot {
  readonly state: ConsoleState;
  readonly questions: ConsoleQuestion[];
  readonly participants: ConsoleParticipant[];
  readonly presenters: ConsolePresentersResponse;
  /** Who is connected to the call's audio now, and who of them speaks or is muted. */
  readonly callAudio: readonly CallAudioSpeaker[];
}

/** GET console/callaudio: the speakers in the call's audio. */
export function consoleCallAudioPath(presId: number, confId: number): string {
  return conferencePaths.consoleCallAudio(presId, confId);
}

/**
 * The speakers in the call's audio; none when the server cannot say (a call whose audio is not
 * the browser's): the rest of the console does not wait on it.
 */
async function fetchCallAudioSpeakers(
  { presId, confId }: CallIds,
  signal?: AbortSignal,
): Promise<CallAudioSpeaker[]> {
  try {
    const response = await requestJson(
      consoleCallAudioPath(presId, confId),
      CallAudioSpeakersResponseSchema,
      { signal },
    );
    return response.Speakers;
  } catch {
    return [];
  }
}

export async function fetchConsoleSnapshot(
  { presId, confId }: CallIds,
  signal?: AbortSignal,
): Promise<ConsoleSnapshot> {
  const [state, questions, participants, presenters, callAudio] = await Promise.all([
    requestJson(conferencePaths.consoleState(presId, confId), ConsoleStateSchema, { signal }),
    requestJson(conferencePaths.consoleQuestions(presId, confId), ConsoleQuestionsResponseSchema, {
      signal,
    }),
    requestJson(
      conferencePaths.consoleParticipants(presId, confId),
      ConsoleParticipantsResponseSchema,
      { signal },
    ),
    requestJson(
      conferencePaths.consolePresenters(presId, confId),
      ConsolePresentersResponseSchema,
      {
        signal,
      },
    ),
    fetchCallAudioSpeakers({ presId, confId }, signal),
  ]);
  return { state, questions, participants, presenters, callAudio };
}

// The actions answer with the changed item, but the console re-reads everything after each one
// (other lists may change with it: revoking the active presenter clears the presenter), so their
// bodies are not needed here.

export function postTransition({ presId, confId }: CallIds, transition: ConsoleTransition) {
  return requestVoid(conferencePaths.consoleTransition(presId, confId), {
    method: 'POST',
    body: { Transition: transition },
  });
}

/** SPEC §7 POST prescontrol/{presId}/notification: every attendee of the call is shown it. */
export function postNotification({ presId }: CallIds, message: string) {
  return requestVoid(conferencePaths.notification(presId), {
    method: 'POST',
    body: { NotificationMessage: message } satisfies NotificationBody,
  });
}

/** SPEC §7 DELETE prescontrol/{presId}/notification: the message is taken down. */
export function deleteNotification({ presId }: CallIds) {
  return requestVoid(conferencePaths.notification(presId), { method: 'DELETE' });
}

/** SPEC §4 IsDeleted: cancels the call for good. */
export function postCancelCall({ presId, confId }: CallIds) {
  return requestVoid(conferencePaths.consoleCancel(presId, confId), { method: 'POST' });
}

/** SPEC §4 changed start time, as ISO UTC (console-format.ts converts the coordinator's input). */
export function putStartTime({ presId, confId }: CallIds, startTimeUtc: string) {
  return requestVoid(conferencePaths.consoleStartTime(presId, confId), {
    method: 'PUT',
    body: { StartTimeUtc: startTimeUtc } satisfies ChangeStartTimeBody,
  });
}

export function putQuestionStatus(
  { presId, confId }: CallIds,
  questionId: number,
  status: QuestionStatus,
) {
  return requestVoid(conferencePaths.consoleQuestion(presId, confId, questionId), {
    method: 'PUT',
    body: { Status: status },
  });
}

/** A written answer: the question closes as Answered and its asker alone sees the text. */
export function putQuestionAnswer({ presId, confId }: CallIds, questionId: number, answer: string) {
  return requestVoid(conferencePaths.consoleQuestionAnswer(presId, confId, questionId), {
    method: 'PUT',
    body: { Answer: answer },
  });
}

export function postRevoke({ presId, confId }: CallIds, participantId: number) {
  return requestVoid(conferencePaths.consoleRevoke(presId, confId, participantId), {
    method: 'POST',
  });
}

export function postActivePresenter({ presId, confId }: CallIds, coreUserId: number) {
  return requestVoid(conferencePaths.consoleActivePresenter(presId, confId, coreUserId), {
    method: 'POST',
  });
}

/**
 * SPEC §3 bridge participant update, as the moderator sends it: whether the attendee may talk
 * (the floor in the call's audio) and their line's mute state. The server refuses the floor to
 * listen-only and public registrations.
 */
export function putBridgeParticipant(
  { presId, confId }: CallIds,
  change: { readonly coreUserId: number; readonly allowToTalk: boolean; readonly muted: boolean },
) {
  return requestVoid(conferencePaths.bridgeParticipant(presId, confId), {
    method: 'PUT',
    body: {
      AllowToTalk: change.allowToTalk,
      BridgeParticipantId: null,
      audioState: change.muted ? 'Muted' : 'Unmuted',
      coreUserId: change.coreUserId,
      emailAddress: null,
    } satisfies BridgeParticipantBody,
  });
}

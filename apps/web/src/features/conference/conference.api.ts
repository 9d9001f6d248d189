// SPEC §7 conference call calls under /presentations/{presId}/conferencecalls/{confId}, and the
// socket token. Responses are validated with the shared schemas (packages/domain conference/api.ts).
import {
  AccessCodeResponseSchema,
  CallPlaybackResponseSchema,
  CallSignatureResponseSchema,
  CallStatusResponseSchema,
  ConferencePresControlSchema,
  DialInNumbersResponseSchema,
  HubTokenResponseSchema,
  ParticipantSchema,
  ParticipantSessionSchema,
  ParticipantsResponseSchema,
  PresentationControlsSchema,
  PresenterUpdateMessageSchema,
  QuestionSchema,
  QuestionsResponseSchema,
  StreamUrlResponseSchema,
  apiPaths,
  callPlaybackPaths,
  conferencePaths,
  type CallPlaybackResponse,
  type CallStatusResponse,
  type ConferencePresControl,
  type DialInNumbersResponse,
  type Participant,
  type ParticipantEventType,
  type ParticipantSession,
  type ParticipantType,
  type PresenterUpdateMessage,
  type Question,
  type QuestionBody,
} from '@podium/domain';
import { requestJson, requestVoid, serviceUrl } from '../../shared/http/client.ts';

export interface CallRef {
  readonly presId: number;
  readonly confId: number;
}

/** SPEC §7 POST uegtoken?conferenceCallId&logId → TokenId. */
export async function createSocketToken(
  presId: number,
  confId: number,
  logId: number | null,
): Promise<string> {
  const path = apiPaths.hubToken(presId, {
    conferenceCallId: confId,
    ...(logId === null ? {} : { logId }),
  });
  const response = await requestJson(path, HubTokenResponseSchema, { method: 'POST' });
  return response.TokenId;
}

export function fetchCallStatus({ presId, confId }: CallRef): Promise<CallStatusResponse> {
  return requestJson(conferencePaths.status(presId, confId), CallStatusResponseSchema);
}

/** SPEC §2/§7: GET participants?emailAddress&registered=true, first item used. */
export async function fetchRegisteredParticipant(
  { presId, confId }: CallRef,
  emailAddress: string,
): Promise<Participant | null> {
  const list = await requestJson(
    conferencePaths.participants(presId, confId),
    ParticipantsResponseSchema,
    {
      query: { emailAddress, registered: 'true' },
    },
  );
  return list[0] ?? null;
}

export function registerParticipant(
  { presId, confId }: CallRef,
  emailAddress: string,
): Promise<Participant> {
  return requestJson(conferencePaths.participants(presId, confId), ParticipantSchema, {
    method: 'POST',
    body: { conferenceId: confId, emailAddress },
  });
}

export function createParticipantSession(
  { presId, confId }: CallRef,
  participantType: ParticipantType = 'Live',
): Promise<ParticipantSession> {
  return requestJson(
    conferencePaths.participantSessions(presId, confId),
    ParticipantSessionSchema,
    {
      method: 'POST',
      body: { ConferenceId: confId, ParticipantType: participantType },
    },
  );
}

/**
 * SPEC §7 participant session events: Play when the participant starts listening, then
 * IsStillStreaming every 28 s (SPEC §9) while they listen. Failures are ignored (SPEC §8).
 */
export function sendParticipantEvent(
  { presId, confId }: CallRef,
  participantId: number,
  eventType: ParticipantEventType,
): Promise<void> {
  return requestVoid(conferencePaths.participantEvents(presId, confId, participantId), {
    method: 'POST',
    body: { ParticipantId: participantId, EventType: eventType },
  });
}

export function endParticipantSession(
  { presId, confId }: CallRef,
  sessionId: number,
): Promise<void> {
  return requestVoid(conferencePaths.participantSession(presId, confId, sessionId), {
    method: 'PUT',
    body: { Id: sessionId, IsActive: false },
    keepalive: true,
  });
}

export async function fetchLiveStreamUrl({ presId, confId }: CallRef): Promise<string> {
  const response = await requestJson(
    conferencePaths.liveStream(presId, confId),
    StreamUrlResponseSchema,
  );
  return serviceUrl(response.Url);
}

/** SPEC §7 replay audio: the recorded call's HLS URL, once its replay is published. */
export async function fetchReplayAudioUrl({ presId, confId }: CallRef): Promise<string> {
  const response = await requestJson(
    conferencePaths.replayAudio(presId, confId),
    StreamUrlResponseSchema,
  );
  return serviceUrl(response.Url);
}

/** SPEC §7 GET playback: where the call's replay stands for this participant. */
export function fetchCallPlayback({ presId, confId }: CallRef): Promise<CallPlaybackResponse> {
  return requestJson(callPlaybackPaths.playback(presId, confId), CallPlaybackResponseSchema);
}

/** SPEC §7 GET signature: the published replay's signed address (asked again once it expires). */
export async function fetchReplaySignedUrl({ presId, confId }: CallRef): Promise<string> {
  const response = await requestJson(
    callPlaybackPaths.signature(presId, confId),
    CallSignatureResponseSchema,
  );
  return serviceUrl(response.Url);
}

/** SPEC §7 GET accesscode?replay: the code a caller keys in to hear the replay by phone. */
export async function fetchReplayAccessCode({ presId, confId }: CallRef): Promise<string> {
  const response = await requestJson(
    conferencePaths.accessCode(presId, confId, true),
    AccessCodeResponseSchema,
  );
  return response.AccessCode;
}

export function fetchPresControl({ presId, confId }: CallRef): Promise<ConferencePresControl> {
  return requestJson(conferencePaths.presControl(presId, confId), ConferencePresControlSchema);
}

const NotificationOnlySchema = PresentationControlsSchema.pick({ NotificationMessage: true });

/** SPEC §3 NotificationMessage of the presentation's controls: null when none is posted. */
export async function fetchNotification(presId: number): Promise<string | null> {
  const controls = await requestJson(
    conferencePaths.presentationControls(presId),
    NotificationOnlySchema,
  );
  return controls.NotificationMessage;
}

/** SPEC §3 presenter update payload: take control, or move the shared slide as the active presenter. */
export function postPresControl(
  { presId, confId }: CallRef,
  body: { readonly SlideIndex: number; readonly ActivePresenterCoreUserId: number | null },
): Promise<PresenterUpdateMessage> {
  return requestJson(conferencePaths.presControl(presId, confId), PresenterUpdateMessageSchema, {
    method: 'POST',
    body,
  });
}

export function fetchMyQuestions({ presId, confId }: CallRef): Promise<Question[]> {
  return requestJson(conferencePaths.questions(presId, confId), QuestionsResponseSchema);
}

export function submitQuestion({ presId, confId }: CallRef, body: QuestionBody): Promise<Question> {
  return requestJson(conferencePaths.questions(presId, confId), QuestionSchema, {
    method: 'POST',
    body,
  });
}

export function editQuestion(
  { presId, confId }: CallRef,
  questionId: number,
  body: QuestionBody,
): Promise<Question> {
  return requestJson(conferencePaths.question(presId, confId, questionId), QuestionSchema, {
    method: 'PUT',
    body,
  });
}

export function withdrawQuestion({ presId, confId }: CallRef, questionId: number): Promise<void> {
  return requestVoid(conferencePaths.question(presId, confId, questionId), { method: 'DELETE' });
}

export function fetchDialInNumbers({ presId, confId }: CallRef): Promise<DialInNumbersResponse> {
  return requestJson(conferencePaths.dialInNumbers(presId, confId), DialInNumbersResponseSchema);
}

/** The calendar file (SPEC §7 GET icsfile) as a link target. */
export function icsFileUrl({ presId, confId }: CallRef): string {
  return serviceUrl(conferencePaths.icsFile(presId, confId));
}

// SPEC §7 SGM calls: the meeting status (prescontrol with MeetingId/ShowId), join details,
// the host's updates (sources 1, 2, 16) and actions on participants. Validated with the shared
// schemas.
import {
  MeetingJoinResponseSchema,
  MeetingParticipantsMessageSchema,
  PresentationControlsSchema,
  SgmStatusSchema,
  meetingApiPaths,
  type MeetingJoinResponse,
  type MeetingParticipant,
  type MeetingParticipantAction,
  type SgmStatus,
} from '@podium/domain';
import { requestJson, requestVoid } from '../../shared/http/client.ts';

export async function fetchMeetingStatus(presId: number, meetingId: number): Promise<SgmStatus> {
  const controls = await requestJson(
    meetingApiPaths.presControl(presId, meetingId, presId),
    PresentationControlsSchema,
  );
  return SgmStatusSchema.parse(controls.SGMStatus);
}

export async function fetchParticipants(
  presId: number,
  meetingId: number,
): Promise<MeetingParticipant[]> {
  const body = await requestJson(
    `presentations/${presId}/smallgroupmeeting/${meetingId}/participants`,
    MeetingParticipantsMessageSchema,
  );
  return body.Participants;
}

/** zoommeetinghost for hosts, registerzoomparticipant for attendees. */
export function joinDetails(
  presId: number,
  meetingId: number,
  coreId: number,
  asHost: boolean,
): Promise<MeetingJoinResponse> {
  const path = asHost
    ? meetingApiPaths.host(presId, meetingId, presId, coreId)
    : meetingApiPaths.register(presId, meetingId, coreId);
  return requestJson(path, MeetingJoinResponseSchema, { method: 'POST', body: {} });
}

/** The host's meeting updates: launch in progress (16), start (1), end (2). */
export async function sendMeetingUpdate(
  presId: number,
  meetingId: number,
  update: { Source: 16; IsMeetingLaunchInProgress: boolean } | { Source: 1 } | { Source: 2 },
): Promise<void> {
  await requestVoid(`prescontrol/${presId}`, {
    method: 'POST',
    body: { PresId: presId, MeetingId: meetingId, ...update },
  });
}

export async function participantAction(
  presId: number,
  meetingId: number,
  coreId: number,
  action: MeetingParticipantAction,
): Promise<void> {
  await requestVoid(meetingApiPaths.participant(presId, meetingId, coreId, action), {
    method: 'POST',
    body: {},
  });
}

// SPEC §7 SGM calls: the meeting status (prescontrol with MeetingId/ShowId), join details,
// dial-in details and the calendar file, the host's updates (sources 1, 2, 16), the host's
// leavingmeetingstatus, and actions on participants. Validated with the shared schemas.
import {
  MeetingDialInDetailsSchema,
  MeetingJoinResponseSchema,
  MeetingParticipantsMessageSchema,
  PresentationControlsSchema,
  SgmStatusSchema,
  meetingApiPaths,
  type MeetingDialInDetails,
  type MeetingJoinResponse,
  type MeetingParticipant,
  type MeetingParticipantAction,
  type SgmStatus,
} from '@podium/domain';
import { requestJson, requestVoid, serviceUrl } from '../../shared/http/client.ts';

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

/** SPEC §7 dialindetails: the bridge's numbers with the meeting's id and pin. */
export function fetchMeetingDialIn(
  presId: number,
  meetingId: number,
): Promise<MeetingDialInDetails> {
  return requestJson(meetingApiPaths.dialInDetails(presId, meetingId), MeetingDialInDetailsSchema);
}

/** SPEC §7 smallgroupmeeting/{showId}/icsfile as a link target (the show is the presentation). */
export function meetingCalendarUrl(presId: number): string {
  return serviceUrl(meetingApiPaths.icsFile(presId));
}

/** SPEC §7 leavingmeetingstatus (SPEC §6: sent by hosts): the host's media connection leaves. */
export async function sendLeavingStatus(presId: number, connectionId: string): Promise<void> {
  await requestVoid(meetingApiPaths.leavingStatus(presId), {
    method: 'POST',
    body: { ConnectionId: connectionId },
  });
}

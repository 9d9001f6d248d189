// Admission to a small group meeting's media (SPEC §6 SGM roles, §7 SGM calls): whether a hub
// connection may take part now, checked on each signal the connection sends.
import { isSgmHost, MeetingSignalError, SgmRole } from '@podium/domain';
import type { HubClient } from '../../realtime/hub.types.ts';
import type { ConferenceRepository } from '../conference/conference.repository.ts';
import type { MeetingRepository, MeetingRow } from './meeting.repository.ts';

export type MeetingMediaAdmission =
  | { ok: true; meeting: MeetingRow; mutedByHost: boolean; isHost: boolean }
  | { ok: false; error: MeetingSignalError };

/**
 * Whether a hub connection may take part in the meeting's media now: the token's call is
 * the meeting's, the meeting runs, and the user registered and was not removed (SPEC §6).
 */
export async function meetingMediaAdmission(
  repo: MeetingRepository,
  calls: ConferenceRepository,
  client: HubClient,
): Promise<MeetingMediaAdmission> {
  const conferenceId = client.conferenceId;
  const meeting = conferenceId === null ? null : await repo.findByConference(conferenceId);
  if (!meeting || meeting.presId !== client.subject.presId)
    return { ok: false, error: MeetingSignalError.NotInMeeting };
  if (!meeting.hasStarted || meeting.hasEnded)
    return { ok: false, error: MeetingSignalError.NotStarted };
  const participant = await calls.findParticipantOfUser(
    meeting.conferenceId,
    client.subject.coreUserId,
  );
  if (!participant) return { ok: false, error: MeetingSignalError.NotInMeeting };
  if (participant.accessRevoked) return { ok: false, error: MeetingSignalError.Removed };
  // SPEC §6 SGM role on this meeting: hosts share their screen.
  const registration = (await repo.registrations(meeting.presId, meeting.conferenceId)).find(
    (r) => r.userId === client.subject.coreUserId,
  );
  return {
    ok: true,
    meeting,
    mutedByHost: participant.audioState === 'Muted',
    isHost: isSgmHost(registration?.sgmRole ?? SgmRole.None),
  };
}

// Meeting rows → the SPEC §3 shapes the API and the hub send.
import type { MeetingParticipant, SgmStatus } from '@podium/domain';
import { isSgmHost } from '@podium/domain';
import type { MeetingRegistration, MeetingRow } from './meeting.repository.ts';

export function toSgmStatus(row: MeetingRow): SgmStatus {
  return {
    HasStarted: row.hasStarted,
    HasEnded: row.hasEnded,
    StartTime: row.startedAt?.toISOString() ?? null,
    EndTime: row.endedAt?.toISOString() ?? null,
    IsMeetingLaunchInProgress: row.isLaunchInProgress,
  };
}

export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Those registered, not removed, with a live media connection now. */
export function toParticipants(
  registrations: readonly MeetingRegistration[],
  connected: readonly number[],
): MeetingParticipant[] {
  return registrations
    .filter((r) => !r.accessRevoked && connected.includes(r.userId))
    .map((r) => ({
      CoreUserId: r.userId,
      Name: personName(r),
      IsHost: isSgmHost(r.sgmRole),
      IsMutedByHost: r.audioState === 'Muted',
    }));
}

// SPEC §4 SGM states as a user sees them: waiting, starting soon (at the start time, or when the
// timer set for it fires), launching in progress (attendees, until it completes), started,
// ended; the pre-event modal; the access windows (slides from start − PreMeetingAccessMinutes,
// the post-meeting view from the end for PostMeetingAccessMinutes). Time is a parameter.
import { isSgmHost, SgmRole } from '../roles/roles.ts';
import type { SmallGroupMeetingData, SgmStatus } from './entities.ts';

const MINUTE_MS = 60_000;

export const MeetingPhase = {
  Waiting: 'waiting',
  StartingSoon: 'startingSoon',
  LaunchInProgress: 'launchInProgress',
  Started: 'started',
  Ended: 'ended',
} as const;
export type MeetingPhase = (typeof MeetingPhase)[keyof typeof MeetingPhase];

export interface MeetingPhaseInput {
  readonly status: SgmStatus;
  readonly data: Pick<SmallGroupMeetingData, 'StartDateUTC'>;
  readonly nowMs: number;
}

export function meetingPhase({ status, data, nowMs }: MeetingPhaseInput): MeetingPhase {
  if (status.HasEnded) return MeetingPhase.Ended;
  if (status.HasStarted) return MeetingPhase.Started;
  if (status.IsMeetingLaunchInProgress) return MeetingPhase.LaunchInProgress;
  const startMs = Date.parse(data.StartDateUTC);
  return nowMs >= startMs ? MeetingPhase.StartingSoon : MeetingPhase.Waiting;
}

/** SPEC §4: attendees see launching in progress until it completes; hosts drive it. */
export function showsLaunchInProgress(phase: MeetingPhase, sgmRole: number): boolean {
  return phase === MeetingPhase.LaunchInProgress && !isSgmHost(sgmRole);
}

/** SPEC §4: the pre-event modal stays open for attendees until the meeting ends. */
export function preEventModalOpen(phase: MeetingPhase, sgmRole: number): boolean {
  if (isSgmHost(sgmRole)) return false;
  switch (phase) {
    case MeetingPhase.Waiting:
    case MeetingPhase.StartingSoon:
    case MeetingPhase.LaunchInProgress:
      return true;
    case MeetingPhase.Started:
    case MeetingPhase.Ended:
      return false;
  }
}

/** SPEC §4: the moment attendees may see the slides (start − PreMeetingAccessMinutes). */
export function slidesAvailableFromMs(
  data: Pick<SmallGroupMeetingData, 'StartDateUTC' | 'PreMeetingAccessMinutes'>,
): number {
  return Date.parse(data.StartDateUTC) - data.PreMeetingAccessMinutes * MINUTE_MS;
}

/** SPEC §4: slides for attendees from start − PreMeetingAccessMinutes; hosts always. */
export function meetingSlidesAvailable(
  data: Pick<SmallGroupMeetingData, 'StartDateUTC' | 'PreMeetingAccessMinutes'>,
  sgmRole: number,
  nowMs: number,
): boolean {
  return isSgmHost(sgmRole) || nowMs >= slidesAvailableFromMs(data);
}

/**
 * SPEC §4: the post-meeting view begins at the end and finishes after PostMeetingAccessMinutes.
 * The end is the actual end (SGMStatus.EndTime), else the scheduled one.
 */
export function postMeetingWindow(
  status: Pick<SgmStatus, 'HasEnded' | 'EndTime'>,
  data: Pick<SmallGroupMeetingData, 'EndDateUTC' | 'PostMeetingAccessMinutes'>,
): { readonly fromMs: number; readonly untilMs: number } | null {
  if (!status.HasEnded) return null;
  const fromMs = Date.parse(status.EndTime ?? data.EndDateUTC);
  return { fromMs, untilMs: fromMs + data.PostMeetingAccessMinutes * MINUTE_MS };
}

export type PostMeetingView = 'none' | 'open' | 'closed';

/** Whether the post-meeting view shows now: open inside its window, closed after it. */
export function postMeetingView(
  status: Pick<SgmStatus, 'HasEnded' | 'EndTime'>,
  data: Pick<SmallGroupMeetingData, 'EndDateUTC' | 'PostMeetingAccessMinutes'>,
  nowMs: number,
): PostMeetingView {
  const window = postMeetingWindow(status, data);
  if (!window) return 'none';
  return nowMs < window.untilMs ? 'open' : 'closed';
}

/** Whether the user may join the media now: the meeting started and has not ended. */
export function mayJoinMeeting(phase: MeetingPhase): boolean {
  return phase === MeetingPhase.Started;
}

/**
 * SPEC §6 SGM roles in a meeting: hosts by their role on the presentation; everyone else admitted
 * to the presentation (a named attendee or an entry-code guest) attends.
 */
export function meetingRoleOf(sgmRole: number): SgmRole {
  return isSgmHost(sgmRole) ? SgmRole.Host : SgmRole.Attendee;
}

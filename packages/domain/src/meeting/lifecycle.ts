// SPEC §4 SGM life cycle as the server keeps it (SPEC §3 SGMStatus): not started, launching (the
// host's source 16, SPEC §6), started, ended. A reducer over explicit events; a move the current
// state does not allow is named by `meetingTransitionProblem` and leaves the status unchanged.
import type { SgmStatus } from './entities.ts';

export const MeetingLifecycle = {
  NotStarted: 'notStarted',
  Launching: 'launching',
  Started: 'started',
  Ended: 'ended',
} as const;
export type MeetingLifecycle = (typeof MeetingLifecycle)[keyof typeof MeetingLifecycle];

export type MeetingLifecycleEvent =
  | { readonly type: 'launchRequested' }
  | { readonly type: 'launchCancelled' }
  | { readonly type: 'started'; readonly atUtc: string }
  | { readonly type: 'ended'; readonly atUtc: string };

export type MeetingTransitionProblem =
  'alreadyLaunching' | 'notLaunching' | 'alreadyStarted' | 'notStarted' | 'alreadyEnded';

export function meetingLifecycleOf(status: SgmStatus): MeetingLifecycle {
  if (status.HasEnded) return MeetingLifecycle.Ended;
  if (status.HasStarted) return MeetingLifecycle.Started;
  if (status.IsMeetingLaunchInProgress) return MeetingLifecycle.Launching;
  return MeetingLifecycle.NotStarted;
}

/** Why `event` cannot happen now, or null when it can. */
export function meetingTransitionProblem(
  status: SgmStatus,
  event: MeetingLifecycleEvent,
): MeetingTransitionProblem | null {
  const state = meetingLifecycleOf(status);
  switch (state) {
    case MeetingLifecycle.NotStarted:
      switch (event.type) {
        case 'launchRequested':
        case 'started':
          return null;
        case 'launchCancelled':
          return 'notLaunching';
        case 'ended':
          return 'notStarted';
      }
      break;
    case MeetingLifecycle.Launching:
      switch (event.type) {
        case 'launchRequested':
          return 'alreadyLaunching';
        case 'launchCancelled':
        case 'started':
          return null;
        case 'ended':
          return 'notStarted';
      }
      break;
    case MeetingLifecycle.Started:
      switch (event.type) {
        case 'launchRequested':
        case 'launchCancelled':
        case 'started':
          return 'alreadyStarted';
        case 'ended':
          return null;
      }
      break;
    case MeetingLifecycle.Ended:
      return 'alreadyEnded';
  }
  return null;
}

/** The status after `event`; unchanged when the move is not allowed. */
export function meetingStatusReducer(status: SgmStatus, event: MeetingLifecycleEvent): SgmStatus {
  if (meetingTransitionProblem(status, event) !== null) return status;
  switch (event.type) {
    case 'launchRequested':
      return { ...status, IsMeetingLaunchInProgress: true };
    case 'launchCancelled':
      return { ...status, IsMeetingLaunchInProgress: false };
    case 'started':
      return {
        ...status,
        HasStarted: true,
        StartTime: event.atUtc,
        IsMeetingLaunchInProgress: false,
      };
    case 'ended':
      return { ...status, HasEnded: true, EndTime: event.atUtc, IsMeetingLaunchInProgress: false };
  }
}

// SPEC §4 SGM life cycle and SPEC §3 SGMStatus: every event from every state.
import { describe, expect, it } from 'vitest';
import { NOT_STARTED_SGM_STATUS, type SgmStatus } from './entities.ts';
import {
  MeetingLifecycle,
  meetingLifecycleOf,
  meetingStatusReducer,
  meetingTransitionProblem,
  type MeetingLifecycleEvent,
} from './lifecycle.ts';

const AT = '2026-11-25T10:00:00.000Z';
const LATER = '2026-11-25T11:00:00.000Z';
const notStarted = NOT_STARTED_SGM_STATUS;
const launching: SgmStatus = { ...notStarted, IsMeetingLaunchInProgress: true };
const started: SgmStatus = { ...notStarted, HasStarted: true, StartTime: AT };
const ended: SgmStatus = { ...started, HasEnded: true, EndTime: LATER };

const events: Record<MeetingLifecycleEvent['type'], MeetingLifecycleEvent> = {
  launchRequested: { type: 'launchRequested' },
  launchCancelled: { type: 'launchCancelled' },
  started: { type: 'started', atUtc: AT },
  ended: { type: 'ended', atUtc: LATER },
};

describe('SPEC §4 SGM life cycle', () => {
  it('reads the state from SGMStatus', () => {
    expect(meetingLifecycleOf(notStarted)).toBe(MeetingLifecycle.NotStarted);
    expect(meetingLifecycleOf(launching)).toBe(MeetingLifecycle.Launching);
    expect(meetingLifecycleOf(started)).toBe(MeetingLifecycle.Started);
    expect(meetingLifecycleOf(ended)).toBe(MeetingLifecycle.Ended);
  });

  it.each([
    [notStarted, 'launchRequested', null, launching],
    [notStarted, 'launchCancelled', 'notLaunching', notStarted],
    [notStarted, 'started', null, started],
    [notStarted, 'ended', 'notStarted', notStarted],
    [launching, 'launchRequested', 'alreadyLaunching', launching],
    [launching, 'launchCancelled', null, notStarted],
    [launching, 'started', null, started],
    [launching, 'ended', 'notStarted', launching],
    [started, 'launchRequested', 'alreadyStarted', started],
    [started, 'launchCancelled', 'alreadyStarted', started],
    [started, 'started', 'alreadyStarted', started],
    [started, 'ended', null, ended],
    [ended, 'launchRequested', 'alreadyEnded', ended],
    [ended, 'launchCancelled', 'alreadyEnded', ended],
    [ended, 'started', 'alreadyEnded', ended],
    [ended, 'ended', 'alreadyEnded', ended],
  ] as const)('%o + %s → problem %s', (from, type, problem, to) => {
    const event = events[type];
    expect(meetingTransitionProblem(from, event)).toBe(problem);
    expect(meetingStatusReducer(from, event)).toEqual(to);
  });

  it('starting clears the launch flag and records the start', () => {
    const next = meetingStatusReducer(launching, { type: 'started', atUtc: LATER });
    expect(next).toEqual({ ...notStarted, HasStarted: true, StartTime: LATER });
  });
});

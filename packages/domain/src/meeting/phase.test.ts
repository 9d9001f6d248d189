// SPEC §4 SGM states, the pre-event modal and the access windows (PreMeetingAccessMinutes,
// PostMeetingAccessMinutes).
import { describe, expect, it } from 'vitest';
import { SgmRole } from '../roles/roles.ts';
import { NOT_STARTED_SGM_STATUS, type SgmStatus } from './entities.ts';
import {
  mayJoinMeeting,
  meetingPhase,
  meetingRoleOf,
  MeetingPhase,
  meetingSlidesAvailable,
  postMeetingView,
  postMeetingWindow,
  meetingBottomBarVisible,
  meetingSlidesShown,
  preEventModalOpen,
  sgmViewPhase,
  showsLaunchInProgress,
  slidesAvailableFromMs,
} from './phase.ts';

const MIN = 60_000;
const START = '2026-11-25T10:00:00.000Z';
const startMs = Date.parse(START);
const data = {
  StartDateUTC: START,
  EndDateUTC: '2026-11-25T11:00:00.000Z',
  PreMeetingAccessMinutes: 15,
  PostMeetingAccessMinutes: 30,
};
const notStarted = NOT_STARTED_SGM_STATUS;
const launching: SgmStatus = { ...notStarted, IsMeetingLaunchInProgress: true };
const started: SgmStatus = { ...notStarted, HasStarted: true, StartTime: START };
const ended: SgmStatus = { ...started, HasEnded: true, EndTime: '2026-11-25T10:40:00.000Z' };

describe('SPEC §4 SGM phase', () => {
  it.each([
    [notStarted, startMs - 1, MeetingPhase.Waiting],
    [notStarted, startMs, MeetingPhase.StartingSoon],
    [notStarted, startMs + 10 * MIN, MeetingPhase.StartingSoon],
    [launching, startMs - 5 * MIN, MeetingPhase.LaunchInProgress],
    [started, startMs - 5 * MIN, MeetingPhase.Started],
    [ended, startMs, MeetingPhase.Ended],
  ] as const)('%o at %i → %s', (status, nowMs, phase) => {
    expect(meetingPhase({ status, data, nowMs })).toBe(phase);
  });

  it('attendees see launching in progress; hosts do not', () => {
    expect(showsLaunchInProgress(MeetingPhase.LaunchInProgress, SgmRole.Attendee)).toBe(true);
    expect(showsLaunchInProgress(MeetingPhase.LaunchInProgress, SgmRole.Host)).toBe(false);
    expect(showsLaunchInProgress(MeetingPhase.Started, SgmRole.Attendee)).toBe(false);
  });

  it.each([
    [MeetingPhase.Waiting, true],
    [MeetingPhase.StartingSoon, true],
    [MeetingPhase.LaunchInProgress, true],
    [MeetingPhase.Started, true],
    [MeetingPhase.Ended, false],
  ] as const)('pre-event modal for attendees in %s: %s; never for hosts', (phase, open) => {
    expect(preEventModalOpen(phase, SgmRole.Attendee)).toBe(open);
    expect(preEventModalOpen(phase, SgmRole.Host)).toBe(false);
  });

  it('joins media only while started', () => {
    expect(Object.values(MeetingPhase).filter(mayJoinMeeting)).toEqual([MeetingPhase.Started]);
  });
});

describe('SPEC §4 access windows', () => {
  it('slides from start − PreMeetingAccessMinutes for attendees, always for hosts', () => {
    expect(slidesAvailableFromMs(data)).toBe(startMs - 15 * MIN);
    expect(meetingSlidesAvailable(data, SgmRole.Attendee, startMs - 15 * MIN - 1)).toBe(false);
    expect(meetingSlidesAvailable(data, SgmRole.Attendee, startMs - 15 * MIN)).toBe(true);
    expect(meetingSlidesAvailable(data, SgmRole.Host, startMs - 60 * MIN)).toBe(true);
  });

  it('post-meeting view from the actual end for PostMeetingAccessMinutes', () => {
    const endMs = Date.parse('2026-11-25T10:40:00.000Z');
    expect(postMeetingWindow(ended, data)).toEqual({ fromMs: endMs, untilMs: endMs + 30 * MIN });
    expect(postMeetingView(ended, data, endMs)).toBe('open');
    expect(postMeetingView(ended, data, endMs + 30 * MIN - 1)).toBe('open');
    expect(postMeetingView(ended, data, endMs + 30 * MIN)).toBe('closed');
    expect(postMeetingView(started, data, endMs)).toBe('none');
  });

  it('falls back to the scheduled end when the end time is unknown', () => {
    const status = { HasEnded: true, EndTime: null };
    expect(postMeetingWindow(status, data)?.fromMs).toBe(Date.parse(data.EndDateUTC));
  });
});

describe('SPEC §6 SGM roles in a meeting', () => {
  it.each([
    [SgmRole.None, SgmRole.Attendee],
    [SgmRole.Attendee, SgmRole.Attendee],
    [SgmRole.Host, SgmRole.Host],
  ] as const)('role %i attends as %i', (role, expected) => {
    expect(meetingRoleOf(role)).toBe(expected);
  });
});

describe('SPEC §2 SGM layout states', () => {
  it.each([
    [MeetingPhase.Waiting, 'preEvent', 'preEvent'],
    [MeetingPhase.StartingSoon, 'attendeeWaiting', 'preEvent'],
    [MeetingPhase.LaunchInProgress, 'attendeeWaiting', 'preEvent'],
    [MeetingPhase.Started, 'inMeeting', 'inMeeting'],
    [MeetingPhase.Ended, 'ended', 'ended'],
  ] as const)('%s: attendee %s, host %s', (phase, attendee, host) => {
    expect(sgmViewPhase(phase, SgmRole.Attendee)).toBe(attendee);
    expect(sgmViewPhase(phase, SgmRole.Host)).toBe(host);
  });
});

describe('SPEC §2 bottom bar of a small group meeting', () => {
  const beforeWindow = startMs - 20 * MIN;
  const inWindow = startMs - 10 * MIN;
  const endMs = Date.parse(ended.EndTime ?? '');
  const base = { data, canNavigateSlides: true, slideCount: 8 };
  // [phase, status, now, role, shows slides, bar]
  it.each([
    [MeetingPhase.Waiting, notStarted, beforeWindow, SgmRole.Attendee, false, false],
    [MeetingPhase.Waiting, notStarted, inWindow, SgmRole.Attendee, true, true],
    [MeetingPhase.Waiting, notStarted, beforeWindow, SgmRole.Host, true, true],
    [MeetingPhase.StartingSoon, notStarted, startMs, SgmRole.Attendee, true, true],
    [MeetingPhase.StartingSoon, notStarted, startMs, SgmRole.Host, true, true],
    [MeetingPhase.LaunchInProgress, launching, beforeWindow, SgmRole.Attendee, false, false],
    [MeetingPhase.LaunchInProgress, launching, inWindow, SgmRole.Attendee, true, true],
    [MeetingPhase.LaunchInProgress, launching, beforeWindow, SgmRole.Host, true, true],
    [MeetingPhase.Started, started, beforeWindow, SgmRole.Attendee, true, true],
    [MeetingPhase.Started, started, startMs, SgmRole.Attendee, true, true],
    [MeetingPhase.Started, started, startMs, SgmRole.Host, true, true],
    [MeetingPhase.Ended, ended, endMs + 29 * MIN, SgmRole.Attendee, true, true],
    [MeetingPhase.Ended, ended, endMs + 30 * MIN, SgmRole.Attendee, false, false],
    [MeetingPhase.Ended, ended, endMs + 30 * MIN, SgmRole.Host, false, false],
  ] as const)(
    '%s (%o) at %i for role %i: slides %s, bar %s',
    (phase, status, nowMs, sgmRole, slides, bar) => {
      const input = { ...base, phase, status, nowMs, sgmRole };
      expect(meetingSlidesShown(input)).toBe(slides);
      expect(meetingBottomBarVisible(input)).toBe(bar);
    },
  );

  it('never without navigation or without slides', () => {
    const input = {
      ...base,
      phase: MeetingPhase.Started,
      status: started,
      nowMs: startMs,
      sgmRole: SgmRole.Host,
    };
    expect(meetingBottomBarVisible({ ...input, canNavigateSlides: false })).toBe(false);
    expect(meetingBottomBarVisible({ ...input, slideCount: 0 })).toBe(false);
  });
});

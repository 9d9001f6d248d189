import { describe, expect, it } from 'vitest';
import { CallStatus } from '../realtime/payloads.ts';
import {
  mayCancelCall,
  mayChangeStartTime,
  START_TIME_MAX_AHEAD_MS,
  START_TIME_PAST_MARGIN_MS,
  startTimeProblem,
} from './schedule.ts';

const NOW = Date.parse('2030-01-01T10:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('SPEC §4 call cancellation (IsDeleted) from the console', () => {
  it.each([
    [null, true],
    [CallStatus.PracticeSession, true],
    [CallStatus.Live, false],
    [CallStatus.Ended, false],
    [CallStatus.Published, false],
    [CallStatus.Expired, false],
  ])('a call with status %s may be cancelled: %s', (status, allowed) => {
    expect(mayCancelCall({ status, isDeleted: false })).toBe(allowed);
  });

  it('a cancelled call cannot be cancelled again', () => {
    expect(mayCancelCall({ status: null, isDeleted: true })).toBe(false);
    expect(mayCancelCall({ status: CallStatus.PracticeSession, isDeleted: true })).toBe(false);
  });
});

describe('SPEC §4 changed start time from the console', () => {
  it('only before the call, and never once cancelled', () => {
    expect(mayChangeStartTime({ status: null, isDeleted: false })).toBe(true);
    expect(mayChangeStartTime({ status: null, isDeleted: true })).toBe(false);
    for (const status of Object.values(CallStatus))
      expect(mayChangeStartTime({ status, isDeleted: false })).toBe(false);
  });

  it('accepts a start from a few minutes ago up to a year ahead', () => {
    expect(startTimeProblem(at(0), NOW)).toBeNull();
    expect(startTimeProblem(at(-START_TIME_PAST_MARGIN_MS), NOW)).toBeNull();
    expect(startTimeProblem(at(90 * 60_000), NOW)).toBeNull();
    expect(startTimeProblem(at(START_TIME_MAX_AHEAD_MS), NOW)).toBeNull();
  });

  it('refuses a start further in the past than the margin', () => {
    expect(startTimeProblem(at(-START_TIME_PAST_MARGIN_MS - 1), NOW)).toBe('past');
    expect(startTimeProblem(at(-86_400_000), NOW)).toBe('past');
  });

  it('refuses a start more than a year ahead (a mistyped year)', () => {
    expect(startTimeProblem(at(START_TIME_MAX_AHEAD_MS + 1), NOW)).toBe('tooFar');
    expect(startTimeProblem('+020301-01-01T10:00:00.000Z', NOW)).toBe('tooFar');
  });

  it('refuses what does not read as a date-time', () => {
    expect(startTimeProblem('', NOW)).toBe('invalid');
    expect(startTimeProblem('tomorrow at ten', NOW)).toBe('invalid');
    expect(startTimeProblem('2030-02-30T25:00:00Z', NOW)).toBe('invalid');
  });
});

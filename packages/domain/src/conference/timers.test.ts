import { describe, expect, it } from 'vitest';
import {
  callAvailableDelayMs,
  eventTimers,
  isCallAvailable,
  isLiveStartingSoon,
  isSimuLiveStartingSoon,
  liveStartingSoonDelayMs,
  simuLiveStartingSoonDelayMs,
  timerDelayMs,
} from './timers.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('SPEC §9 timers are set only if under 24 h away', () => {
  it('returns the delay under 24 h, null at 24 h or more, 0 once due', () => {
    expect(timerDelayMs(1_000 + 86_399_999, 1_000)).toBe(86_399_999);
    expect(timerDelayMs(1_000 + 86_400_000, 1_000)).toBeNull();
    expect(timerDelayMs(500, 1_000)).toBe(0);
  });
});

describe('SPEC §4 event timers', () => {
  const start = 100 * HOUR;

  it('live starting soon 14 minutes before start (840000 ms)', () => {
    expect(liveStartingSoonDelayMs(start, start - HOUR)).toBe(HOUR - 14 * MIN);
    expect(isLiveStartingSoon(start, start - 14 * MIN)).toBe(true);
    expect(isLiveStartingSoon(start, start - 14 * MIN - 1)).toBe(false);
  });

  it('call available 15 minutes before start', () => {
    expect(callAvailableDelayMs(start, start - HOUR)).toBe(45 * MIN);
    expect(isCallAvailable(start, start - 15 * MIN)).toBe(true);
    expect(isCallAvailable(start, start - 15 * MIN - 1)).toBe(false);
  });

  it('simulated-live starting soon 15 minutes before start (900000 ms)', () => {
    expect(simuLiveStartingSoonDelayMs(start, start - HOUR)).toBe(45 * MIN);
    expect(isSimuLiveStartingSoon(start, start - 15 * MIN)).toBe(true);
  });

  it('the 24 h limit applies to when the flag turns on, not to the start', () => {
    // Start 24 h 10 min away: starting-soon (14 min before) is 23 h 56 min away → a timer.
    const now = start - 24 * HOUR - 10 * MIN;
    expect(liveStartingSoonDelayMs(start, now)).toBe(24 * HOUR - 4 * MIN);
    // Start 24 h 20 min away: starting soon is 24 h 6 min away → none yet.
    expect(liveStartingSoonDelayMs(start, start - 24 * HOUR - 20 * MIN)).toBeNull();
  });

  it('computes all timers from an ISO start time; none for a missing or unreadable one', () => {
    const now = Date.parse('2030-01-01T09:00:00.000Z');
    expect(eventTimers('2030-01-01T10:00:00.000Z', now)).toEqual({
      liveStartingSoonMs: 46 * MIN,
      callAvailableMs: 45 * MIN,
      simuLiveStartingSoonMs: 45 * MIN,
      simuLiveStartMs: HOUR,
    });
    const none = {
      liveStartingSoonMs: null,
      callAvailableMs: null,
      simuLiveStartingSoonMs: null,
      simuLiveStartMs: null,
    };
    expect(eventTimers(null, now)).toEqual(none);
    expect(eventTimers('soon', now)).toEqual(none);
    expect(eventTimers('2030-01-03T10:00:00.000Z', now)).toEqual(none);
  });
});

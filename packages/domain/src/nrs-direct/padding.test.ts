import { describe, expect, it } from 'vitest';
import {
  nextPaddingChangeMs,
  paddingAllowsNavigation,
  paddingWindowAt,
  PaddingWindow,
  personalIndexAfterWindowChange,
} from './padding.ts';
import { mayMakeActiveHost, mayShowHostSelection } from './hosts.ts';

const MIN = 60_000;
const T0 = Date.parse('2026-01-01T10:00:00Z');
const data = {
  PaddingNavAtStartEndDateUTC: new Date(T0 + 5 * MIN).toISOString(),
  PaddingNavAtEndStartDateUTC: new Date(T0 + 15 * MIN).toISOString(),
};

describe('SPEC §4 NRS Direct padding navigation', () => {
  it('browses freely before the first date, not between, and again from the second', () => {
    expect(paddingWindowAt(data, T0)).toBe(PaddingWindow.Before);
    expect(paddingWindowAt(data, T0 + 5 * MIN)).toBe(PaddingWindow.Tour);
    expect(paddingWindowAt(data, T0 + 15 * MIN - 1)).toBe(PaddingWindow.Tour);
    expect(paddingWindowAt(data, T0 + 15 * MIN)).toBe(PaddingWindow.After);
    expect(
      [PaddingWindow.Before, PaddingWindow.Tour, PaddingWindow.After].map(paddingAllowsNavigation),
    ).toEqual([true, false, true]);
  });

  it('sets navigation on at once when the second date has passed (read out of order)', () => {
    expect(paddingWindowAt(data, T0 + 60 * MIN)).toBe(PaddingWindow.After);
    expect(paddingWindowAt(data, T0 - 60 * MIN)).toBe(PaddingWindow.Before);
  });

  it('without dates: no free window before, the tour runs on', () => {
    expect(paddingWindowAt(null, T0)).toBe(PaddingWindow.Tour);
    const open = { PaddingNavAtStartEndDateUTC: null, PaddingNavAtEndStartDateUTC: null };
    expect(paddingWindowAt(open, T0)).toBe(PaddingWindow.Tour);
    expect(nextPaddingChangeMs(open, T0)).toBeNull();
  });

  it('times each change exactly, and none 24 h or more away (SPEC §9)', () => {
    expect(nextPaddingChangeMs(data, T0)).toBe(5 * MIN);
    expect(nextPaddingChangeMs(data, T0 + 6 * MIN)).toBe(9 * MIN);
    expect(nextPaddingChangeMs(data, T0 + 16 * MIN)).toBeNull();
    expect(nextPaddingChangeMs(data, T0 + 5 * MIN - 86_400_000)).toBeNull();
  });

  it('returns the attendee to the presenter when the tour begins', () => {
    expect(personalIndexAfterWindowChange(4, PaddingWindow.Tour)).toBeNull();
    expect(personalIndexAfterWindowChange(4, PaddingWindow.Before)).toBe(4);
    expect(personalIndexAfterWindowChange(4, PaddingWindow.After)).toBe(4);
  });
});

describe('SPEC §6 NRS Direct host selection', () => {
  const hosts = [11, 12];
  it('shows to hosts in the list and to event coordinators only', () => {
    expect(mayShowHostSelection({ coreUserId: 11, liveVideoRoles: 1 }, hosts)).toBe(true);
    expect(mayShowHostSelection({ coreUserId: 99, liveVideoRoles: 4 }, hosts)).toBe(true);
    expect(mayShowHostSelection({ coreUserId: 99, liveVideoRoles: 2 }, hosts)).toBe(false);
    expect(mayShowHostSelection({ coreUserId: null, liveVideoRoles: 1 }, hosts)).toBe(false);
  });
  it('makes only a listed host active: coordinators any, a host themselves', () => {
    expect(mayMakeActiveHost({ coreUserId: 99, liveVideoRoles: 4 }, hosts, 12)).toBe(true);
    expect(mayMakeActiveHost({ coreUserId: 99, liveVideoRoles: 4 }, hosts, 99)).toBe(false);
    expect(mayMakeActiveHost({ coreUserId: 11, liveVideoRoles: 2 }, hosts, 11)).toBe(true);
    expect(mayMakeActiveHost({ coreUserId: 11, liveVideoRoles: 2 }, hosts, 12)).toBe(false);
    expect(mayMakeActiveHost({ coreUserId: 99, liveVideoRoles: 1 }, hosts, 11)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  EventStatus,
  eventStatus,
  isCallOverStatus,
  nextStatusChangeMs,
  type EventStatusInput,
} from './status-line.ts';

const MIN = 60_000;
const start = Date.parse('2026-11-25T15:00:00Z');
const before: EventStatusInput = {
  kind: 'call',
  startTimeUtc: '2026-11-25T15:00:00Z',
  nowMs: start - 60 * MIN,
  isCancelled: false,
  isLive: false,
  isPractice: false,
  isEnded: false,
  isReplayExpired: false,
  isReplayAvailable: false,
};
const at = (offsetMin: number, over: Partial<EventStatusInput> = {}) =>
  eventStatus({ ...before, nowMs: start + offsetMin * MIN, ...over });

describe('one status line for a call (SPEC §4 call status and timers, §9)', () => {
  it('not started until 15 minutes before, available from 15, starting soon from 14', () => {
    expect(at(-60)).toBe(EventStatus.NotStarted);
    expect(at(-15.01)).toBe(EventStatus.NotStarted);
    expect(at(-15)).toBe(EventStatus.Available);
    expect(at(-14.5)).toBe(EventStatus.Available);
    expect(at(-14)).toBe(EventStatus.StartingSoon);
    expect(at(-1)).toBe(EventStatus.StartingSoon);
  });

  it('a call running late is still starting soon, 22 minutes after its start time too', () => {
    expect(at(0)).toBe(EventStatus.StartingSoon);
    expect(at(22)).toBe(EventStatus.StartingSoon);
    expect(at(600)).toBe(EventStatus.StartingSoon);
  });

  it('the call status wins over the clock: practice, live, ended', () => {
    expect(at(-60, { isPractice: true })).toBe(EventStatus.Practice);
    expect(at(-5, { isLive: true })).toBe(EventStatus.Live);
    expect(at(-60, { isEnded: true })).toBe(EventStatus.Ended);
    expect(at(30, { isEnded: true, isReplayAvailable: true })).toBe(EventStatus.Replay);
  });

  it('the final states win over everything: cancelled, then expired', () => {
    expect(at(-5, { isCancelled: true, isLive: true })).toBe(EventStatus.Cancelled);
    expect(at(30, { isCancelled: true, isReplayExpired: true })).toBe(EventStatus.Cancelled);
    expect(at(30, { isEnded: true, isReplayExpired: true, isReplayAvailable: true })).toBe(
      EventStatus.Expired,
    );
  });

  it('no start time (or an unreadable one): not started', () => {
    expect(eventStatus({ ...before, startTimeUtc: null })).toBe(EventStatus.NotStarted);
    expect(eventStatus({ ...before, startTimeUtc: 'soon' })).toBe(EventStatus.NotStarted);
  });

  it('live video follows the same clock (SPEC §4: starting soon 14, available 15)', () => {
    expect(at(-16, { kind: 'liveVideo' })).toBe(EventStatus.NotStarted);
    expect(at(-14.5, { kind: 'liveVideo' })).toBe(EventStatus.Available);
    expect(at(-1, { kind: 'liveVideo' })).toBe(EventStatus.StartingSoon);
    expect(at(1, { kind: 'liveVideo', isLive: true })).toBe(EventStatus.Live);
  });

  it('simulated-live: starting soon 15 minutes before, live from its start (SPEC §4)', () => {
    expect(at(-16, { kind: 'simuLive' })).toBe(EventStatus.NotStarted);
    expect(at(-15, { kind: 'simuLive' })).toBe(EventStatus.StartingSoon);
    expect(at(0, { kind: 'simuLive' })).toBe(EventStatus.Live);
    expect(at(5, { kind: 'simuLive', isEnded: true })).toBe(EventStatus.Ended);
  });
});

describe('when the status next changes by the clock', () => {
  it('at the next threshold before the start, never after the call began', () => {
    expect(nextStatusChangeMs({ ...before, nowMs: start - 60 * MIN })).toBe(45 * MIN);
    expect(nextStatusChangeMs({ ...before, nowMs: start - 15 * MIN })).toBe(MIN);
    expect(nextStatusChangeMs({ ...before, nowMs: start - 5 * MIN })).toBeNull();
    expect(nextStatusChangeMs({ ...before, isLive: true })).toBeNull();
    expect(nextStatusChangeMs({ ...before, kind: 'simuLive', nowMs: start - 10 * MIN })).toBe(
      10 * MIN,
    );
  });
});

describe('a call that is over', () => {
  it('ended, expired, replay and cancelled are over; the rest are not', () => {
    const over = Object.values(EventStatus).filter(isCallOverStatus);
    expect(over.sort()).toEqual(['cancelled', 'ended', 'expired', 'replay']);
  });
});

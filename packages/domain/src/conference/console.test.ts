import { describe, expect, it } from 'vitest';
import { CallStatus } from '../realtime/payloads.ts';
import {
  availableConsoleTransitions,
  callStatusAfter,
  ConsoleTransition,
  isReplayAvailable,
  keepsSlideTransitions,
  mayEndPublicPortion,
  type ConsoleCallState,
} from './console.ts';

const pre: ConsoleCallState = {
  status: null,
  isDeleted: false,
  replayEnabled: true,
  hasPublicPortion: true,
  publicCallEndTimeUtc: null,
};

describe('SPEC §4 call status moves from the coordinator console (ARCHITECTURE §5)', () => {
  it('pre-event: practice or live', () => {
    expect(callStatusAfter(pre, ConsoleTransition.Practice)).toBe(CallStatus.PracticeSession);
    expect(callStatusAfter(pre, ConsoleTransition.Live)).toBe(CallStatus.Live);
    expect(callStatusAfter(pre, ConsoleTransition.End)).toBeNull();
    expect(callStatusAfter(pre, ConsoleTransition.Expire)).toBeNull();
    expect(availableConsoleTransitions(pre)).toEqual(['practice', 'live']);
  });

  it('practice: live or end; a second practice is refused', () => {
    const practice = { ...pre, status: CallStatus.PracticeSession };
    expect(callStatusAfter(practice, ConsoleTransition.Practice)).toBeNull();
    expect(callStatusAfter(practice, ConsoleTransition.Live)).toBe(CallStatus.Live);
    expect(availableConsoleTransitions(practice)).toEqual(['live', 'end']);
  });

  it('end publishes the replay when the call records one, else ENDED', () => {
    const live = { ...pre, status: CallStatus.Live };
    expect(callStatusAfter(live, ConsoleTransition.End)).toBe(CallStatus.Published);
    expect(callStatusAfter({ ...live, replayEnabled: false }, ConsoleTransition.End)).toBe(
      CallStatus.Ended,
    );
    expect(callStatusAfter(live, ConsoleTransition.Live)).toBeNull();
    expect(availableConsoleTransitions(live)).toEqual(['end', 'endPublicPortion']);
  });

  it('expire only after the end; expired is final', () => {
    for (const status of [CallStatus.Ended, CallStatus.Published]) {
      expect(callStatusAfter({ ...pre, status }, ConsoleTransition.Expire)).toBe(
        CallStatus.Expired,
      );
    }
    const expired = { ...pre, status: CallStatus.Expired };
    expect(availableConsoleTransitions(expired)).toEqual([]);
  });

  it('a cancelled call (IsDeleted) has no controls', () => {
    expect(availableConsoleTransitions({ ...pre, isDeleted: true })).toEqual([]);
  });

  it('SPEC §4/§6 the public portion ends once, while live, and only with a public portion', () => {
    const live = { ...pre, status: CallStatus.Live };
    expect(mayEndPublicPortion(live)).toBe(true);
    expect(mayEndPublicPortion({ ...live, publicCallEndTimeUtc: '2030-01-01T10:00:00Z' })).toBe(
      false,
    );
    expect(mayEndPublicPortion({ ...live, hasPublicPortion: false })).toBe(false);
    expect(mayEndPublicPortion(pre)).toBe(false);
    expect(callStatusAfter(live, ConsoleTransition.EndPublicPortion)).toBeNull();
  });

  it('SPEC §4 the replay is available once published, until expired', () => {
    expect(isReplayAvailable({ status: CallStatus.Published, isDeleted: false })).toBe(true);
    expect(isReplayAvailable({ status: CallStatus.Expired, isDeleted: false })).toBe(false);
    expect(isReplayAvailable({ status: CallStatus.Ended, isDeleted: false })).toBe(false);
  });
});

describe('keepsSlideTransitions (SPEC §4/§7 presslidetransition for the call replay)', () => {
  it('keeps the shared slide moments of a live call that records its replay only', () => {
    const live = { status: CallStatus.Live, isDeleted: false, replayEnabled: true };
    expect(keepsSlideTransitions(live)).toBe(true);
    expect(keepsSlideTransitions({ ...live, replayEnabled: false })).toBe(false);
    expect(keepsSlideTransitions({ ...live, isDeleted: true })).toBe(false);
    expect(keepsSlideTransitions({ ...live, status: CallStatus.PracticeSession })).toBe(false);
    expect(keepsSlideTransitions({ ...live, status: CallStatus.Published })).toBe(false);
    expect(keepsSlideTransitions({ ...live, status: null })).toBe(false);
  });
});

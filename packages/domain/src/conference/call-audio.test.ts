// Who may speak into a call's audio, and when speakers reach the listeners (call-audio.ts).
import { describe, expect, it } from 'vitest';
import { STREAMING_AVAILABLE_BEFORE_CALL_MS } from '../constants.ts';
import {
  CallAudioClientSignalSchema,
  CallAudioFloor,
  callAudioFloorOf,
  callAudioOpen,
  callAudioReachesListeners,
  isLiveStreamOn,
  mayBeGivenFloor,
  msUntilLiveStreamOn,
  type CallAudioCandidate,
} from './call-audio.ts';

const attendee: CallAudioCandidate = {
  isConferencePresenter: false,
  coordinates: false,
  isPublicParticipant: false,
  registrationType: 'Standard',
  allowToTalk: false,
  cutOff: false,
};

describe('callAudioFloorOf', () => {
  it('gives presenters and coordinators the floor, allowed or not', () => {
    expect(callAudioFloorOf({ ...attendee, isConferencePresenter: true })).toBe(
      CallAudioFloor.Presenter,
    );
    expect(callAudioFloorOf({ ...attendee, coordinates: true })).toBe(CallAudioFloor.Presenter);
    expect(callAudioFloorOf({ ...attendee, coordinates: true, registrationType: null })).toBe(
      CallAudioFloor.Presenter,
    );
  });

  it('gives a registered attendee the floor only when allowed to talk', () => {
    expect(callAudioFloorOf(attendee)).toBeNull();
    expect(callAudioFloorOf({ ...attendee, allowToTalk: true })).toBe(CallAudioFloor.Guest);
  });

  it('never gives it to public, listen-only, unregistered or cut-off participants', () => {
    const allowed = { ...attendee, allowToTalk: true };
    expect(callAudioFloorOf({ ...allowed, isPublicParticipant: true })).toBeNull();
    expect(callAudioFloorOf({ ...allowed, registrationType: 'ListenOnly' })).toBeNull();
    expect(callAudioFloorOf({ ...allowed, registrationType: null })).toBeNull();
    expect(callAudioFloorOf({ ...allowed, cutOff: true })).toBeNull();
    expect(callAudioFloorOf({ ...allowed, isConferencePresenter: true, cutOff: true })).toBeNull();
  });
});

describe('mayBeGivenFloor', () => {
  it('is for standard registrations of named users only', () => {
    expect(mayBeGivenFloor({ isPublicParticipant: false, registrationType: 'Standard' })).toBe(
      true,
    );
    expect(mayBeGivenFloor({ isPublicParticipant: true, registrationType: 'Standard' })).toBe(
      false,
    );
    expect(mayBeGivenFloor({ isPublicParticipant: false, registrationType: 'ListenOnly' })).toBe(
      false,
    );
    expect(mayBeGivenFloor({ isPublicParticipant: false, registrationType: null })).toBe(false);
  });
});

describe('call status and the audio', () => {
  const statuses = [null, 'PRACTICE_SESSION', 'LIVE', 'ENDED', 'Published', 'EXPIRED'] as const;

  it('speakers reach the listeners only while LIVE, never in a cancelled call', () => {
    expect(
      statuses.filter((status) => callAudioReachesListeners({ status, isDeleted: false })),
    ).toEqual(['LIVE']);
    expect(callAudioReachesListeners({ status: 'LIVE', isDeleted: true })).toBe(false);
  });

  it('speakers may be in the audio before the call, in practice and live; not after or cancelled', () => {
    expect(statuses.filter((status) => callAudioOpen({ status, isDeleted: false }))).toEqual([
      null,
      'PRACTICE_SESSION',
      'LIVE',
    ]);
    for (const status of statuses) expect(callAudioOpen({ status, isDeleted: true })).toBe(false);
  });
});

describe('isLiveStreamOn and msUntilLiveStreamOn (SPEC §7 livestream, §8, §9)', () => {
  const statuses = [null, 'PRACTICE_SESSION', 'LIVE', 'ENDED', 'Published', 'EXPIRED'] as const;
  const start = Date.UTC(2030, 0, 15, 14, 0);
  const opensAt = start - STREAMING_AVAILABLE_BEFORE_CALL_MS;
  const call = (status: (typeof statuses)[number], startTimeMs: number | null = start) => ({
    status,
    isDeleted: false,
    startTimeMs,
  });

  it('is on about 10 minutes before the start of a call not begun, to the millisecond', () => {
    expect(STREAMING_AVAILABLE_BEFORE_CALL_MS).toBe(600_000);
    for (const status of [null, 'PRACTICE_SESSION'] as const) {
      expect(isLiveStreamOn(call(status), opensAt - 1)).toBe(false);
      expect(isLiveStreamOn(call(status), opensAt)).toBe(true);
      // a call that starts late keeps its stream on while it has not begun
      expect(isLiveStreamOn(call(status), start + 3_600_000)).toBe(true);
      expect(msUntilLiveStreamOn(call(status), opensAt - 1)).toBe(1);
      expect(msUntilLiveStreamOn(call(status), opensAt - 60_000)).toBe(60_000);
      expect(msUntilLiveStreamOn(call(status), opensAt)).toBe(0);
    }
  });

  it('is on while LIVE whatever the clock; off once ended, published or expired', () => {
    const early = opensAt - 86_400_000;
    expect(statuses.filter((status) => isLiveStreamOn(call(status), early))).toEqual(['LIVE']);
    expect(statuses.filter((status) => isLiveStreamOn(call(status), start))).toEqual([
      null,
      'PRACTICE_SESSION',
      'LIVE',
    ]);
    expect(isLiveStreamOn(call('LIVE', null), early)).toBe(true);
    for (const status of ['ENDED', 'Published', 'EXPIRED'] as const)
      expect(msUntilLiveStreamOn(call(status), early)).toBeNull();
    expect(msUntilLiveStreamOn(call('LIVE'), early)).toBe(0);
  });

  it('is never on in a cancelled call, nor by the clock without a start time', () => {
    for (const status of statuses) {
      expect(isLiveStreamOn({ ...call(status), isDeleted: true }, start)).toBe(false);
      expect(msUntilLiveStreamOn({ ...call(status), isDeleted: true }, opensAt - 5)).toBeNull();
    }
    expect(isLiveStreamOn(call(null, null), start)).toBe(false);
    expect(msUntilLiveStreamOn(call(null, null), start)).toBeNull();
    expect(msUntilLiveStreamOn(call('PRACTICE_SESSION', null), start)).toBeNull();
  });
});

describe('CallAudioClientSignalSchema', () => {
  it('takes the four messages and refuses anything else', () => {
    expect(CallAudioClientSignalSchema.safeParse({ Type: 'join' }).success).toBe(true);
    expect(
      CallAudioClientSignalSchema.safeParse({ Type: 'mute', ConnectionId: 'c', Muted: true })
        .success,
    ).toBe(true);
    expect(CallAudioClientSignalSchema.safeParse({ Type: 'mute', ConnectionId: 'c' }).success).toBe(
      false,
    );
    expect(CallAudioClientSignalSchema.safeParse({ Type: 'join', Extra: 1 }).success).toBe(false);
    expect(
      CallAudioClientSignalSchema.safeParse({ Type: 'answer', ConnectionId: '', Sdp: 'x' }).success,
    ).toBe(false);
    expect(
      CallAudioClientSignalSchema.safeParse({
        Type: 'answer',
        ConnectionId: 'c',
        Sdp: 'x'.repeat(60_001),
      }).success,
    ).toBe(false);
  });
});

// The call audio state machine: every event from every phase it can be in, with the phase it
// leads to (an event a phase does not take leaves the state as it was), and what the machine
// keeps beside the phase: the mute state and the notice that says why the viewer listens again.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CALL_AUDIO_PHASES,
  CallAudioPhase,
  callAudioReducer,
  canJoin,
  dispatchCallAudio,
  initialCallAudioMachine,
  isInCallAudio,
  resetCallAudio,
  setCallAudio,
  useCallAudioStore,
  type CallAudioEvent,
  type CallAudioMachine,
  type CallAudioPhase as Phase,
} from './call-audio.store.ts';

const { Idle, Connecting, StillConnecting, Connected, Lost, Failed, Blocked } = CallAudioPhase;

const EVENTS: Record<string, CallAudioEvent> = {
  join: { type: 'join' },
  slow: { type: 'slow' },
  connected: { type: 'connected' },
  interrupted: { type: 'interrupted' },
  failed: { type: 'failed' },
  blocked: { type: 'blocked' },
  refused: { type: 'refused' },
  closedLeft: { type: 'closed', reason: 'left' },
  closedFloorTaken: { type: 'closed', reason: 'floorTaken' },
  closedReplaced: { type: 'closed', reason: 'replaced' },
  closedEnded: { type: 'closed', reason: 'ended' },
  closedFailed: { type: 'closed', reason: 'failed' },
  leave: { type: 'leave' },
};

/** event → phase → the phase after it. */
const NEXT: Record<keyof typeof EVENTS, Record<Phase, Phase>> = {
  join: {
    idle: Connecting,
    connecting: Connecting,
    stillConnecting: StillConnecting,
    connected: Connected,
    lost: Connecting,
    failed: Connecting,
    blocked: Connecting,
  },
  slow: {
    idle: Idle,
    connecting: StillConnecting,
    stillConnecting: StillConnecting,
    connected: Connected,
    lost: Lost,
    failed: Failed,
    blocked: Blocked,
  },
  connected: {
    idle: Idle,
    connecting: Connected,
    stillConnecting: Connected,
    connected: Connected,
    lost: Connected,
    failed: Failed,
    blocked: Blocked,
  },
  interrupted: {
    idle: Idle,
    connecting: Connecting,
    stillConnecting: StillConnecting,
    connected: Lost,
    lost: Lost,
    failed: Failed,
    blocked: Blocked,
  },
  failed: {
    idle: Idle,
    connecting: Failed,
    stillConnecting: Failed,
    connected: Connected,
    lost: Failed,
    failed: Failed,
    blocked: Blocked,
  },
  blocked: {
    idle: Idle,
    connecting: Blocked,
    stillConnecting: Blocked,
    connected: Connected,
    lost: Lost,
    failed: Failed,
    blocked: Blocked,
  },
  refused: {
    idle: Idle,
    connecting: Idle,
    stillConnecting: Idle,
    connected: Connected,
    lost: Lost,
    failed: Failed,
    blocked: Blocked,
  },
  ...Object.fromEntries(
    ['closedLeft', 'closedFloorTaken', 'closedReplaced', 'closedEnded'].map((name) => [
      name,
      {
        idle: Idle,
        connecting: Idle,
        stillConnecting: Idle,
        connected: Idle,
        lost: Idle,
        failed: Failed,
        blocked: Blocked,
      },
    ]),
  ),
  closedFailed: {
    idle: Idle,
    connecting: Failed,
    stillConnecting: Failed,
    connected: Lost,
    lost: Lost,
    failed: Failed,
    blocked: Blocked,
  },
  leave: {
    idle: Idle,
    connecting: Idle,
    stillConnecting: Idle,
    connected: Idle,
    lost: Idle,
    failed: Idle,
    blocked: Idle,
  },
};

const at = (phase: Phase, rest: Partial<CallAudioMachine> = {}): CallAudioMachine => ({
  ...initialCallAudioMachine,
  phase,
  ...rest,
});

describe('call audio state machine', () => {
  for (const [name, event] of Object.entries(EVENTS)) {
    describe(name, () => {
      for (const phase of CALL_AUDIO_PHASES) {
        const expected = NEXT[name]![phase];
        it(`${phase} → ${expected}`, () => {
          const before = at(phase);
          const after = callAudioReducer(before, event);
          expect(after.phase).toBe(expected);
          if (expected === phase && name !== 'leave' && name !== 'join') expect(after).toBe(before);
        });
      }
    });
  }

  it('covers every phase for every event', () => {
    for (const table of Object.values(NEXT))
      expect(Object.keys(table).sort()).toEqual([...CALL_AUDIO_PHASES].sort());
  });

  it('joining starts unmuted, except a rejoin after a lost connection, which keeps the mute', () => {
    const muted = { muted: true, mutedByModerator: true };
    for (const phase of [Idle, Failed, Blocked])
      expect(callAudioReducer(at(phase, muted), EVENTS.join!)).toEqual(at(Connecting));
    expect(callAudioReducer(at(Lost, muted), EVENTS.join!)).toEqual(at(Connecting, muted));
  });

  it('says why the viewer listens again: floor taken, replaced, not allowed', () => {
    expect(callAudioReducer(at(Connected), EVENTS.closedFloorTaken!).notice).toBe('floorTaken');
    expect(callAudioReducer(at(Connected), EVENTS.closedReplaced!).notice).toBe('replaced');
    expect(callAudioReducer(at(Connecting), EVENTS.refused!).notice).toBe('notAllowed');
    expect(callAudioReducer(at(Connected), EVENTS.closedLeft!).notice).toBeNull();
    expect(callAudioReducer(at(Connected), EVENTS.closedEnded!).notice).toBeNull();
    expect(callAudioReducer(at(Idle, { notice: 'replaced' }), EVENTS.join!).notice).toBeNull();
    expect(callAudioReducer(at(Idle, { notice: 'replaced' }), EVENTS.leave!).notice).toBeNull();
  });

  it('mutes in every phase but idle; the moderator mark goes with the unmute', () => {
    const byModerator: CallAudioEvent = { type: 'muted', muted: true, byModerator: true };
    const unmute: CallAudioEvent = { type: 'muted', muted: false, byModerator: false };
    for (const phase of CALL_AUDIO_PHASES) {
      const muted = callAudioReducer(at(phase), byModerator);
      if (phase === Idle) {
        expect(muted).toEqual(at(Idle));
        continue;
      }
      expect(muted).toEqual(at(phase, { muted: true, mutedByModerator: true }));
      expect(callAudioReducer(muted, unmute)).toEqual(at(phase));
    }
    const self: CallAudioEvent = { type: 'muted', muted: true, byModerator: false };
    expect(callAudioReducer(at(Connected), self)).toEqual(
      at(Connected, { muted: true, mutedByModerator: false }),
    );
  });

  it('names the phases one joins from and those in the audio', () => {
    expect(CALL_AUDIO_PHASES.filter(canJoin)).toEqual([Idle, Lost, Failed, Blocked]);
    expect(CALL_AUDIO_PHASES.filter(isInCallAudio)).toEqual([
      Connecting,
      StillConnecting,
      Connected,
      Lost,
    ]);
  });
});

describe('call audio store', () => {
  beforeEach(resetCallAudio);

  it('gives up the floor with a connection closed as floorTaken, and only then', () => {
    setCallAudio({ allowToTalk: true });
    dispatchCallAudio({ type: 'join' });
    dispatchCallAudio({ type: 'connected' });
    dispatchCallAudio({ type: 'closed', reason: 'replaced' });
    expect(useCallAudioStore.getState().allowToTalk).toBe(true);
    dispatchCallAudio({ type: 'join' });
    dispatchCallAudio({ type: 'closed', reason: 'floorTaken' });
    expect(useCallAudioStore.getState()).toMatchObject({
      phase: Idle,
      allowToTalk: false,
      notice: 'floorTaken',
    });
  });
});

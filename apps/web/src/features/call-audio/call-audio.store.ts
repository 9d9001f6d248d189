// This viewer's voice in a conference call: whether they are in the call's audio (an explicit
// state machine over the phases below), their mute state, the microphone they picked, the other
// speakers' streams, and whether the moderator gave them the floor (AllowToTalk). The media
// module (call-audio.media.ts) feeds events in; components read.
import { create } from 'zustand';
import type { CallAudioCloseReason } from '@podium/domain';

export const CallAudioPhase = {
  /** Not in the call's audio: listening to the stream like everyone else. */
  Idle: 'idle',
  /** Asking for the microphone, joining, answering the server's offer. */
  Connecting: 'connecting',
  /** Connecting for longer than STILL_CONNECTING_MS (SPEC §8 "Still connecting"). */
  StillConnecting: 'stillConnecting',
  Connected: 'connected',
  /** The media connection dropped after it was up (SPEC §8 "Audio connection lost"). */
  Lost: 'lost',
  /** Joining did not succeed (SPEC §8 "We are unable to connect your browser to web-audio"). */
  Failed: 'failed',
  /** The browser refused the microphone. */
  Blocked: 'blocked',
} as const;
export type CallAudioPhase = (typeof CallAudioPhase)[keyof typeof CallAudioPhase];

export const CALL_AUDIO_PHASES: readonly CallAudioPhase[] = Object.values(CallAudioPhase);

export type CallAudioEvent =
  /** Join audio, Retry, the floor given, or the automatic rejoin after a lost connection. */
  | { readonly type: 'join' }
  /** Connecting has taken longer than STILL_CONNECTING_MS. */
  | { readonly type: 'slow' }
  /** The peer connection is up. */
  | { readonly type: 'connected' }
  /** The peer connection or the hub dropped while the audio was up. */
  | { readonly type: 'interrupted' }
  /** Joining failed: refused as unavailable or full, no answer in time, the offer unusable. */
  | { readonly type: 'failed' }
  /** getUserMedia was denied. */
  | { readonly type: 'blocked' }
  /** The server refused the join: this user may not speak in the call (now). */
  | { readonly type: 'refused' }
  /** The server closed the connection. */
  | { readonly type: 'closed'; readonly reason: CallAudioCloseReason }
  /** The user left (Leave audio), or the floor was taken back before the server said so. */
  | { readonly type: 'leave' }
  /** Muted or unmuted, by the user or (byModerator) by the moderator. */
  | { readonly type: 'muted'; readonly muted: boolean; readonly byModerator: boolean };

/** Why the viewer is back to listening, when it is worth saying. */
export type CallAudioNotice = 'floorTaken' | 'replaced' | 'notAllowed' | null;

export interface CallAudioMachine {
  readonly phase: CallAudioPhase;
  readonly muted: boolean;
  readonly mutedByModerator: boolean;
  readonly notice: CallAudioNotice;
}

export const initialCallAudioMachine: CallAudioMachine = {
  phase: CallAudioPhase.Idle,
  muted: false,
  mutedByModerator: false,
  notice: null,
};

const CONNECTING: readonly CallAudioPhase[] = [
  CallAudioPhase.Connecting,
  CallAudioPhase.StillConnecting,
];
const JOINABLE: readonly CallAudioPhase[] = [
  CallAudioPhase.Idle,
  CallAudioPhase.Failed,
  CallAudioPhase.Blocked,
  CallAudioPhase.Lost,
];

/** Whether joining (Join audio, Retry, the floor given) starts from this phase. */
export function canJoin(phase: CallAudioPhase): boolean {
  return JOINABLE.includes(phase);
}

/** Whether the viewer holds the microphone in the call's audio (or is getting there). */
export function isInCallAudio(phase: CallAudioPhase): boolean {
  return (
    CONNECTING.includes(phase) ||
    phase === CallAudioPhase.Connected ||
    phase === CallAudioPhase.Lost
  );
}

function noticeOf(reason: CallAudioCloseReason): CallAudioNotice {
  switch (reason) {
    case 'floorTaken':
      return 'floorTaken';
    case 'replaced':
      return 'replaced';
    case 'left':
    case 'ended':
    case 'failed':
      return null;
  }
}

/** The state machine: every event from every phase; an event a phase does not take changes nothing. */
export function callAudioReducer(state: CallAudioMachine, event: CallAudioEvent): CallAudioMachine {
  const { phase } = state;
  const to = (next: CallAudioPhase): CallAudioMachine => ({ ...state, phase: next });
  switch (event.type) {
    case 'join':
      // A rejoin after a lost connection keeps the speaker muted as they were.
      if (phase === CallAudioPhase.Lost) return { ...to(CallAudioPhase.Connecting), notice: null };
      return canJoin(phase)
        ? { phase: CallAudioPhase.Connecting, muted: false, mutedByModerator: false, notice: null }
        : state;
    case 'slow':
      return phase === CallAudioPhase.Connecting ? to(CallAudioPhase.StillConnecting) : state;
    case 'connected':
      return CONNECTING.includes(phase) || phase === CallAudioPhase.Lost
        ? to(CallAudioPhase.Connected)
        : state;
    case 'interrupted':
      return phase === CallAudioPhase.Connected ? to(CallAudioPhase.Lost) : state;
    case 'failed':
      return CONNECTING.includes(phase) || phase === CallAudioPhase.Lost
        ? to(CallAudioPhase.Failed)
        : state;
    case 'blocked':
      return CONNECTING.includes(phase) ? to(CallAudioPhase.Blocked) : state;
    case 'refused':
      return CONNECTING.includes(phase)
        ? { ...initialCallAudioMachine, notice: 'notAllowed' }
        : state;
    case 'closed':
      if (event.reason === 'failed') {
        if (phase === CallAudioPhase.Connected) return to(CallAudioPhase.Lost);
        return CONNECTING.includes(phase) ? to(CallAudioPhase.Failed) : state;
      }
      return isInCallAudio(phase)
        ? { ...initialCallAudioMachine, notice: noticeOf(event.reason) }
        : state;
    case 'leave':
      return initialCallAudioMachine;
    case 'muted':
      return phase === CallAudioPhase.Idle
        ? state
        : { ...state, muted: event.muted, mutedByModerator: event.muted && event.byModerator };
  }
}

export interface CallAudioState extends CallAudioMachine {
  /** The server's id of this viewer's connection, once the join was accepted. */
  readonly connectionId: string | null;
  readonly localStream: MediaStream | null;
  /** coreUserId → the other speaker's voice. */
  readonly remoteStreams: ReadonlyMap<number, MediaStream>;
  /** The microphone picked; null: the browser's default. */
  readonly microphoneId: string | null;
  /** The moderator gave this attendee the floor (SPEC §3 AllowToTalk, audioState topic). */
  readonly allowToTalk: boolean;
}

export const initialCallAudioState: CallAudioState = {
  ...initialCallAudioMachine,
  connectionId: null,
  localStream: null,
  remoteStreams: new Map(),
  microphoneId: null,
  allowToTalk: false,
};

export const useCallAudioStore = create<CallAudioState>(() => initialCallAudioState);

export function setCallAudio(change: Partial<CallAudioState>): void {
  useCallAudioStore.setState(change);
}

/** One move of the state machine; the floor is given up with the connection it was taken from. */
export function dispatchCallAudio(event: CallAudioEvent): void {
  useCallAudioStore.setState((state) => ({
    ...callAudioReducer(state, event),
    ...(event.type === 'closed' && event.reason === 'floorTaken' ? { allowToTalk: false } : {}),
  }));
}

export function resetCallAudio(): void {
  useCallAudioStore.setState(initialCallAudioState, true);
}

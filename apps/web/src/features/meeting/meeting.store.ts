// The meeting as this page holds it: status and participants from the server, this user's
// media connection (the domain's meeting status machine, SPEC §4), microphone and camera, and
// the remote participants' streams. Components read it; the session writes it.
import { create } from 'zustand';
import {
  MeetingCloseReason,
  MeetingConnectionEvent,
  MeetingStatus,
  meetingConnectionReducer,
  NOT_STARTED_SGM_STATUS,
  type MeetingParticipant,
  type SgmStatus,
  type TopicMessage,
} from '@podium/domain';

/** SPEC §8 audio connection messages, by what the connection is doing. */
export type AudioNotice = 'connecting' | 'stillConnecting' | 'failed' | 'lost' | null;

export interface MeetingState {
  readonly status: SgmStatus;
  readonly participants: readonly MeetingParticipant[];
  readonly connection: MeetingStatus;
  readonly connectionId: string | null;
  readonly microphoneOn: boolean;
  readonly cameraOn: boolean;
  readonly microphoneBlocked: boolean;
  readonly mutedByHost: boolean;
  readonly removed: boolean;
  readonly audioNotice: AudioNotice;
  /** coreUserId → the stream of that participant's audio and video. */
  readonly remoteStreams: ReadonlyMap<number, MediaStream>;
  readonly activeSpeaker: number | null;
  /** coreUserId → the loudness of their audio heard now (0 to 1). */
  readonly audioLevels: ReadonlyMap<number, number>;
  readonly localStream: MediaStream | null;
  readonly actionFailed: boolean;
  /** The host sharing their screen now (SPEC §6), as the media server says; null: nobody. */
  readonly screenSharer: number | null;
  /** coreUserId → the screen that host shares (received m-lines of kind screen). */
  readonly screenStreams: ReadonlyMap<number, MediaStream>;
  /** This host's own shared screen, while they share it. */
  readonly localScreen: MediaStream | null;
  /** The attendee closed the pre-event modal (or joined from it): it stays closed. */
  readonly preEventDismissed: boolean;
  /** How wide the tiles show cameras now, in device pixels; null before they are shown. */
  readonly tileWidth: number | null;
}

export const initialMeetingState: MeetingState = {
  status: NOT_STARTED_SGM_STATUS,
  participants: [],
  connection: MeetingStatus.NotStarted,
  connectionId: null,
  microphoneOn: true,
  cameraOn: true,
  microphoneBlocked: false,
  mutedByHost: false,
  removed: false,
  audioNotice: null,
  remoteStreams: new Map(),
  activeSpeaker: null,
  audioLevels: new Map(),
  localStream: null,
  actionFailed: false,
  screenSharer: null,
  screenStreams: new Map(),
  localScreen: null,
  preEventDismissed: false,
  tileWidth: null,
};

export const useMeetingStore = create<MeetingState>(() => initialMeetingState);

export function setMeeting(change: Partial<MeetingState>): void {
  useMeetingStore.setState(change);
}

/** One move of the media connection, by the domain's state machine. */
export function dispatchConnection(event: MeetingConnectionEvent): void {
  useMeetingStore.setState((s) => ({ connection: meetingConnectionReducer(s.connection, event) }));
}

/** The status and participants as the server reads them (GET …/state). */
export function applyMeetingState(
  status: SgmStatus,
  participants: readonly MeetingParticipant[],
): void {
  setMeeting({ status, participants });
}

/**
 * What the page does after a realtime message besides the state change: read the meeting's
 * state again (the call's update names no detail), or apply the microphone's state to the track.
 */
export type MeetingMessageFollowUp = 'refresh' | 'applyMicrophone' | null;

/**
 * A message on one of the meeting's topics (the call's updates: sources 1, 2 and 16; the
 * participants; this user's audio state), applied to the state for the user `coreUserId`.
 */
export function applyMeetingMessage(
  message: TopicMessage,
  coreUserId: number,
): MeetingMessageFollowUp {
  switch (message.kind) {
    case 'callUpdate':
      return 'refresh';
    case 'meetingParticipants': {
      const me = message.payload.Participants.find((p) => p.CoreUserId === coreUserId);
      setMeeting({
        participants: message.payload.Participants,
        ...(me ? { mutedByHost: me.IsMutedByHost } : {}),
      });
      return 'applyMicrophone';
    }
    case 'audioState':
      if (message.payload.AudioState !== 'Muted') return null;
      setMeeting({ mutedByHost: true, microphoneOn: false });
      return 'applyMicrophone';
    default:
      return null;
  }
}

/**
 * The server closed this user's media connection (they left, the host removed them, the meeting
 * ended): no connection, no streams either way; a removed participant is told so.
 */
export function applyMeetingClosed(reason: MeetingCloseReason): void {
  dispatchConnection(MeetingConnectionEvent.Leave);
  setMeeting({
    remoteStreams: new Map(),
    screenStreams: new Map(),
    screenSharer: null,
    localScreen: null,
    connectionId: null,
    localStream: null,
    ...(reason === MeetingCloseReason.Removed ? { removed: true } : {}),
  });
}

/**
 * The peer connection's state, as the SPEC §4 meeting status and the SPEC §8 audio connection
 * messages; true when the connection failed and is to be closed.
 */
export function applyPeerConnectionState(state: RTCPeerConnectionState): boolean {
  switch (state) {
    case 'connected':
      dispatchConnection(MeetingConnectionEvent.Connected);
      setMeeting({ audioNotice: null });
      return false;
    case 'disconnected':
      dispatchConnection(MeetingConnectionEvent.Lost);
      setMeeting({ audioNotice: 'lost' });
      return false;
    case 'failed':
      dispatchConnection(MeetingConnectionEvent.Failed);
      setMeeting({ audioNotice: 'failed' });
      return true;
    default:
      return false;
  }
}

/** The media server says who shares their screen now (on each change, and on joining). */
export function applyScreenSharer(sharer: number | null): void {
  setMeeting({ screenSharer: sharer });
}

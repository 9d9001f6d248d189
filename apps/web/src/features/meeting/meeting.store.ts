// The meeting as this page holds it: status and participants from the server, this user's
// media connection (the domain's meeting status machine, SPEC §4), microphone and camera, and
// the remote participants' streams. Components read it; the session writes it.
import { create } from 'zustand';
import {
  isInMeeting,
  MeetingCloseReason,
  MeetingConnectionEvent,
  MeetingStatus,
  meetingConnectionReducer,
  NO_MEETING_STAGE,
  NOT_STARTED_SGM_STATUS,
  type MeetingParticipant,
  type MeetingStage,
  type MeetingTileWidths,
  type SgmStatus,
  type TopicMessage,
} from '@podium/domain';

/** SPEC §8 audio connection messages, by what the connection is doing. */
export type AudioNotice = 'connecting' | 'stillConnecting' | 'failed' | 'lost' | null;

/** Why a participant in the meeting has no media now: no network, or it is being restored. */
export type MediaLossNotice = 'offline' | 'reconnecting' | null;

export interface MeetingState {
  readonly status: SgmStatus;
  readonly participants: readonly MeetingParticipant[];
  readonly connection: MeetingStatus;
  readonly connectionId: string | null;
  readonly microphoneOn: boolean;
  readonly cameraOn: boolean;
  readonly microphoneBlocked: boolean;
  /** The browser refused the camera: the participant is in the meeting with audio only. */
  readonly cameraBlocked: boolean;
  /** Whether the browser has a network (navigator.onLine and its online/offline events). */
  readonly online: boolean;
  /** The hub connection (which carries the media signalling) dropped and is being retried. */
  readonly hubLost: boolean;
  readonly mutedByHost: boolean;
  readonly removed: boolean;
  readonly audioNotice: AudioNotice;
  /** coreUserId → the stream of that participant's audio and video. */
  readonly remoteStreams: ReadonlyMap<number, MediaStream>;
  readonly activeSpeaker: number | null;
  /** Who is on the large tile (the active-speaker layout), held against flicker. */
  readonly stage: MeetingStage;
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
  /** How wide the tiles show each camera now, in device pixels; null before they are shown. */
  readonly view: MeetingTileWidths | null;
}

export const initialMeetingState: MeetingState = {
  status: NOT_STARTED_SGM_STATUS,
  participants: [],
  connection: MeetingStatus.NotStarted,
  connectionId: null,
  microphoneOn: true,
  cameraOn: true,
  microphoneBlocked: false,
  cameraBlocked: false,
  online: typeof navigator === 'undefined' || navigator.onLine !== false,
  hubLost: false,
  mutedByHost: false,
  removed: false,
  audioNotice: null,
  remoteStreams: new Map(),
  activeSpeaker: null,
  stage: NO_MEETING_STAGE,
  audioLevels: new Map(),
  localStream: null,
  actionFailed: false,
  screenSharer: null,
  screenStreams: new Map(),
  localScreen: null,
  preEventDismissed: false,
  view: null,
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

/** What the media connection does after a peer connection state: rejoin, close, or nothing. */
export type PeerConnectionFollowUp = 'rejoin' | 'close' | null;

/**
 * The peer connection's state, as the SPEC §4 meeting status and the SPEC §8 audio connection
 * messages. A connection that fails after it had connected is rejoined (`recover`, while the
 * participant means to stay): Reconnecting meanwhile. One that never connected, or that the
 * rejoins could not bring back, is closed: Disconnected, with the failure message.
 */
export function applyPeerConnectionState(
  state: RTCPeerConnectionState,
  recover = false,
): PeerConnectionFollowUp {
  switch (state) {
    case 'connected':
      dispatchConnection(MeetingConnectionEvent.Connected);
      setMeeting({ audioNotice: null });
      return null;
    case 'disconnected':
      dispatchConnection(MeetingConnectionEvent.Lost);
      setMeeting({ audioNotice: 'lost' });
      return null;
    case 'failed': {
      const connection = useMeetingStore.getState().connection;
      if (recover && connection !== MeetingStatus.Connecting) {
        dispatchConnection(MeetingConnectionEvent.Lost);
        setMeeting({ audioNotice: 'lost' });
        return 'rejoin';
      }
      dispatchConnection(MeetingConnectionEvent.Failed);
      setMeeting({ audioNotice: 'failed' });
      return 'close';
    }
    default:
      return null;
  }
}

/**
 * Why this participant's media is gone, shown while in the meeting: the browser is offline, or the
 * media connection (or the hub that carries its signalling) is being restored.
 */
export function meetingMediaLoss(
  state: Pick<MeetingState, 'connection' | 'online' | 'hubLost'>,
): MediaLossNotice {
  if (!isInMeeting(state.connection)) return null;
  if (!state.online) return 'offline';
  if (state.connection === MeetingStatus.Reconnecting || state.hubLost) return 'reconnecting';
  return null;
}

/** The media server says who shares their screen now (on each change, and on joining). */
export function applyScreenSharer(sharer: number | null): void {
  setMeeting({ screenSharer: sharer });
}

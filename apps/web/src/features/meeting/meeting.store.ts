// The meeting as this page holds it: status and participants from the server, this user's
// media connection (the domain's meeting status machine, SPEC §4), microphone and camera, and
// the remote participants' streams. Components read it; the session writes it.
import { create } from 'zustand';
import {
  MeetingStatus,
  meetingConnectionReducer,
  NOT_STARTED_SGM_STATUS,
  type MeetingConnectionEvent,
  type MeetingParticipant,
  type SgmStatus,
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
  /** The attendee closed the pre-event modal (or joined from it): it stays closed. */
  readonly preEventDismissed: boolean;
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
  preEventDismissed: false,
};

export const useMeetingStore = create<MeetingState>(() => initialMeetingState);

export function setMeeting(change: Partial<MeetingState>): void {
  useMeetingStore.setState(change);
}

/** One move of the media connection, by the domain's state machine. */
export function dispatchConnection(event: MeetingConnectionEvent): void {
  useMeetingStore.setState((s) => ({ connection: meetingConnectionReducer(s.connection, event) }));
}

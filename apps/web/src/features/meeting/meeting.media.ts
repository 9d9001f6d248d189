// This participant's media in the meeting (the built-in provider's SFU): the microphone and
// camera sent on the two m-lines the server offers first, the other participants' audio and
// video received on the rest, named by the offer's Streams. The server always offers; this side
// answers once its ICE candidates are gathered (no trickle), so one answer carries everything.
// The camera is sent in the layers the offer asks for (simulcast); the server forwards each
// receiver the one that fits each tile, whose widths this side tells it (meeting.view.ts). The
// screen is sent in one layer. Each offer names the relays (TURN, with short-lived credentials)
// through which a browser whose network blocks UDP still reaches the media server.
//
// The meeting comes back by itself after a network change, as in other meeting apps: while the
// participant means to stay (joined, not left, removed or ended), a peer connection that fails
// after it had connected, or stays disconnected MEDIA_RESTART_AFTER_MS, and every reconnection of
// the hub (the server closes the media of a hub connection that dropped) rejoins the meeting with
// the same microphone and camera, naming the connection it replaces.
import {
  MeetingCloseReason,
  MeetingConnectionEvent,
  MeetingSignalError,
  type MeetingServerSignal,
  type MeetingStream,
} from '@podium/domain';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { CONNECT_GIVE_UP_MS, STILL_CONNECTING_MS } from '../../shared/media/audio-connect.ts';
import { gathered, layerCamera, openDevices, type DeviceChoice } from './meeting.devices.ts';
import {
  applyMeetingClosed,
  applyPeerConnectionState,
  applyScreenSharer,
  dispatchConnection,
  setMeeting,
  useMeetingStore,
} from './meeting.store.ts';
import { watchMeetingNetwork } from './meeting.network.ts';
import { publishRemoteStreams } from './meeting.streams.ts';
import type { LeaveAnnouncement, MeetingMedia } from './meeting.media.types.ts';
import { reportMeetingView } from './meeting.view.ts';

export type { DeviceChoice } from './meeting.devices.ts';
export type { MeetingMedia } from './meeting.media.types.ts';

/** A peer connection disconnected this long (not failed yet) is given up and rejoined. */
const MEDIA_RESTART_AFTER_MS = 5_000;
/** A rejoin the hub could not carry (not connected yet) is tried again after this. */
const REJOIN_RETRY_MS = 3_000;
/** Rejoins in a row that never connected before the meeting is given up (the Join button). */
const REJOIN_MAX_ATTEMPTS = 5;

export function createMeetingMedia(hub: HubClient): MeetingMedia {
  let pc: RTCPeerConnection | null = null;
  let local: MediaStream | null = null;
  let streams: MeetingStream[] = [];
  /** A host's third sending m-line, for the shared screen. */
  let screenSender: RTCRtpSender | null = null;
  let screen: MediaStream | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];
  const byMid = new Map<string, MediaStreamTrack>();
  /** The devices joined with, while the participant means to stay in the meeting. */
  let joined: DeviceChoice | null = null;
  /** Connections this side replaced: their late signals are not for the current one. */
  const retired = new Set<string>();
  /** The connection a rejoin replaces, until the server took the new one. */
  let replacing: string | null = null;
  let rejoining = false;
  let rejoinAttempts = 0;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;

  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    if (restartTimer !== null) clearTimeout(restartTimer);
    restartTimer = null;
  };

  function stopScreenTracks(): void {
    for (const track of screen?.getTracks() ?? []) track.stop();
    screen = null;
  }

  function closePeer(): void {
    clearTimers();
    pc?.close();
    pc = null;
    screenSender = null;
    stopScreenTracks();
    byMid.clear();
    streams = [];
    setMeeting({
      remoteStreams: new Map(),
      screenStreams: new Map(),
      screenSharer: null,
      localScreen: null,
      connectionId: null,
    });
  }

  function stopLocal(): void {
    for (const track of local?.getTracks() ?? []) track.stop();
    local = null;
    setMeeting({ localStream: null });
  }

  /** The connection, made with the first offer's relays; a later offer's credentials renew them. */
  function peer(iceServers: RTCIceServer[]): RTCPeerConnection {
    if (pc) {
      pc.setConfiguration({ ...pc.getConfiguration(), iceServers });
      return pc;
    }
    const created = new RTCPeerConnection({ bundlePolicy: 'max-bundle', iceServers });
    created.addEventListener('track', (event) => {
      const mid = event.transceiver.mid;
      if (mid !== null) byMid.set(mid, event.track);
      publishRemoteStreams(streams, byMid);
    });
    created.addEventListener('connectionstatechange', () => {
      if (created !== pc) return;
      const state = created.connectionState;
      if (state === 'connected') {
        clearTimers();
        rejoinAttempts = 0;
      }
      if (state === 'disconnected' && joined !== null && restartTimer === null)
        restartTimer = setTimeout(() => {
          restartTimer = null;
          if (created === pc && created.connectionState !== 'connected') void rejoin();
        }, MEDIA_RESTART_AFTER_MS);
      switch (applyPeerConnectionState(state, joined !== null)) {
        case 'rejoin':
          void rejoin();
          return;
        case 'close':
          closePeer();
          return;
        case null:
          return;
      }
    });
    pc = created;
    return created;
  }

  async function answer(signal: Extract<MeetingServerSignal, { Type: 'offer' }>): Promise<void> {
    const connection = peer(signal.IceServers);
    streams = signal.Streams;
    await connection.setRemoteDescription({ type: 'offer', sdp: signal.Sdp });
    const [audio, video, third] = connection.getTransceivers();
    if (audio && video && audio.direction === 'recvonly' && local) {
      audio.direction = 'sendonly';
      video.direction = 'sendonly';
      await audio.sender.replaceTrack(local.getAudioTracks()[0] ?? null);
      await video.sender.replaceTrack(local.getVideoTracks()[0] ?? null);
      await layerCamera(video.sender);
      // A host's offer has a third receiving m-line, named by no stream: the shared screen.
      const offered = new Set(signal.Streams.map((stream) => stream.Mid));
      if (third && third.mid !== null && !offered.has(third.mid)) {
        third.direction = 'sendonly';
        screenSender = third.sender;
        await third.sender.replaceTrack(screen?.getVideoTracks()[0] ?? null);
      }
    }
    await connection.setLocalDescription(await connection.createAnswer());
    await gathered(connection);
    publishRemoteStreams(streams, byMid);
    await hub.meetingSignal({
      Type: 'answer',
      ConnectionId: signal.ConnectionId,
      Sdp: connection.localDescription?.sdp ?? '',
    });
  }

  const offView = reportMeetingView(hub);
  const hubLeave: LeaveAnnouncement = (id) =>
    hub.meetingSignal({ Type: 'leave', ConnectionId: id });

  const offSignal = hub.onMeetingSignal((signal) => {
    if (retired.has(signal.ConnectionId)) return;
    switch (signal.Type) {
      case 'offer':
        void answer(signal).catch(() => {
          dispatchConnection(MeetingConnectionEvent.Failed);
          setMeeting({ audioNotice: 'failed' });
        });
        return;
      case 'closed':
        // The server gave the connection up (its peer connection failed, an answer never came)
        // while the participant stays: joined again. Removed and ended are for good.
        if (signal.Reason === MeetingCloseReason.Left && joined !== null) {
          void rejoin();
          return;
        }
        joined = null;
        closePeer();
        stopLocal();
        applyMeetingClosed(signal.Reason);
        return;
      case 'screen':
        applyScreenSharer(signal.SharerCoreUserId);
        return;
    }
  });

  function applyTrackStates(): void {
    const { microphoneOn, cameraOn, mutedByHost } = useMeetingStore.getState();
    for (const track of local?.getAudioTracks() ?? []) track.enabled = microphoneOn && !mutedByHost;
    for (const track of local?.getVideoTracks() ?? []) track.enabled = cameraOn;
  }

  async function stopScreen(): Promise<void> {
    await screenSender?.replaceTrack(null);
    stopScreenTracks();
    setMeeting({ localScreen: null });
    const id = useMeetingStore.getState().connectionId;
    if (id !== null) await hub.meetingSignal({ Type: 'screen', ConnectionId: id, Sharing: false });
  }

  /** The give-up timer of a connection being made: the SPEC §8 failure after CONNECT_GIVE_UP_MS. */
  function giveUpLater(): void {
    timers.push(
      setTimeout(() => {
        if (useMeetingStore.getState().connection === 'Connected') return;
        joined = null;
        dispatchConnection(MeetingConnectionEvent.Failed);
        setMeeting({ audioNotice: 'failed' });
        closePeer();
        stopLocal();
      }, CONNECT_GIVE_UP_MS),
    );
  }

  /** Gives the meeting up after a rejoin the server refused or too many that never connected. */
  function giveUp(removed: boolean): void {
    joined = null;
    closePeer();
    stopLocal();
    dispatchConnection(MeetingConnectionEvent.Failed);
    setMeeting({ audioNotice: 'failed', ...(removed ? { removed: true } : {}) });
  }

  /**
   * A new media connection in place of the current one, with the same devices (opened again if
   * they were stopped): Reconnecting until it connects. Waits for the hub when it is down.
   */
  async function rejoin(): Promise<void> {
    const choice = joined;
    if (choice === null || rejoining) return;
    rejoining = true;
    try {
      const previous = useMeetingStore.getState().connectionId ?? replacing;
      replacing = previous;
      if (previous !== null) retired.add(previous);
      closePeer();
      dispatchConnection(MeetingConnectionEvent.Lost);
      if (rejoinAttempts >= REJOIN_MAX_ATTEMPTS) return giveUp(false);
      rejoinAttempts += 1;
      local ??= await openDevices(choice);
      if (!local) return giveUp(false);
      applyTrackStates();
      setMeeting({ localStream: local });
      const ack = await hub.meetingSignal({
        Type: 'join',
        ...(previous === null ? {} : { Replaces: previous }),
      });
      if (joined === null) {
        if (ack.ok) await hub.meetingSignal({ Type: 'leave', ConnectionId: ack.ConnectionId });
        return;
      }
      if (!ack.ok) {
        if (ack.error !== MeetingSignalError.Unavailable)
          return giveUp(ack.error === MeetingSignalError.Removed);
        // The hub is down: its reconnection rejoins; this retry covers an answer that was lost.
        rejoinAttempts -= 1;
        timers.push(setTimeout(() => void rejoin(), REJOIN_RETRY_MS));
        return;
      }
      replacing = null;
      setMeeting({ connectionId: ack.ConnectionId });
      giveUpLater();
    } finally {
      rejoining = false;
    }
  }

  const offNetwork = watchMeetingNetwork(hub, () => {
    if (joined === null) return;
    // A new hub connection (a new network): the rejoins start over.
    rejoinAttempts = 0;
    void rejoin();
  });

  return {
    async join(choice) {
      joined = choice;
      rejoinAttempts = 0;
      dispatchConnection(MeetingConnectionEvent.Join);
      setMeeting({ audioNotice: 'connecting', removed: false });
      timers.push(
        setTimeout(() => setMeeting({ audioNotice: 'stillConnecting' }), STILL_CONNECTING_MS),
      );
      giveUpLater();
      local = await openDevices(choice);
      if (!local) {
        joined = null;
        clearTimers();
        dispatchConnection(MeetingConnectionEvent.Failed);
        setMeeting({ audioNotice: null });
        return;
      }
      applyTrackStates();
      setMeeting({ localStream: local });
      const ack = await hub.meetingSignal({ Type: 'join' });
      if (!ack.ok) {
        joined = null;
        clearTimers();
        stopLocal();
        dispatchConnection(MeetingConnectionEvent.Failed);
        setMeeting({ audioNotice: 'failed', removed: ack.error === 'removed' });
        return;
      }
      setMeeting({ connectionId: ack.ConnectionId });
    },
    async leave(announce: LeaveAnnouncement = hubLeave) {
      // Not joined any more first: the server closing the connection now is not to be rejoined.
      joined = null;
      const id = useMeetingStore.getState().connectionId;
      if (id !== null) await announce(id).catch(() => undefined);
      closePeer();
      stopLocal();
      dispatchConnection(MeetingConnectionEvent.Leave);
      setMeeting({ audioNotice: null });
    },
    setMicrophone(on) {
      setMeeting({ microphoneOn: on });
      applyTrackStates();
    },
    setCamera(on) {
      setMeeting({ cameraOn: on });
      applyTrackStates();
    },
    async switchDevices(choice) {
      if (!local) return;
      const next = await openDevices(choice);
      if (!next) return;
      const senders = pc?.getSenders() ?? [];
      for (const track of next.getTracks()) {
        const sender = senders.find((s) => s.track?.kind === track.kind);
        await sender?.replaceTrack(track);
      }
      for (const track of local.getTracks()) track.stop();
      local = next;
      applyTrackStates();
      setMeeting({ localStream: next });
    },
    async shareScreen() {
      const id = useMeetingStore.getState().connectionId;
      if (id === null || !screenSender) return false;
      let picked: MediaStream;
      try {
        picked = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      } catch {
        // The host cancelled the browser's picker, or the browser refused.
        return false;
      }
      const track = picked.getVideoTracks()[0];
      if (!track) return false;
      // Text and slides: keep the resolution when bandwidth runs short, lose frames instead.
      track.contentHint = 'detail';
      stopScreenTracks();
      screen = picked;
      // Stopping from the browser's own "Stop sharing" bar stops it here too.
      track.addEventListener('ended', () => {
        if (screen === picked) void stopScreen();
      });
      await screenSender.replaceTrack(track);
      setMeeting({ localScreen: picked });
      const ack = await hub.meetingSignal({ Type: 'screen', ConnectionId: id, Sharing: true });
      if (!ack.ok) {
        await stopScreen();
        return false;
      }
      return true;
    },
    stopScreen,
    stop() {
      joined = null;
      offSignal();
      offView();
      offNetwork();
      closePeer();
      stopLocal();
    },
  };
}

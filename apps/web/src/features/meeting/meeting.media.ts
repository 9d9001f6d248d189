// This participant's media in the meeting (the built-in provider's SFU): the microphone and
// camera sent on the two m-lines the server offers first, the other participants' audio and
// video received on the rest, named by the offer's Streams. The server always offers; this side
// answers once its ICE candidates are gathered (no trickle), so one answer carries everything.
// The camera is sent in the layers the offer asks for (simulcast, MEETING_VIDEO_ENCODINGS); the
// server forwards each receiver the one that fits its tiles, whose width this side tells it. The
// screen is sent in one layer. Each offer names the relays (TURN, with short-lived credentials)
// through which a browser whose network blocks UDP still reaches the media server.
import {
  MEETING_VIDEO_ENCODINGS,
  MeetingConnectionEvent,
  type MeetingServerSignal,
  type MeetingStream,
} from '@podium/domain';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { CONNECT_GIVE_UP_MS, STILL_CONNECTING_MS } from '../../shared/media/audio-connect.ts';
import {
  applyMeetingClosed,
  applyPeerConnectionState,
  applyScreenSharer,
  dispatchConnection,
  setMeeting,
  useMeetingStore,
} from './meeting.store.ts';

/** The server hears the tiles' width again when it changed by this share (resizing a window). */
const VIEW_CHANGE_TOLD = 0.1;

export interface DeviceChoice {
  readonly microphoneId: string | null;
  readonly cameraId: string | null;
}

function constraints(choice: DeviceChoice): MediaStreamConstraints {
  return {
    audio: choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : true,
    video: choice.cameraId
      ? { deviceId: { exact: choice.cameraId }, width: 640, height: 360 }
      : { width: 640, height: 360 },
  };
}

async function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    pc.addEventListener('icegatheringstatechange', done);
  });
}

export interface MeetingMedia {
  join(choice: DeviceChoice): Promise<void>;
  leave(): Promise<void>;
  setMicrophone(on: boolean): void;
  setCamera(on: boolean): void;
  switchDevices(choice: DeviceChoice): Promise<void>;
  /** The host shares a screen the browser lets them pick; false when they picked none. */
  shareScreen(): Promise<boolean>;
  stopScreen(): Promise<void>;
  stop(): void;
}

/**
 * Sizes the camera's layers when the offer asked for them (the sender's encodings then carry
 * their rids); a browser that cannot is left sending as it chose.
 */
export async function layerCamera(sender: RTCRtpSender): Promise<void> {
  const parameters = sender.getParameters();
  if (!parameters.encodings.some((encoding) => encoding.rid)) return;
  for (const encoding of parameters.encodings) {
    const layer = MEETING_VIDEO_ENCODINGS.find((e) => e.Rid === encoding.rid);
    if (!layer) continue;
    encoding.scaleResolutionDownBy = layer.ScaleResolutionDownBy;
    encoding.maxBitrate = layer.MaxBitrate;
  }
  await sender.setParameters(parameters).catch(() => undefined);
}

export function createMeetingMedia(hub: HubClient): MeetingMedia {
  let pc: RTCPeerConnection | null = null;
  let local: MediaStream | null = null;
  let streams: MeetingStream[] = [];
  /** A host's third sending m-line, for the shared screen. */
  let screenSender: RTCRtpSender | null = null;
  let screen: MediaStream | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];
  const byMid = new Map<string, MediaStreamTrack>();

  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };

  /** Rebuilds each participant's stream from the tracks of the m-lines the offer names. */
  function publishRemoteStreams(): void {
    const tracks = new Map<number, MediaStreamTrack[]>();
    const screens = new Map<number, MediaStream>();
    const previousScreens = useMeetingStore.getState().screenStreams;
    for (const stream of streams) {
      const track = byMid.get(stream.Mid);
      if (!track) continue;
      if (stream.Kind === 'screen') {
        const kept = previousScreens.get(stream.CoreUserId);
        screens.set(
          stream.CoreUserId,
          kept?.getTracks()[0] === track ? kept : new MediaStream([track]),
        );
        continue;
      }
      tracks.set(stream.CoreUserId, [...(tracks.get(stream.CoreUserId) ?? []), track]);
    }
    setMeeting({ screenStreams: screens });
    const previous = useMeetingStore.getState().remoteStreams;
    const next = new Map<number, MediaStream>();
    for (const [coreUserId, list] of tracks) {
      const kept = previous.get(coreUserId);
      const same =
        kept !== undefined &&
        kept.getTracks().length === list.length &&
        list.every((track) => kept.getTracks().includes(track));
      next.set(coreUserId, same ? kept : new MediaStream(list));
    }
    setMeeting({ remoteStreams: next });
  }

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

  /**
   * The connection, made with the relays of the first offer; a later offer's fresh credentials
   * replace the old for the relays it gathers from then on.
   */
  function peer(iceServers: RTCIceServer[]): RTCPeerConnection {
    if (pc) {
      pc.setConfiguration({ ...pc.getConfiguration(), iceServers });
      return pc;
    }
    const created = new RTCPeerConnection({ bundlePolicy: 'max-bundle', iceServers });
    created.addEventListener('track', (event) => {
      const mid = event.transceiver.mid;
      if (mid !== null) byMid.set(mid, event.track);
      publishRemoteStreams();
    });
    created.addEventListener('connectionstatechange', () => {
      if (created.connectionState === 'connected') clearTimers();
      if (applyPeerConnectionState(created.connectionState)) closePeer();
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
    publishRemoteStreams();
    await hub.meetingSignal({
      Type: 'answer',
      ConnectionId: signal.ConnectionId,
      Sdp: connection.localDescription?.sdp ?? '',
    });
  }

  /** The tile width last told the server, and on which connection. */
  let toldView: { connectionId: string; tileWidth: number } | null = null;
  const offView = useMeetingStore.subscribe(({ connectionId, tileWidth }) => {
    if (connectionId === null || tileWidth === null) return;
    if (
      toldView?.connectionId === connectionId &&
      Math.abs(tileWidth - toldView.tileWidth) < toldView.tileWidth * VIEW_CHANGE_TOLD
    )
      return;
    toldView = { connectionId, tileWidth };
    void hub
      .meetingSignal({ Type: 'view', ConnectionId: connectionId, TileWidth: tileWidth })
      .catch(() => undefined);
  });

  const offSignal = hub.onMeetingSignal((signal) => {
    switch (signal.Type) {
      case 'offer':
        void answer(signal).catch(() => {
          dispatchConnection(MeetingConnectionEvent.Failed);
          setMeeting({ audioNotice: 'failed' });
        });
        return;
      case 'closed':
        closePeer();
        stopLocal();
        applyMeetingClosed(signal.Reason);
        return;
      case 'screen':
        applyScreenSharer(signal.SharerCoreUserId);
        return;
    }
  });

  async function openDevices(choice: DeviceChoice): Promise<MediaStream | null> {
    try {
      const stream = await navigator.mediaDevices.getUserMedia(constraints(choice));
      setMeeting({ microphoneBlocked: false });
      return stream;
    } catch {
      // SPEC §8: the browser blocked the microphone (or there is none to use).
      setMeeting({ microphoneBlocked: true });
      return null;
    }
  }

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

  return {
    async join(choice) {
      dispatchConnection(MeetingConnectionEvent.Join);
      setMeeting({ audioNotice: 'connecting', removed: false });
      timers.push(
        setTimeout(() => setMeeting({ audioNotice: 'stillConnecting' }), STILL_CONNECTING_MS),
      );
      timers.push(
        setTimeout(() => {
          if (useMeetingStore.getState().connection === 'Connected') return;
          dispatchConnection(MeetingConnectionEvent.Failed);
          setMeeting({ audioNotice: 'failed' });
          closePeer();
        }, CONNECT_GIVE_UP_MS),
      );
      local = await openDevices(choice);
      if (!local) {
        clearTimers();
        dispatchConnection(MeetingConnectionEvent.Failed);
        setMeeting({ audioNotice: null });
        return;
      }
      applyTrackStates();
      setMeeting({ localStream: local });
      const ack = await hub.meetingSignal({ Type: 'join' });
      if (!ack.ok) {
        clearTimers();
        stopLocal();
        dispatchConnection(MeetingConnectionEvent.Failed);
        setMeeting({ audioNotice: 'failed', removed: ack.error === 'removed' });
        return;
      }
      setMeeting({ connectionId: ack.ConnectionId });
    },
    async leave() {
      const id = useMeetingStore.getState().connectionId;
      if (id !== null) await hub.meetingSignal({ Type: 'leave', ConnectionId: id });
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
      offSignal();
      offView();
      closePeer();
      stopLocal();
    },
  };
}

// This viewer's WebRTC connection to the call's audio: the microphone (with the browser's echo
// cancellation) sent on the one receiving m-line the server offers, the other speakers received on
// the rest, named by the offer's Streams. The server always offers, first after the join and again
// whenever the speakers change; this side answers once its ICE candidates are gathered (no
// trickle). A connection that fails once it was up is rejoined by itself, once, as soon as the hub
// is connected; Retry tries again after that.
import type { CallAudioServerSignal, CallAudioSignalAck, CallAudioStream } from '@podium/domain';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { CONNECT_GIVE_UP_MS, STILL_CONNECTING_MS } from '../../shared/media/audio-connect.ts';
import {
  gathered,
  isDenied,
  microphoneConstraints,
  microphoneTransceiver,
} from './call-audio.rtc.ts';
import {
  CallAudioPhase,
  canJoin,
  dispatchCallAudio,
  isInCallAudio,
  setCallAudio,
  useCallAudioStore,
} from './call-audio.store.ts';

type Offer = Extract<CallAudioServerSignal, { Type: 'offer' }>;

export interface CallAudioMediaOptions {
  readonly hub: HubClient;
  /** For tests: the peer connection factory. */
  readonly createPeer?: (configuration: RTCConfiguration) => RTCPeerConnection;
  /** For tests: the browser's getUserMedia. */
  readonly getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
}

export interface CallAudioMedia {
  /** Join audio (and Retry): asks for the microphone, joins, answers the server's offers. */
  join(): Promise<void>;
  /** Leaves the call's audio: back to listening. */
  leave(): Promise<void>;
  setMuted(muted: boolean): void;
  /** Speaks through another microphone (null: the browser's default) without rejoining. */
  switchMicrophone(deviceId: string | null): Promise<void>;
  /** Lets go of everything (the view closed). */
  stop(): void;
}

export function createCallAudioMedia(options: CallAudioMediaOptions): CallAudioMedia {
  const { hub } = options;
  const createPeer =
    options.createPeer ?? ((configuration) => new RTCPeerConnection(configuration));
  const getUserMedia =
    options.getUserMedia ??
    ((constraints: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(constraints));
  let pc: RTCPeerConnection | null = null;
  let local: MediaStream | null = null;
  let streams: readonly CallAudioStream[] = [];
  const byMid = new Map<string, MediaStreamTrack>();
  let timers: ReturnType<typeof setTimeout>[] = [];
  /** Each join counts up, so the answers of one given up on change nothing. */
  let attempt = 0;
  /** Whether the hub is connected now, as far as its events said. */
  let hubUp = true;
  /** The connection was lost and its one automatic rejoin waits for the hub. */
  let rejoinPending = false;
  /** The automatic rejoin was used since the audio was last up. */
  let rejoinUsed = false;
  let stopped = false;

  const state = () => useCallAudioStore.getState();

  function clearTimers(): void {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  }

  function publishRemoteStreams(): void {
    const previous = state().remoteStreams;
    const next = new Map<number, MediaStream>();
    for (const stream of streams) {
      const track = byMid.get(stream.Mid);
      if (!track) continue;
      const kept = previous.get(stream.CoreUserId);
      next.set(stream.CoreUserId, kept?.getTracks()[0] === track ? kept : new MediaStream([track]));
    }
    setCallAudio({ remoteStreams: next });
  }

  function closePeer(): void {
    clearTimers();
    pc?.close();
    pc = null;
    byMid.clear();
    streams = [];
    setCallAudio({ remoteStreams: new Map(), connectionId: null });
  }

  function stopLocal(): void {
    for (const track of local?.getTracks() ?? []) track.stop();
    local = null;
    setCallAudio({ localStream: null });
  }

  function applyMute(): void {
    const { muted } = state();
    for (const track of local?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  function sendLeave(): void {
    const id = state().connectionId;
    if (id !== null) void hub.callAudioSignal({ Type: 'leave', ConnectionId: id });
  }

  /** Joining did not work: nothing is kept, the failure text shows. */
  function fail(): void {
    sendLeave();
    closePeer();
    stopLocal();
    rejoinPending = false;
    dispatchCallAudio({ type: 'failed' });
  }

  /** The audio was up and dropped: say so, and rejoin once when the hub is there. */
  function lost(): void {
    closePeer();
    if (rejoinUsed) {
      stopLocal();
      dispatchCallAudio({ type: 'failed' });
      return;
    }
    dispatchCallAudio({ type: 'interrupted' });
    rejoinPending = true;
    if (hubUp) rejoin();
  }

  function rejoin(): void {
    if (!rejoinPending || stopped) return;
    rejoinPending = false;
    rejoinUsed = true;
    void join();
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
    const created = createPeer({ bundlePolicy: 'max-bundle', iceServers });
    created.addEventListener('track', (event) => {
      if (pc !== created) return;
      const mid = event.transceiver.mid;
      if (mid !== null) byMid.set(mid, event.track);
      publishRemoteStreams();
    });
    created.addEventListener('connectionstatechange', () => {
      if (pc !== created) return;
      switch (created.connectionState) {
        case 'connected':
          clearTimers();
          rejoinUsed = false;
          dispatchCallAudio({ type: 'connected' });
          return;
        case 'disconnected':
          // Often back by itself in a moment; 'failed' follows when it is not.
          dispatchCallAudio({ type: 'interrupted' });
          return;
        case 'failed':
          if (state().phase === CallAudioPhase.Connected || state().phase === CallAudioPhase.Lost)
            lost();
          else fail();
          return;
        default:
          return;
      }
    });
    pc = created;
    return created;
  }

  async function answer(signal: Offer): Promise<void> {
    const connection = peer(signal.IceServers);
    streams = signal.Streams;
    await connection.setRemoteDescription({ type: 'offer', sdp: signal.Sdp });
    const mine = microphoneTransceiver(connection.getTransceivers(), signal.Streams);
    const track = local?.getAudioTracks()[0] ?? null;
    if (mine) {
      if (mine.direction === 'recvonly' || mine.direction === 'inactive')
        mine.direction = 'sendonly';
      if (mine.sender.track !== track) await mine.sender.replaceTrack(track);
    }
    await connection.setLocalDescription(await connection.createAnswer());
    await gathered(connection);
    if (pc !== connection) return;
    publishRemoteStreams();
    await hub.callAudioSignal({
      Type: 'answer',
      ConnectionId: signal.ConnectionId,
      Sdp: connection.localDescription?.sdp ?? '',
    });
  }

  /** Whether a server signal is about this viewer's connection (or the join it is making). */
  function mine(connectionId: string): boolean {
    const current = state().connectionId;
    return current === null ? isInCallAudio(state().phase) : current === connectionId;
  }

  function onSignal(signal: CallAudioServerSignal): void {
    if (!mine(signal.ConnectionId)) return;
    switch (signal.Type) {
      case 'offer': {
        if (state().connectionId === null) setCallAudio({ connectionId: signal.ConnectionId });
        const current = attempt;
        void answer(signal).catch(() => {
          if (current === attempt) fail();
        });
        return;
      }
      case 'closed':
        if (signal.Reason === 'failed') {
          if (state().phase === CallAudioPhase.Connected) lost();
          else fail();
          return;
        }
        attempt += 1;
        rejoinPending = false;
        closePeer();
        stopLocal();
        dispatchCallAudio({ type: 'closed', reason: signal.Reason });
        return;
      case 'muted':
        dispatchCallAudio({
          type: 'muted',
          muted: signal.Muted,
          byModerator: signal.ByModerator,
        });
        applyMute();
        return;
    }
  }

  const offSignal = hub.onCallAudioSignal(onSignal);
  const offConnection = hub.onConnection((event) => {
    switch (event.type) {
      case 'connected':
        hubUp = true;
        rejoin();
        return;
      case 'connectionLost':
        hubUp = false;
        // The server lets go of a speaker whose hub connection closed.
        if (state().phase === CallAudioPhase.Connected) lost();
        return;
      case 'attemptScheduled':
      case 'retriesExhausted':
      case 'accessRevoked':
      case 'protocolMismatch':
        return;
    }
  });

  async function openMicrophone(): Promise<MediaStream | null> {
    try {
      return await getUserMedia(microphoneConstraints(state().microphoneId));
    } catch (error) {
      dispatchCallAudio({ type: isDenied(error) ? 'blocked' : 'failed' });
      return null;
    }
  }

  function refused(ack: Extract<CallAudioSignalAck, { ok: false }>): void {
    clearTimers();
    stopLocal();
    rejoinPending = false;
    switch (ack.error) {
      case 'notAllowed':
        dispatchCallAudio({ type: 'refused' });
        return;
      case 'closed':
        dispatchCallAudio({ type: 'closed', reason: 'ended' });
        return;
      case 'invalid':
      case 'full':
      case 'unavailable':
        dispatchCallAudio({ type: 'failed' });
        return;
    }
  }

  async function join(): Promise<void> {
    if (stopped || !canJoin(state().phase)) return;
    const current = ++attempt;
    closePeer();
    dispatchCallAudio({ type: 'join' });
    timers.push(
      setTimeout(() => dispatchCallAudio({ type: 'slow' }), STILL_CONNECTING_MS),
      setTimeout(() => {
        if (current === attempt && state().phase !== CallAudioPhase.Connected) fail();
      }, CONNECT_GIVE_UP_MS),
    );
    if (!local) {
      const opened = await openMicrophone();
      if (current !== attempt || stopped) {
        for (const track of opened?.getTracks() ?? []) track.stop();
        return;
      }
      if (!opened) {
        clearTimers();
        return;
      }
      local = opened;
      setCallAudio({ localStream: opened });
    }
    applyMute();
    const ack = await hub.callAudioSignal({ Type: 'join' });
    if (current !== attempt || stopped) return;
    if (!ack.ok) return refused(ack);
    if (state().connectionId === null) setCallAudio({ connectionId: ack.ConnectionId });
    // Rejoined after a lost connection: the server hears the mute the speaker kept.
    if (state().muted)
      void hub.callAudioSignal({ Type: 'mute', ConnectionId: ack.ConnectionId, Muted: true });
  }

  return {
    join() {
      rejoinPending = false;
      rejoinUsed = false;
      return join();
    },
    async leave() {
      attempt += 1;
      rejoinPending = false;
      const id = state().connectionId;
      closePeer();
      stopLocal();
      dispatchCallAudio({ type: 'leave' });
      if (id !== null) await hub.callAudioSignal({ Type: 'leave', ConnectionId: id });
    },
    setMuted(muted) {
      dispatchCallAudio({ type: 'muted', muted, byModerator: false });
      applyMute();
      const id = state().connectionId;
      if (id !== null) void hub.callAudioSignal({ Type: 'mute', ConnectionId: id, Muted: muted });
    },
    async switchMicrophone(deviceId) {
      setCallAudio({ microphoneId: deviceId });
      if (!local) return;
      let next: MediaStream;
      try {
        next = await getUserMedia(microphoneConstraints(deviceId));
      } catch {
        // The old microphone goes on; the picker still shows the choice to try again.
        return;
      }
      if (!local) {
        for (const track of next.getTracks()) track.stop();
        return;
      }
      const track = next.getAudioTracks()[0] ?? null;
      const sender = pc ? microphoneTransceiver(pc.getTransceivers(), streams)?.sender : null;
      await sender?.replaceTrack(track);
      for (const old of local.getTracks()) old.stop();
      local = next;
      applyMute();
      setCallAudio({ localStream: next });
    },
    stop() {
      stopped = true;
      attempt += 1;
      offSignal();
      offConnection();
      sendLeave();
      closePeer();
      stopLocal();
    },
  };
}

// The built-in meeting media server (ARCHITECTURE §1 providers): a selective forwarding unit on
// werift. Each participant has one peer connection with the server, which is always the offerer
// (so offers never cross): two receiving m-lines for the participant's own microphone and
// camera (a host has a third for a shared screen), and two sending m-lines per other participant
// (three for a host). Packets are forwarded as they come, no
// transcoding; with ≤ 15 participants (SPEC §1) everyone receives everyone.
//
// An m-line keeps its mid and kind for the life of the connection: werift would otherwise hand
// the m-line of a transceiver negotiated "inactive" that never sent (a host's screen m-line
// before they share, an output removed before its first answer) to the next transceiver added,
// of whatever kind — the client would then see mid 2 turn from video into audio and fail its
// answer. Every transceiver the server makes is therefore marked as used (see `keep` in
// sfu-peers.ts).
//
// This file is the server's face: joining, negotiating, leaving, screen sharing and the meeting
// service's control. The peers, their m-lines and the meetings they are in are kept in
// sfu-peers.ts; packets, camera layers and resends are forwarded in sfu-forwarding.ts.
import {
  MEETING_MAX_PARTICIPANTS,
  MeetingCloseReason,
  type MeetingTileWidths,
  type IceServer,
} from '@podium/domain';
import type { MeetingMediaControl } from '../modules/meeting/meeting-media.types.ts';
import { addOutput, forwardFrom, removeOutput, requestKeyFrames } from './sfu-forwarding.ts';
import {
  enlargeReceiveBuffers,
  openPeer,
  peersOf,
  sharerOf,
  streamsOf,
  type Peer,
  type PeerJoin,
  type SfuMeetings,
} from './sfu-peers.ts';

/** How often publishers are asked for a key frame, so late or lossy receivers recover. */
const KEY_FRAME_INTERVAL_MS = 3_000;
/** How long an offer waits for its answer before the connection is given up. */
const ANSWER_TIMEOUT_MS = 20_000;

export interface SfuOptions {
  /** Extra host addresses for ICE (loopback, so browsers on this machine connect; a public one). */
  readonly hostAddresses: readonly string[];
  /** The UDP ports to receive on, first and last; null lets the system choose. */
  readonly portRange: readonly [number, number] | null;
  /** The relays (with fresh credentials) each offer hands a participant's browser. */
  readonly iceServers: (coreUserId: number) => IceServer[];
}

export function createSfu(options: SfuOptions) {
  const meetings: SfuMeetings = { peers: new Map(), sharers: new Map() };

  function announceScreen(meetingId: number): void {
    const SharerCoreUserId = sharerOf(meetings, meetingId);
    for (const peer of peersOf(meetings, meetingId).values())
      if (!peer.closed) peer.send({ Type: 'screen', ConnectionId: peer.id, SharerCoreUserId });
  }

  function negotiate(peer: Peer): void {
    peer.queue = peer.queue
      .then(async () => {
        if (peer.closed) return;
        const offer = await peer.pc.createOffer();
        await peer.pc.setLocalDescription(offer);
        const sdp = peer.pc.localDescription?.sdp;
        if (!sdp || peer.closed) return;
        const answered = new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no answer')), ANSWER_TIMEOUT_MS);
          peer.answer = (answer) => {
            clearTimeout(timer);
            resolve(answer);
          };
        });
        peer.send({
          Type: 'offer',
          ConnectionId: peer.id,
          Sdp: sdp,
          Streams: streamsOf(meetings, peer),
          IceServers: options.iceServers(peer.coreUserId),
        });
        const answer = await answered;
        peer.answer = null;
        if (peer.closed) return;
        await peer.pc.setRemoteDescription({ type: 'answer', sdp: answer });
        requestKeyFrames(meetings, peer.meetingId);
      })
      .catch(() => close(peer, MeetingCloseReason.Left));
  }

  function close(peer: Peer, reason: MeetingCloseReason): void {
    if (peer.closed) return;
    peer.closed = true;
    const peers = peersOf(meetings, peer.meetingId);
    peers.delete(peer.id);
    const wasSharing = meetings.sharers.get(peer.meetingId) === peer.id;
    if (wasSharing) meetings.sharers.delete(peer.meetingId);
    if (peers.size === 0) meetings.peers.delete(peer.meetingId);
    peer.send({ Type: 'closed', ConnectionId: peer.id, Reason: reason });
    void peer.pc.close().catch(() => {});
    for (const other of peers.values()) {
      removeOutput(other, peer.id);
      negotiate(other);
    }
    if (wasSharing) announceScreen(peer.meetingId);
  }

  const keyFrames = setInterval(() => {
    for (const meetingId of meetings.peers.keys()) requestKeyFrames(meetings, meetingId);
  }, KEY_FRAME_INTERVAL_MS);
  keyFrames.unref();

  const control: MeetingMediaControl = {
    connectedUsers: (meetingId) => [
      ...new Set([...peersOf(meetings, meetingId).values()].map((p) => p.coreUserId)),
    ],
    disconnectUser(meetingId, coreUserId) {
      for (const peer of peersOf(meetings, meetingId).values())
        if (peer.coreUserId === coreUserId) close(peer, MeetingCloseReason.Removed);
    },
    disconnectConnection(meetingId, coreUserId, connectionId) {
      const peer = peersOf(meetings, meetingId).get(connectionId);
      if (!peer || peer.coreUserId !== coreUserId) return false;
      close(peer, MeetingCloseReason.Left);
      return true;
    },
    closeMeeting(meetingId) {
      for (const peer of peersOf(meetings, meetingId).values())
        close(peer, MeetingCloseReason.Ended);
    },
    muteUser(meetingId, coreUserId) {
      for (const peer of peersOf(meetings, meetingId).values())
        if (peer.coreUserId === coreUserId) peer.mutedByHost = true;
    },
    unmuteUser(meetingId, coreUserId) {
      for (const peer of peersOf(meetings, meetingId).values())
        if (peer.coreUserId === coreUserId) peer.mutedByHost = false;
    },
  };

  return {
    control,

    /** Whether one more participant fits (SPEC §1: optimized for 15 or fewer). */
    hasRoom: (meetingId: number) => peersOf(meetings, meetingId).size < MEETING_MAX_PARTICIPANTS,

    /** A participant joins: their peer connection is made and offered. Returns its id. */
    join(input: PeerJoin): string {
      const peer = openPeer(input, options.hostAddresses, options.portRange);
      forwardFrom(meetings, peer);
      peer.pc.connectionStateChange.subscribe((state) => {
        if (state === 'connected') enlargeReceiveBuffers(peer.pc);
        if (state === 'failed' || state === 'closed') close(peer, MeetingCloseReason.Left);
      });
      const peers = meetings.peers.get(input.meetingId) ?? new Map<string, Peer>();
      meetings.peers.set(input.meetingId, peers);
      for (const other of peers.values()) {
        addOutput(peer, other);
        addOutput(other, peer);
        negotiate(other);
      }
      peers.set(peer.id, peer);
      negotiate(peer);
      if (meetings.sharers.has(input.meetingId))
        peer.send({
          Type: 'screen',
          ConnectionId: peer.id,
          SharerCoreUserId: sharerOf(meetings, input.meetingId),
        });
      return peer.id;
    },

    /**
     * A host starts or stops sharing their screen on their connection (one sharer at a time: a
     * second host's share replaces the first). False for a connection that is not a host's.
     */
    shareScreen(
      meetingId: number,
      socketId: string,
      connectionId: string,
      sharing: boolean,
    ): boolean {
      const peer = peersOf(meetings, meetingId).get(connectionId);
      if (!peer || peer.socketId !== socketId || !peer.isHost) return false;
      if (sharing) meetings.sharers.set(meetingId, peer.id);
      else if (meetings.sharers.get(meetingId) === peer.id) meetings.sharers.delete(meetingId);
      else return true;
      // Offered again so a client that left its screen m-line inactive can turn it on now.
      if (sharing) negotiate(peer);
      announceScreen(meetingId);
      return true;
    },

    /** How wide the participant shows each of the others' cameras: the layer it is forwarded. */
    view(
      meetingId: number,
      socketId: string,
      connectionId: string,
      widths: MeetingTileWidths,
    ): boolean {
      const peer = peersOf(meetings, meetingId).get(connectionId);
      if (!peer || peer.socketId !== socketId) return false;
      peer.view = widths;
      return true;
    },

    /** The client's answer to the offer it was sent; false when nothing waits for one. */
    answer(meetingId: number, socketId: string, connectionId: string, sdp: string): boolean {
      const peer = peersOf(meetings, meetingId).get(connectionId);
      if (!peer || peer.socketId !== socketId || !peer.answer) return false;
      peer.answer(sdp);
      return true;
    },

    leave(meetingId: number, socketId: string, connectionId: string): boolean {
      const peer = peersOf(meetings, meetingId).get(connectionId);
      if (!peer || peer.socketId !== socketId) return false;
      close(peer, MeetingCloseReason.Left);
      return true;
    },

    /** The hub connection closed: every media connection made through it closes. */
    socketClosed(socketId: string): void {
      for (const peers of meetings.peers.values())
        for (const peer of peers.values())
          if (peer.socketId === socketId) close(peer, MeetingCloseReason.Left);
    },

    close(): void {
      clearInterval(keyFrames);
      for (const meetingId of [...meetings.peers.keys()]) control.closeMeeting(meetingId);
    },
  };
}

export type Sfu = ReturnType<typeof createSfu>;

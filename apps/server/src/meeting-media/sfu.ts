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
// answer. Every transceiver made here is therefore marked as used (see `keep`).
import { randomUUID } from 'node:crypto';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  type RTCRtpTransceiver,
} from 'werift';
import {
  MEETING_MAX_PARTICIPANTS,
  MeetingCloseReason,
  type MeetingServerSignal,
  type MeetingStream,
} from '@podium/domain';
import type { MeetingMediaControl } from '../modules/meeting/meeting-media.types.ts';

type Kind = 'audio' | 'video' | 'screen';

/** How often publishers are asked for a key frame, so late or lossy receivers recover. */
const KEY_FRAME_INTERVAL_MS = 3_000;
/** How long an offer waits for its answer before the connection is given up. */
const ANSWER_TIMEOUT_MS = 20_000;

/** What a subscriber receives of one publisher: audio, video and, of a host, the screen. */
interface Output {
  readonly tracks: Partial<Record<Kind, MediaStreamTrack>>;
  readonly transceivers: Partial<Record<Kind, RTCRtpTransceiver>>;
}

interface Peer {
  readonly id: string;
  readonly meetingId: number;
  readonly coreUserId: number;
  readonly socketId: string;
  readonly pc: RTCPeerConnection;
  readonly send: (message: MeetingServerSignal) => void;
  /** Hosts share their screen (SPEC §6 SGM host) on a third receiving m-line. */
  readonly isHost: boolean;
  readonly receivers: Partial<Record<Kind, RTCRtpTransceiver>>;
  /** Publisher peer id → what this peer receives of that publisher. */
  readonly outputs: Map<string, Output>;
  videoSsrc: number | null;
  screenSsrc: number | null;
  mutedByHost: boolean;
  /** Negotiations run one after another; the pending answer resolves the current one. */
  queue: Promise<void>;
  answer: ((sdp: string) => void) | null;
  closed: boolean;
}

/**
 * Keeps werift from reusing the transceiver's m-line for a later one (it reuses only those
 * negotiated inactive that never sent). Closed m-lines stay in the offer as inactive; with at
 * most MEETING_MAX_PARTICIPANTS the offer stays small.
 */
function keep(transceiver: RTCRtpTransceiver): RTCRtpTransceiver {
  transceiver.usedForSender = true;
  return transceiver;
}

/** A packet with its own header (extensions list included) and the same payload. */
function copyOf(rtp: RtpPacket): RtpPacket {
  const header = new RtpHeader({ ...rtp.header, extensions: [...rtp.header.extensions] });
  return new RtpPacket(header, rtp.payload);
}

export interface SfuOptions {
  /** Extra host addresses for ICE (loopback, so browsers on this machine connect; a public one). */
  readonly hostAddresses: readonly string[];
  /** The UDP ports to receive on, first and last; null lets the system choose. */
  readonly portRange: readonly [number, number] | null;
}

export function createSfu(options: SfuOptions) {
  const meetings = new Map<number, Map<string, Peer>>();
  const peersOf = (meetingId: number) => meetings.get(meetingId) ?? new Map<string, Peer>();
  /** Meeting id → the peer id of the host sharing their screen (one at a time). */
  const sharers = new Map<number, string>();

  function sharerOf(meetingId: number): number | null {
    const id = sharers.get(meetingId);
    return id === undefined ? null : (peersOf(meetingId).get(id)?.coreUserId ?? null);
  }

  function announceScreen(meetingId: number): void {
    const SharerCoreUserId = sharerOf(meetingId);
    for (const peer of peersOf(meetingId).values())
      if (!peer.closed) peer.send({ Type: 'screen', ConnectionId: peer.id, SharerCoreUserId });
  }

  function streamsOf(peer: Peer): MeetingStream[] {
    const streams: MeetingStream[] = [];
    for (const [publisherId, output] of peer.outputs) {
      const publisher = peersOf(peer.meetingId).get(publisherId);
      if (!publisher) continue;
      for (const kind of ['audio', 'video', 'screen'] as const) {
        const mid = output.transceivers[kind]?.mid;
        if (mid) streams.push({ Mid: mid, CoreUserId: publisher.coreUserId, Kind: kind });
      }
    }
    return streams;
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
        peer.send({ Type: 'offer', ConnectionId: peer.id, Sdp: sdp, Streams: streamsOf(peer) });
        const answer = await answered;
        peer.answer = null;
        if (peer.closed) return;
        await peer.pc.setRemoteDescription({ type: 'answer', sdp: answer });
        requestKeyFrames(peer.meetingId);
      })
      .catch(() => close(peer, MeetingCloseReason.Left));
  }

  function requestKeyFrames(meetingId: number): void {
    for (const publisher of peersOf(meetingId).values()) {
      if (publisher.closed) continue;
      const { video, screen } = publisher.receivers;
      if (publisher.videoSsrc !== null && video)
        void video.receiver.sendRtcpPLI(publisher.videoSsrc).catch(() => {});
      if (publisher.screenSsrc !== null && screen)
        void screen.receiver.sendRtcpPLI(publisher.screenSsrc).catch(() => {});
    }
  }

  /** `subscriber` starts receiving `publisher` (new sending m-lines; renegotiated by the caller). */
  function addOutput(subscriber: Peer, publisher: Peer): void {
    const tracks: Output['tracks'] = {
      audio: new MediaStreamTrack({ kind: 'audio' }),
      video: new MediaStreamTrack({ kind: 'video' }),
      ...(publisher.isHost ? { screen: new MediaStreamTrack({ kind: 'video' }) } : {}),
    };
    const transceivers: Partial<Record<Kind, RTCRtpTransceiver>> = {};
    for (const [kind, track] of Object.entries(tracks) as [Kind, MediaStreamTrack][])
      transceivers[kind] = keep(subscriber.pc.addTransceiver(track, { direction: 'sendonly' }));
    subscriber.outputs.set(publisher.id, { tracks, transceivers });
  }

  function removeOutput(subscriber: Peer, publisherId: string): void {
    const output = subscriber.outputs.get(publisherId);
    if (!output) return;
    subscriber.outputs.delete(publisherId);
    for (const kind of ['audio', 'video', 'screen'] as const) {
      output.tracks[kind]?.stop();
      const transceiver = output.transceivers[kind];
      if (transceiver) subscriber.pc.removeTrack(transceiver.sender);
    }
  }

  /**
   * One packet of `publisher` to everyone else. Each sender rewrites the header it is given (its
   * own SSRC, sequence number, timestamp, extensions), so each gets its own copy of the header;
   * the payload is shared (senders encrypt it into a new buffer). Copying the parsed header
   * costs far less than handing every sender the serialized packet to parse again.
   */
  function forward(publisher: Peer, kind: Kind, rtp: RtpPacket): void {
    if (kind === 'audio' && publisher.mutedByHost) return;
    // Only the host named as sharing is seen (one shared screen at a time).
    if (kind === 'screen' && sharers.get(publisher.meetingId) !== publisher.id) return;
    for (const peer of peersOf(publisher.meetingId).values()) {
      if (peer === publisher || peer.closed) continue;
      const track = peer.outputs.get(publisher.id)?.tracks[kind];
      if (track) track.writeRtp(copyOf(rtp));
    }
  }

  function close(peer: Peer, reason: MeetingCloseReason): void {
    if (peer.closed) return;
    peer.closed = true;
    const peers = peersOf(peer.meetingId);
    peers.delete(peer.id);
    const wasSharing = sharers.get(peer.meetingId) === peer.id;
    if (wasSharing) sharers.delete(peer.meetingId);
    if (peers.size === 0) meetings.delete(peer.meetingId);
    peer.send({ Type: 'closed', ConnectionId: peer.id, Reason: reason });
    void peer.pc.close().catch(() => {});
    for (const other of peers.values()) {
      removeOutput(other, peer.id);
      negotiate(other);
    }
    if (wasSharing) announceScreen(peer.meetingId);
  }

  const keyFrames = setInterval(() => {
    for (const meetingId of meetings.keys()) requestKeyFrames(meetingId);
  }, KEY_FRAME_INTERVAL_MS);
  keyFrames.unref();

  const control: MeetingMediaControl = {
    connectedUsers: (meetingId) => [
      ...new Set([...peersOf(meetingId).values()].map((p) => p.coreUserId)),
    ],
    disconnectUser(meetingId, coreUserId) {
      for (const peer of peersOf(meetingId).values())
        if (peer.coreUserId === coreUserId) close(peer, MeetingCloseReason.Removed);
    },
    disconnectConnection(meetingId, coreUserId, connectionId) {
      const peer = peersOf(meetingId).get(connectionId);
      if (!peer || peer.coreUserId !== coreUserId) return false;
      close(peer, MeetingCloseReason.Left);
      return true;
    },
    closeMeeting(meetingId) {
      for (const peer of peersOf(meetingId).values()) close(peer, MeetingCloseReason.Ended);
    },
    muteUser(meetingId, coreUserId) {
      for (const peer of peersOf(meetingId).values())
        if (peer.coreUserId === coreUserId) peer.mutedByHost = true;
    },
    unmuteUser(meetingId, coreUserId) {
      for (const peer of peersOf(meetingId).values())
        if (peer.coreUserId === coreUserId) peer.mutedByHost = false;
    },
  };

  return {
    control,

    /** Whether one more participant fits (SPEC §1: optimized for 15 or fewer). */
    hasRoom: (meetingId: number) => peersOf(meetingId).size < MEETING_MAX_PARTICIPANTS,

    /** A participant joins: their peer connection is made and offered. Returns its id. */
    join(input: {
      meetingId: number;
      coreUserId: number;
      socketId: string;
      isHost: boolean;
      mutedByHost: boolean;
      send: (message: MeetingServerSignal) => void;
    }): string {
      const pc = new RTCPeerConnection({
        iceServers: [],
        iceUseIpv6: false,
        iceAdditionalHostAddresses: [...options.hostAddresses],
        ...(options.portRange ? { icePortRange: [...options.portRange] as [number, number] } : {}),
        bundlePolicy: 'max-bundle',
      });
      const peer: Peer = {
        id: randomUUID(),
        meetingId: input.meetingId,
        coreUserId: input.coreUserId,
        socketId: input.socketId,
        pc,
        send: input.send,
        isHost: input.isHost,
        receivers: {
          audio: keep(pc.addTransceiver('audio', { direction: 'recvonly' })),
          video: keep(pc.addTransceiver('video', { direction: 'recvonly' })),
          ...(input.isHost
            ? { screen: keep(pc.addTransceiver('video', { direction: 'recvonly' })) }
            : {}),
        },
        outputs: new Map(),
        videoSsrc: null,
        screenSsrc: null,
        mutedByHost: input.mutedByHost,
        queue: Promise.resolve(),
        answer: null,
        closed: false,
      };
      // werift announces a received track again on each renegotiation: forward it once.
      const forwarded = new WeakSet<MediaStreamTrack>();
      for (const kind of ['audio', 'video', 'screen'] as const) {
        peer.receivers[kind]?.onTrack.subscribe((track) => {
          if (forwarded.has(track)) return;
          forwarded.add(track);
          track.onReceiveRtp.subscribe((rtp) => {
            if (kind === 'video' && peer.videoSsrc === null) {
              peer.videoSsrc = rtp.header.ssrc;
              requestKeyFrames(peer.meetingId);
            }
            // A new screen track (sharing again) has a new SSRC: its first frame must be a key.
            if (kind === 'screen' && peer.screenSsrc !== rtp.header.ssrc) {
              peer.screenSsrc = rtp.header.ssrc;
              requestKeyFrames(peer.meetingId);
            }
            forward(peer, kind, rtp);
          });
        });
      }
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'failed' || state === 'closed') close(peer, MeetingCloseReason.Left);
      });
      const peers = meetings.get(input.meetingId) ?? new Map<string, Peer>();
      meetings.set(input.meetingId, peers);
      for (const other of peers.values()) {
        addOutput(peer, other);
        addOutput(other, peer);
        negotiate(other);
      }
      peers.set(peer.id, peer);
      negotiate(peer);
      if (sharers.has(input.meetingId))
        peer.send({
          Type: 'screen',
          ConnectionId: peer.id,
          SharerCoreUserId: sharerOf(input.meetingId),
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
      const peer = peersOf(meetingId).get(connectionId);
      if (!peer || peer.socketId !== socketId || !peer.isHost) return false;
      if (sharing) sharers.set(meetingId, peer.id);
      else if (sharers.get(meetingId) === peer.id) sharers.delete(meetingId);
      else return true;
      // Offered again so a client that left its screen m-line inactive can turn it on now.
      if (sharing) negotiate(peer);
      announceScreen(meetingId);
      return true;
    },

    /** The client's answer to the offer it was sent; false when nothing waits for one. */
    answer(meetingId: number, socketId: string, connectionId: string, sdp: string): boolean {
      const peer = peersOf(meetingId).get(connectionId);
      if (!peer || peer.socketId !== socketId || !peer.answer) return false;
      peer.answer(sdp);
      return true;
    },

    leave(meetingId: number, socketId: string, connectionId: string): boolean {
      const peer = peersOf(meetingId).get(connectionId);
      if (!peer || peer.socketId !== socketId) return false;
      close(peer, MeetingCloseReason.Left);
      return true;
    },

    /** The hub connection closed: every media connection made through it closes. */
    socketClosed(socketId: string): void {
      for (const peers of meetings.values())
        for (const peer of peers.values())
          if (peer.socketId === socketId) close(peer, MeetingCloseReason.Left);
    },

    close(): void {
      clearInterval(keyFrames);
      for (const meetingId of [...meetings.keys()]) control.closeMeeting(meetingId);
    },
  };
}

export type Sfu = ReturnType<typeof createSfu>;

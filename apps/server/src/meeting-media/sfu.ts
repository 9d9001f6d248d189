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
//
// Cameras are received in layers (simulcast): the camera m-line asks for the rids of
// MEETING_VIDEO_ENCODINGS, the browser answers sending each as its own RTP stream, and each
// subscriber is forwarded one layer of each publisher, chosen by the domain rule for how that
// subscriber shows it (meetingVideoLayer: the width of that publisher's tile once it reported
// its tiles — the active speaker's large tile gets the full layer, the strip the half one — else
// the meeting's size and shared screen). A subscriber moves to another layer only at a key frame
// of it (asked for at once), so its decoder never sees a frame it cannot decode. A publisher
// that sends no layers (no simulcast) is forwarded as it comes. The screen is never layered.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:dgram';
import {
  GenericNack,
  MediaStreamTrack,
  RTCPeerConnection,
  RtcpTransportLayerFeedback,
  RtpHeader,
  RtpPacket,
  useSdesMid,
  useSdesRTPStreamId,
  type RTCRtpSender,
  type RTCRtpTransceiver,
} from 'werift';
import {
  MEETING_MAX_PARTICIPANTS,
  MEETING_VIDEO_ENCODINGS,
  MeetingCloseReason,
  meetingLayerToForward,
  meetingTileWidthOf,
  meetingVideoLayer,
  type MeetingTileWidths,
  type MeetingVideoLayer,
  type MeetingServerSignal,
  type MeetingStream,
  type IceServer,
} from '@podium/domain';
import type { MeetingMediaControl } from '../modules/meeting/meeting-media.types.ts';

type Kind = 'audio' | 'video' | 'screen';

/** How often publishers are asked for a key frame, so late or lossy receivers recover. */
const KEY_FRAME_INTERVAL_MS = 3_000;
/** How long an offer waits for its answer before the connection is given up. */
const ANSWER_TIMEOUT_MS = 20_000;
/** A camera layer with no packet for this long counts as paused by its sender. */
const LAYER_STALE_MS = 1_000;
/** A key frame of a layer someone waits for is asked for at most this often. */
const LAYER_KEY_FRAME_REQUEST_MS = 500;
/** On a layer switch the first frame of the new layer follows the last one by this (30 fps). */
const LAYER_SWITCH_TIMESTAMP_STEP = 90_000 / 30;
/** A packet a subscriber asks for again (NACK) is resent to it at most this often. */
const RESEND_INTERVAL_MS = 20;
/**
 * The receive buffer asked for on each media socket (the kernel doubles it, up to
 * net.core.rmem_max): about a second of a publisher's media and its subscribers' reports, so a
 * pause of the event loop (a garbage collection, a burst of signalling) delays packets instead of
 * dropping them. The system default holds about a tenth of that.
 */
const SOCKET_RECEIVE_BUFFER_BYTES = 1 << 20;

/** What a subscriber receives of one publisher: audio, video and, of a host, the screen. */
interface Output {
  readonly tracks: Partial<Record<Kind, MediaStreamTrack>>;
  readonly transceivers: Partial<Record<Kind, RTCRtpTransceiver>>;
  /** The publisher's camera layer forwarded to this subscriber; null before the first. */
  layer: MeetingVideoLayer | null;
}

/** One camera layer as it arrives from its publisher. */
interface Layer {
  readonly ssrc: number;
  lastAt: number;
  keyFrameAskedAt: number;
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
  /** Camera layers by rid; a camera sent without layers is kept as rid ''. */
  readonly layers: Map<string, Layer>;
  /** How wide this peer shows each of the others' cameras (device pixels); null until it says. */
  view: MeetingTileWidths | null;
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

/**
 * A packet with its own header and the same payload. The publisher's header extensions (its
 * mid and rid) are left out: they name the publisher's m-line, not the subscriber's.
 */
function copyOf(rtp: RtpPacket): RtpPacket {
  const header = new RtpHeader(rtp.header);
  header.extensions = [];
  return new RtpPacket(header, rtp.payload);
}

/**
 * Sends a copy of `rtp` on the subscriber's m-line of `kind` for that publisher. The packet goes
 * to the m-line's sender directly: written to its track, it would first pass through the track's
 * two events and two promises (per packet and subscriber, a good part of the garbage).
 */
function send(output: Output, kind: Kind, rtp: RtpPacket): void {
  output.transceivers[kind]?.sender.sendRtp(copyOf(rtp)).catch(() => {});
}

/**
 * Whether a VP8 packet starts a key frame (RFC 7741: the first partition's start, S = 1 and
 * PID = 0, with the frame header's P bit 0).
 */
function startsKeyFrame(payload: Buffer): boolean {
  if (payload.length < 2) return false;
  const first = payload[0]!;
  if ((first & 0x10) === 0 || (first & 0x07) !== 0) return false;
  let at = 1;
  if (first & 0x80) {
    const extension = payload[at++] ?? 0;
    if (extension & 0x80) at += (payload[at] ?? 0) & 0x80 ? 2 : 1;
    if (extension & 0x40) at += 1;
    if (extension & 0x30) at += 1;
  }
  return at < payload.length && (payload[at]! & 0x01) === 0;
}

/**
 * The camera's receiving m-line, asking for the layers. Its lost packets are not asked for
 * again (NACK): werift 0.24 keeps one loss tracker per m-line, not per RTP stream, and the
 * layers' unrelated sequence numbers would read to it as thousands of losses a second. A
 * subscriber's own losses are still resent from the server's sending side, and key frames (PLI)
 * still repair the rest.
 */
function camera(pc: RTCPeerConnection): RTCRtpTransceiver {
  const transceiver = keep(
    pc.addTransceiver('video', {
      direction: 'recvonly',
      simulcast: MEETING_VIDEO_ENCODINGS.map((e) => ({ rid: e.Rid, direction: 'recv' as const })),
    }),
  );
  Object.defineProperty(transceiver.receiver, 'nackEnabled', { get: () => undefined });
  return transceiver;
}

/**
 * Resends a packet asked for again at most once per RESEND_INTERVAL_MS. werift's sender resends
 * every sequence number of every NACK; a subscriber that fell behind (its own losses) asks again
 * every few milliseconds until the resend reaches it, and each loss would be answered several
 * times over just when that subscriber is short of time.
 */
function resendOnce(sender: RTCRtpSender): void {
  const resentAt = new Map<number, number>();
  const handle = sender.handleRtcpPacket.bind(sender);
  sender.handleRtcpPacket = (packet) => {
    if (packet instanceof RtcpTransportLayerFeedback && packet.feedback instanceof GenericNack) {
      const now = Date.now();
      for (const [seq, at] of resentAt) if (now - at >= RESEND_INTERVAL_MS) resentAt.delete(seq);
      packet.feedback.lost = packet.feedback.lost.filter((seq) => {
        if (resentAt.has(seq)) return false;
        resentAt.set(seq, now);
        return true;
      });
    }
    handle(packet);
  };
}

/**
 * Audio is never asked for again (its codec offers no NACK), so its sender keeps no history of
 * what it sent. werift keeps each sender's last 128 packets, 2.5 s of audio: long enough for every
 * forwarded audio packet's copy to be moved to the old generation and collected there, the bulk
 * of the server's garbage collection.
 */
function withoutHistory(sender: RTCRtpSender): void {
  Object.defineProperty(sender, 'rtpCache', { get: () => [], set: () => {} });
}

/** The sockets werift's ICE opened for a connection (not part of its typed interface). */
interface IceSockets {
  readonly protocols?: readonly { readonly transport?: { readonly socket?: Socket } }[];
}

function enlargeReceiveBuffers(pc: RTCPeerConnection): void {
  for (const ice of pc.iceTransports)
    for (const protocol of (ice.connection as unknown as IceSockets).protocols ?? []) {
      try {
        protocol.transport?.socket?.setRecvBufferSize(SOCKET_RECEIVE_BUFFER_BYTES);
      } catch {
        // closed meanwhile
      }
    }
}

export interface SfuOptions {
  /** Extra host addresses for ICE (loopback, so browsers on this machine connect; a public one). */
  readonly hostAddresses: readonly string[];
  /** The UDP ports to receive on, first and last; null lets the system choose. */
  readonly portRange: readonly [number, number] | null;
  /** The relays (with fresh credentials) each offer hands a participant's browser. */
  readonly iceServers: (coreUserId: number) => IceServer[];
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
        peer.send({
          Type: 'offer',
          ConnectionId: peer.id,
          Sdp: sdp,
          Streams: streamsOf(peer),
          IceServers: options.iceServers(peer.coreUserId),
        });
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
      for (const layer of publisher.layers.values())
        if (video) void video.receiver.sendRtcpPLI(layer.ssrc).catch(() => {});
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
    for (const [kind, track] of Object.entries(tracks) as [Kind, MediaStreamTrack][]) {
      transceivers[kind] = keep(subscriber.pc.addTransceiver(track, { direction: 'sendonly' }));
      if (kind === 'audio') withoutHistory(transceivers[kind].sender);
      else resendOnce(transceivers[kind].sender);
    }
    subscriber.outputs.set(publisher.id, { tracks, transceivers, layer: null });
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
      const output = peer.outputs.get(publisher.id);
      if (output) send(output, kind, rtp);
    }
  }

  /**
   * One packet of a publisher's camera layer (rid; '' when sent without layers) to each
   * subscriber that is forwarded this layer, or is to be and this packet starts a key frame.
   */
  function forwardLayer(publisher: Peer, rid: string, rtp: RtpPacket): void {
    const peers = peersOf(publisher.meetingId);
    if (rid === '') {
      forward(publisher, 'video', rtp);
      return;
    }
    const now = Date.now();
    const arriving = new Set<string>();
    for (const [id, layer] of publisher.layers)
      if (now - layer.lastAt <= LAYER_STALE_MS) arriving.add(id);
    const screenShared = sharers.has(publisher.meetingId);
    let keyFrame: boolean | null = null;
    /** Layers some subscriber waits to move to. */
    const waiting = new Set<MeetingVideoLayer>();
    for (const peer of peers.values()) {
      if (peer === publisher || peer.closed) continue;
      const output = peer.outputs.get(publisher.id);
      const track = output?.tracks.video;
      if (!output || !track) continue;
      const wanted = meetingLayerToForward(
        meetingVideoLayer({
          participants: peers.size,
          screenShared,
          tileWidth: meetingTileWidthOf(peer.view, publisher.coreUserId),
        }),
        arriving,
      );
      if (wanted !== null && output.layer !== wanted) waiting.add(wanted);
      if (output.layer === rid) {
        send(output, 'video', rtp);
        continue;
      }
      if (rid !== wanted) continue;
      keyFrame ??= startsKeyFrame(rtp.payload);
      if (!keyFrame) continue;
      // The new layer continues the subscriber's stream: numbered on from the last packet,
      // timed a frame after the last frame.
      const sender = output.transceivers.video?.sender;
      if (output.layer !== null && sender)
        sender.replaceRTP({
          sequenceNumber: (rtp.header.sequenceNumber + 65_535) % 65_536,
          timestamp: (rtp.header.timestamp - LAYER_SWITCH_TIMESTAMP_STEP + 2 ** 32) % 2 ** 32,
        });
      output.layer = rid;
      send(output, 'video', rtp);
    }
    for (const wanted of waiting) {
      const target = publisher.layers.get(wanted);
      if (!target || now - target.keyFrameAskedAt < LAYER_KEY_FRAME_REQUEST_MS) continue;
      target.keyFrameAskedAt = now;
      void publisher.receivers.video?.receiver.sendRtcpPLI(target.ssrc).catch(() => {});
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
        // The camera's layers arrive as RTP streams named by rid.
        headerExtensions: { audio: [], video: [useSdesMid(), useSdesRTPStreamId()] },
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
          video: camera(pc),
          ...(input.isHost
            ? { screen: keep(pc.addTransceiver('video', { direction: 'recvonly' })) }
            : {}),
        },
        outputs: new Map(),
        layers: new Map(),
        view: null,
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
          const rid = track.rid ?? '';
          track.onReceiveRtp.subscribe((rtp) => {
            if (kind === 'video') {
              const layer = peer.layers.get(rid);
              if (layer?.ssrc === rtp.header.ssrc) layer.lastAt = Date.now();
              else {
                // A new layer (or a new camera track): its first frame must be a key frame.
                peer.layers.set(rid, {
                  ssrc: rtp.header.ssrc,
                  lastAt: Date.now(),
                  keyFrameAskedAt: 0,
                });
                requestKeyFrames(peer.meetingId);
              }
              forwardLayer(peer, rid, rtp);
              return;
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
        if (state === 'connected') enlargeReceiveBuffers(pc);
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

    /** How wide the participant shows each of the others' cameras: the layer it is forwarded. */
    view(
      meetingId: number,
      socketId: string,
      connectionId: string,
      widths: MeetingTileWidths,
    ): boolean {
      const peer = peersOf(meetingId).get(connectionId);
      if (!peer || peer.socketId !== socketId) return false;
      peer.view = widths;
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

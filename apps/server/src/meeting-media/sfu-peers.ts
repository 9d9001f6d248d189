// The meeting media server's bookkeeping (see sfu.ts): each participant's peer connection with
// its receiving m-lines, what it is sent of each other participant, the camera layers it sends,
// and every meeting's peers and screen sharer.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:dgram';
import {
  RTCPeerConnection,
  type MediaStreamTrack,
  useSdesMid,
  useSdesRTPStreamId,
  type RTCRtpTransceiver,
} from 'werift';
import {
  MEETING_VIDEO_ENCODINGS,
  type MeetingTileWidths,
  type MeetingVideoLayer,
  type MeetingServerSignal,
  type MeetingStream,
} from '@podium/domain';

export type Kind = 'audio' | 'video' | 'screen';

/**
 * The receive buffer asked for on each media socket (the kernel doubles it, up to
 * net.core.rmem_max): about a second of a publisher's media and its subscribers' reports, so a
 * pause of the event loop (a garbage collection, a burst of signalling) delays packets instead of
 * dropping them. The system default holds about a tenth of that.
 */
const SOCKET_RECEIVE_BUFFER_BYTES = 1 << 20;

/** What a subscriber receives of one publisher: audio, video and, of a host, the screen. */
export interface Output {
  readonly tracks: Partial<Record<Kind, MediaStreamTrack>>;
  readonly transceivers: Partial<Record<Kind, RTCRtpTransceiver>>;
  /** The publisher's camera layer forwarded to this subscriber; null before the first. */
  layer: MeetingVideoLayer | null;
}

/** One camera layer as it arrives from its publisher. */
export interface Layer {
  readonly ssrc: number;
  lastAt: number;
  keyFrameAskedAt: number;
}

export interface Peer {
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

/** A participant joining: who they are, and how the server's signals reach them. */
export interface PeerJoin {
  meetingId: number;
  coreUserId: number;
  socketId: string;
  isHost: boolean;
  mutedByHost: boolean;
  send: (message: MeetingServerSignal) => void;
}

/** Every meeting on the server: its peers, and the host sharing a screen in it. */
export interface SfuMeetings {
  /** Meeting id → its peers by peer id. */
  readonly peers: Map<number, Map<string, Peer>>;
  /** Meeting id → the peer id of the host sharing their screen (one at a time). */
  readonly sharers: Map<number, string>;
}

/** The meeting's peers by id; an empty map (not kept) for a meeting with none. */
export function peersOf(meetings: SfuMeetings, meetingId: number): Map<string, Peer> {
  return meetings.peers.get(meetingId) ?? new Map<string, Peer>();
}

/** The participant sharing their screen in the meeting, if any. */
export function sharerOf(meetings: SfuMeetings, meetingId: number): number | null {
  const id = meetings.sharers.get(meetingId);
  return id === undefined ? null : (peersOf(meetings, meetingId).get(id)?.coreUserId ?? null);
}

/**
 * Keeps werift from reusing the transceiver's m-line for a later one (it reuses only those
 * negotiated inactive that never sent; see sfu.ts). Closed m-lines stay in the offer as inactive;
 * with at most MEETING_MAX_PARTICIPANTS the offer stays small.
 */
export function keep(transceiver: RTCRtpTransceiver): RTCRtpTransceiver {
  transceiver.usedForSender = true;
  return transceiver;
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
 * A joining participant's peer connection with its receiving m-lines (microphone, camera and, of
 * a host, the screen), not yet in its meeting nor offered.
 */
export function openPeer(
  input: PeerJoin,
  hostAddresses: readonly string[],
  portRange: readonly [number, number] | null,
): Peer {
  const pc = new RTCPeerConnection({
    // The camera's layers arrive as RTP streams named by rid.
    headerExtensions: { audio: [], video: [useSdesMid(), useSdesRTPStreamId()] },
    iceServers: [],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: [...hostAddresses],
    ...(portRange ? { icePortRange: [...portRange] as [number, number] } : {}),
    bundlePolicy: 'max-bundle',
  });
  return {
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
}

/** Which participant's audio, camera or screen each of the peer's sending m-lines carries. */
export function streamsOf(meetings: SfuMeetings, peer: Peer): MeetingStream[] {
  const streams: MeetingStream[] = [];
  for (const [publisherId, output] of peer.outputs) {
    const publisher = peersOf(meetings, peer.meetingId).get(publisherId);
    if (!publisher) continue;
    for (const kind of ['audio', 'video', 'screen'] as const) {
      const mid = output.transceivers[kind]?.mid;
      if (mid) streams.push({ Mid: mid, CoreUserId: publisher.coreUserId, Kind: kind });
    }
  }
  return streams;
}

/** The sockets werift's ICE opened for a connection (not part of its typed interface). */
interface IceSockets {
  readonly protocols?: readonly { readonly transport?: { readonly socket?: Socket } }[];
}

export function enlargeReceiveBuffers(pc: RTCPeerConnection): void {
  for (const ice of pc.iceTransports)
    for (const protocol of (ice.connection as unknown as IceSockets).protocols ?? []) {
      try {
        protocol.transport?.socket?.setRecvBufferSize(SOCKET_RECEIVE_BUFFER_BYTES);
      } catch {
        // closed meanwhile
      }
    }
}

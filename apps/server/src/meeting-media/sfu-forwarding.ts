// How the meeting media server (see sfu.ts) forwards packets: what each publisher sends is copied
// to the sending m-lines its subscribers have for it, and a packet a subscriber asks for again
// (NACK) is resent from those m-lines.
//
// Cameras are received in layers (simulcast): the camera m-line asks for the rids of
// MEETING_VIDEO_ENCODINGS, the browser answers sending each as its own RTP stream, and each
// subscriber is forwarded one layer of each publisher, chosen by the domain rule for how that
// subscriber shows it (meetingVideoLayer: the width of that publisher's tile once it reported
// its tiles — the active speaker's large tile gets the full layer, the strip the half one — else
// the meeting's size and shared screen). A subscriber moves to another layer only at a key frame
// of it (asked for at once), so its decoder never sees a frame it cannot decode. A publisher
// that sends no layers (no simulcast) is forwarded as it comes. The screen is never layered.
import {
  GenericNack,
  MediaStreamTrack,
  RtcpTransportLayerFeedback,
  RtpHeader,
  RtpPacket,
  type RTCRtpSender,
  type RTCRtpTransceiver,
} from 'werift';
import {
  meetingLayerToForward,
  meetingTileWidthOf,
  meetingVideoLayer,
  type MeetingVideoLayer,
} from '@podium/domain';
import { keep, peersOf, type Kind, type Output, type Peer, type SfuMeetings } from './sfu-peers.ts';

/** A camera layer with no packet for this long counts as paused by its sender. */
const LAYER_STALE_MS = 1_000;
/** A key frame of a layer someone waits for is asked for at most this often. */
const LAYER_KEY_FRAME_REQUEST_MS = 500;
/** On a layer switch the first frame of the new layer follows the last one by this (30 fps). */
const LAYER_SWITCH_TIMESTAMP_STEP = 90_000 / 30;
/** A packet a subscriber asks for again (NACK) is resent to it at most this often. */
const RESEND_INTERVAL_MS = 20;

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

/** `subscriber` starts receiving `publisher` (new sending m-lines; renegotiated by the caller). */
export function addOutput(subscriber: Peer, publisher: Peer): void {
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

export function removeOutput(subscriber: Peer, publisherId: string): void {
  const output = subscriber.outputs.get(publisherId);
  if (!output) return;
  subscriber.outputs.delete(publisherId);
  for (const kind of ['audio', 'video', 'screen'] as const) {
    output.tracks[kind]?.stop();
    const transceiver = output.transceivers[kind];
    if (transceiver) subscriber.pc.removeTrack(transceiver.sender);
  }
}

/** Asks every publisher in the meeting for a key frame of each camera layer and the screen. */
export function requestKeyFrames(meetings: SfuMeetings, meetingId: number): void {
  for (const publisher of peersOf(meetings, meetingId).values()) {
    if (publisher.closed) continue;
    const { video, screen } = publisher.receivers;
    for (const layer of publisher.layers.values())
      if (video) void video.receiver.sendRtcpPLI(layer.ssrc).catch(() => {});
    if (publisher.screenSsrc !== null && screen)
      void screen.receiver.sendRtcpPLI(publisher.screenSsrc).catch(() => {});
  }
}

/**
 * One packet of `publisher` to everyone else. Each sender rewrites the header it is given (its
 * own SSRC, sequence number, timestamp, extensions), so each gets its own copy of the header;
 * the payload is shared (senders encrypt it into a new buffer). Copying the parsed header
 * costs far less than handing every sender the serialized packet to parse again.
 */
function forward(meetings: SfuMeetings, publisher: Peer, kind: Kind, rtp: RtpPacket): void {
  if (kind === 'audio' && publisher.mutedByHost) return;
  // Only the host named as sharing is seen (one shared screen at a time).
  if (kind === 'screen' && meetings.sharers.get(publisher.meetingId) !== publisher.id) return;
  for (const peer of peersOf(meetings, publisher.meetingId).values()) {
    if (peer === publisher || peer.closed) continue;
    const output = peer.outputs.get(publisher.id);
    if (output) send(output, kind, rtp);
  }
}

/**
 * One packet of a publisher's camera layer (rid; '' when sent without layers) to each
 * subscriber that is forwarded this layer, or is to be and this packet starts a key frame.
 */
function forwardLayer(meetings: SfuMeetings, publisher: Peer, rid: string, rtp: RtpPacket): void {
  const peers = peersOf(meetings, publisher.meetingId);
  if (rid === '') {
    forward(meetings, publisher, 'video', rtp);
    return;
  }
  const now = Date.now();
  const arriving = new Set<string>();
  for (const [id, layer] of publisher.layers)
    if (now - layer.lastAt <= LAYER_STALE_MS) arriving.add(id);
  const screenShared = meetings.sharers.has(publisher.meetingId);
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

/** Forwards what `peer` publishes — microphone, camera layers and screen — as it arrives. */
export function forwardFrom(meetings: SfuMeetings, peer: Peer): void {
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
            requestKeyFrames(meetings, peer.meetingId);
          }
          forwardLayer(meetings, peer, rid, rtp);
          return;
        }
        // A new screen track (sharing again) has a new SSRC: its first frame must be a key.
        if (kind === 'screen' && peer.screenSsrc !== rtp.header.ssrc) {
          peer.screenSsrc = rtp.header.ssrc;
          requestKeyFrames(meetings, peer.meetingId);
        }
        forward(meetings, peer, kind, rtp);
      });
    });
  }
}

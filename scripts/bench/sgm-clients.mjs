// A client process of `npm run bench:sgm` (forked by scripts/bench/sgm.mjs with IPC, loaded with
// udp-probe.mjs): some of the meeting's participants, each a werift peer on the hub's
// MeetingSignal sending synthetic media — 50 audio packets (160 B) a second and the camera in the
// two layers the server asks for, as a browser does (simulcast): full, 30 packets (1,000 B) a
// second, and half, 10 packets (750 B) a second, each layer on its own SSRC named by its rid
// header extension, with a VP8 key frame once a second; every packet is stamped with the moment
// it was sent — and receiving everyone else's.
// Answers the parent's requests with its counters and a histogram of media delays (ms).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  useSdesMid,
  useSdesRTPStreamId,
} from 'werift';
import { counts as udp } from './udp-probe.mjs';

const PRES = 4001;
const CONF = 7401;
const API = '/api/v1/nrsservice';
const SIGNAL = 'MeetingSignal';
const AUDIO = { intervalMs: 20, bytes: 160 };
const LAYERS = [
  { rid: 'f', intervalMs: 33, bytes: 1000, ssrc: 0x1000, keyEvery: 30 },
  { rid: 'h', intervalMs: 100, bytes: 750, ssrc: 0x2000, keyEvery: 10 },
];
const RID_URI = 'urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id';
/** Where a packet's send time is written: after the 2 bytes of a VP8 payload's start. */
const STAMP_AT = 8;

const counters = {
  writes: 0,
  received: 0,
  receivedAudio: 0,
  duplicates: 0,
  closed: 0,
  sentLayers: { f: 0, h: 0 },
};
/** Delay in whole ms → packets, while measuring. */
let histogram = new Map();
let measuring = false;
const senders = [];
const stops = [];
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

async function participant(base, { cookie, token }) {
  const res = await fetch(`${base}${API}/presentations/${PRES}/uegtoken?conferenceCallId=${CONF}`, {
    method: 'POST',
    headers: {
      IanaTimeZone: 'UTC',
      'content-type': 'application/json',
      cookie,
      RequestVerificationToken: token,
    },
    body: '{}',
  });
  if (!res.ok) throw new Error(`uegtoken: ${res.status} ${await res.text()}`);
  const { TokenId } = await res.json();
  const socket = io(base, {
    path: '/usereventgateway/secure/hub',
    transports: ['websocket'],
    // packages/domain PROTOCOL_VERSION, kept in step by hand.
    auth: { TokenId, ProtocolVersion: 2 },
    reconnection: false,
    forceNew: true,
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const pc = new RTCPeerConnection({
    // The camera's layers are named by rid, as a browser names them.
    headerExtensions: { audio: [], video: [useSdesMid(), useSdesRTPStreamId()] },
    iceServers: [],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
  });
  const own = { audio: new MediaStreamTrack({ kind: 'audio' }) };
  /** The camera m-line once answered: its transport, payload type and rid extension id. */
  let camera = null;
  // werift announces a track again on each renegotiation: count each track's packets once.
  const counted = new WeakSet();
  pc.onTrack.subscribe((track) => {
    if (counted.has(track)) return;
    counted.add(track);
    // A packet asked for again (NACK) may arrive twice: it counts, and is timed, once.
    const seen = new Uint8Array(65536);
    track.onReceiveRtp.subscribe((rtp) => {
      if (rtp.payload.length < STAMP_AT + 8) return;
      const seq = rtp.header.sequenceNumber;
      if (seen[seq]) {
        counters.duplicates += 1;
        return;
      }
      seen[seq] = 1;
      seen[(seq + 32768) % 65536] = 0;
      counters.received += 1;
      if (track.kind === 'audio') counters.receivedAudio += 1;
      if (!measuring) return;
      const delay = Math.max(0, Math.round(Date.now() - rtp.payload.readDoubleBE(STAMP_AT)));
      histogram.set(delay, (histogram.get(delay) ?? 0) + 1);
    });
  });
  socket.on(SIGNAL, (signal) => {
    if (signal.Type === 'closed') counters.closed += 1;
    if (signal.Type !== 'offer') return;
    void (async () => {
      await pc.setRemoteDescription({ type: 'offer', sdp: signal.Sdp });
      // werift would give an m-line answered inactive (the host's screen m-line, not shared
      // here) to the next offered one, and then fail its answer: keep every m-line's mid.
      for (const transceiver of pc.getTransceivers()) transceiver.usedForSender = true;
      const [audio, video] = pc.getTransceivers();
      if (audio && video && !audio.sender.track) {
        audio.setDirection('sendonly');
        video.setDirection('sendonly');
        await audio.sender.replaceTrack(own.audio);
        senders.push(audio.sender);
      }
      await pc.setLocalDescription(await pc.createAnswer());
      if (video && !camera) {
        const rid = video.sender.headerExtensions?.find((e) => e.uri === RID_URI);
        if (!rid || !video.sender.codec) throw new Error('the camera m-line asks for no layers');
        camera = {
          transport: video.dtlsTransport,
          payloadType: video.sender.codec.payloadType,
          ridId: rid.id,
        };
      }
      socket.emit(
        SIGNAL,
        { Type: 'answer', ConnectionId: signal.ConnectionId, Sdp: pc.localDescription.sdp },
        (ack) => {
          if (!ack?.ok) console.error(`answer refused: ${JSON.stringify(ack)}`);
        },
      );
    })().catch((error) => console.error(`offer failed: ${error?.stack ?? error}`));
  });
  const ack = await socket.timeout(10_000).emitWithAck(SIGNAL, { Type: 'join' });
  if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
  // Each stream numbers its own packets: a gap in a stream's sequence reads as loss to its
  // receivers, who would ask for it again (NACK).
  const seqs = { audio: 0, f: 0, h: 0 };
  const stamped = (size) => {
    const payload = Buffer.alloc(size, 1);
    payload.writeDoubleBE(Date.now(), STAMP_AT);
    return payload;
  };
  const sendAudio = () => {
    const seq = (seqs.audio = (seqs.audio + 1) % 65536);
    own.audio.writeRtp(
      new RtpPacket(
        new RtpHeader({ sequenceNumber: seq, timestamp: seq * 960, payloadType: 96, ssrc: 1 }),
        stamped(AUDIO.bytes),
      ),
    );
    counters.writes += 1;
  };
  // Each layer goes straight to the transport: werift's sender sends one stream an m-line.
  const sendLayer = (layer) => {
    counters.writes += 1;
    if (!camera || camera.transport.state !== 'connected') return;
    const seq = (seqs[layer.rid] = (seqs[layer.rid] + 1) % 65536);
    const payload = stamped(layer.bytes);
    // VP8 payload descriptor: S = 1, PID = 0 on every packet (one-packet frames); P = 0 (a key
    // frame) once every keyEvery packets, else 1.
    payload[0] = 0x10;
    payload[1] = seq % layer.keyEvery === 0 ? 0x00 : 0x01;
    const header = new RtpHeader({
      sequenceNumber: seq,
      timestamp: seq * 3000,
      payloadType: camera.payloadType,
      ssrc: layer.ssrc,
      extensions: [{ id: camera.ridId, payload: Buffer.from(layer.rid) }],
    });
    void camera.transport.sendRtp(payload, header).catch(() => {});
    counters.sentLayers[layer.rid] += 1;
  };
  const timers = [
    setInterval(sendAudio, AUDIO.intervalMs),
    ...LAYERS.map((layer) => setInterval(() => sendLayer(layer), layer.intervalMs)),
  ];
  stops.push(() => {
    for (const timer of timers) clearInterval(timer);
    socket.close();
    void pc.close();
  });
}

function snapshot() {
  return {
    type: 'snapshot',
    writes: counters.writes,
    // packets werift put on the wire (it drops writes before its DTLS is connected)
    sent:
      senders.reduce((sum, sender) => sum + sender.packetCount, 0) +
      counters.sentLayers.f +
      counters.sentLayers.h,
    sentAudio: senders.reduce((sum, sender) => sum + sender.packetCount, 0),
    sentFull: counters.sentLayers.f,
    sentHalf: counters.sentLayers.h,
    received: counters.received,
    receivedAudio: counters.receivedAudio,
    duplicates: counters.duplicates,
    closed: counters.closed,
    udpSent: udp.udpSent,
    udpReceived: udp.udpReceived,
    histogram: [...histogram],
    cpuMicros: process.cpuUsage(),
    elu: performance.eventLoopUtilization(),
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    rssMb: process.memoryUsage().rss / 2 ** 20,
  };
}

process.on('message', (message) => {
  void (async () => {
    try {
      if (message.type === 'join') {
        for (const client of message.clients) await participant(message.base, client);
        process.send({ type: 'joined' });
      } else if (message.type === 'measure') {
        measuring = message.on;
        if (measuring) {
          histogram = new Map();
          loopDelay.reset();
        }
        process.send(snapshot());
      } else if (message.type === 'stop') {
        for (const stop of stops) stop();
        process.send({ type: 'stopped' });
        setTimeout(() => process.exit(0), 200);
      }
    } catch (error) {
      process.send({ type: 'error', message: String(error?.stack ?? error) });
    }
  })();
});

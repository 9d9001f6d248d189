// A client process of `npm run bench:sgm` (forked by scripts/bench/sgm.mjs with IPC, loaded with
// udp-probe.mjs): some of the meeting's participants, each a werift peer on the hub's
// MeetingSignal sending synthetic media — 50 audio packets (160 B) and 30 video packets
// (1,000 B) a second, each stamped with the moment it was sent — and receiving everyone else's.
// Answers the parent's requests with its counters and a histogram of media delays (ms).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket } from 'werift';
import { counts as udp } from './udp-probe.mjs';

const PRES = 4001;
const CONF = 7401;
const API = '/api/v1/nrsservice';
const SIGNAL = 'MeetingSignal';
const AUDIO = { intervalMs: 20, bytes: 160 };
const VIDEO = { intervalMs: 33, bytes: 1000 };

const counters = { writes: 0, received: 0, closed: 0 };
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
    auth: { TokenId, ProtocolVersion: 1 },
    reconnection: false,
    forceNew: true,
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const pc = new RTCPeerConnection({
    iceServers: [],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
  });
  const own = {
    audio: new MediaStreamTrack({ kind: 'audio' }),
    video: new MediaStreamTrack({ kind: 'video' }),
  };
  // werift announces a track again on each renegotiation: count each track's packets once.
  const counted = new WeakSet();
  pc.onTrack.subscribe((track) => {
    if (counted.has(track)) return;
    counted.add(track);
    track.onReceiveRtp.subscribe((rtp) => {
      if (rtp.payload.length < 8) return;
      counters.received += 1;
      if (!measuring) return;
      const delay = Math.max(0, Math.round(Date.now() - rtp.payload.readDoubleBE(0)));
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
        await video.sender.replaceTrack(own.video);
        senders.push(audio.sender, video.sender);
      }
      await pc.setLocalDescription(await pc.createAnswer());
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
  const seqs = { audio: 0, video: 0 };
  const send = (kind, size) => {
    const seq = (seqs[kind] = (seqs[kind] + 1) % 65536);
    const payload = Buffer.alloc(size, 1);
    payload.writeDoubleBE(Date.now(), 0);
    own[kind].writeRtp(
      new RtpPacket(
        new RtpHeader({ sequenceNumber: seq, timestamp: seq * 960, payloadType: 96, ssrc: 1 }),
        payload,
      ),
    );
    counters.writes += 1;
  };
  const timers = [
    setInterval(() => send('audio', AUDIO.bytes), AUDIO.intervalMs),
    setInterval(() => send('video', VIDEO.bytes), VIDEO.intervalMs),
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
    sent: senders.reduce((sum, sender) => sum + sender.packetCount, 0),
    received: counters.received,
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

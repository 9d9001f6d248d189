// npm run bench:sgm — a small group meeting of 15 on the built-in meeting media server (SFU).
//
// A real server (fresh demo data) runs demo 4001. The host signs in, starts the meeting; 14
// attendees enter with DEMO-4001. Each participant is a werift peer on the hub's MeetingSignal,
// sending synthetic media: 50 audio packets (160 B) and 30 video packets (1,000 B) a second, each
// stamped with the moment it was sent. Every participant receives everyone else's packets; the
// media delay is the moment a packet arrives less its stamp (one clock: same machine). Reported:
// packets forwarded a second, delay percentiles, and the server process's CPU and resident memory
// while the meeting runs. Clients run in this process on the same machine, so the delay includes
// their own DTLS/SRTP work.
import { readFileSync } from 'node:fs';
import { io } from 'socket.io-client';
import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket } from 'werift';
import { startServer } from './server.mjs';

const PARTICIPANTS = Number(process.env.PARTICIPANTS ?? 15);
const WARMUP_S = Number(process.env.WARMUP_S ?? 8);
const MEASURE_S = Number(process.env.MEASURE_S ?? 20);
const PRES = 4001;
const MEETING = 8401;
const CONF = 7401;
const API = '/api/v1/nrsservice';
const SIGNAL = 'MeetingSignal';
const CLK_TCK = 100;

class Client {
  constructor(base) {
    this.base = base;
    this.cookie = '';
    this.token = '';
  }
  async req(method, path, body) {
    const headers = { IanaTimeZone: 'UTC', 'content-type': 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET' && this.token) headers.RequestVerificationToken = this.token;
    const res = await fetch(`${this.base}${API}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie?.() ?? [])
      if (c.startsWith('podium_sid=')) this.cookie = c.split(';')[0];
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  }
  async loadUser() {
    const user = await (
      await this.req('GET', `account/GetLoggedInUserForPresentation?presId=${PRES}`)
    ).json();
    this.token = user.AntiForgeryToken;
    this.coreId = user.CoreId;
  }
}

function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function participant(base, client, delays, counters) {
  const { TokenId } = await (
    await client.req('POST', `presentations/${PRES}/uegtoken?conferenceCallId=${CONF}`, {})
  ).json();
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
      if (counters.measuring) delays.push(Date.now() - rtp.payload.readDoubleBE(0));
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
      }
      await pc.setLocalDescription(await pc.createAnswer());
      socket.emit(
        SIGNAL,
        { Type: 'answer', ConnectionId: signal.ConnectionId, Sdp: pc.localDescription.sdp },
        () => {},
      );
    })();
  });
  const ack = await socket.timeout(10_000).emitWithAck(SIGNAL, { Type: 'join' });
  if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
  let seq = 0;
  const send = (kind, size) => {
    seq = (seq + 1) % 65536;
    const payload = Buffer.alloc(size, 1);
    payload.writeDoubleBE(Date.now(), 0);
    own[kind].writeRtp(
      new RtpPacket(
        new RtpHeader({ sequenceNumber: seq, timestamp: seq * 960, payloadType: 96, ssrc: 1 }),
        payload,
      ),
    );
    counters.sent += 1;
  };
  const timers = [
    setInterval(() => send('audio', 160), 20),
    setInterval(() => send('video', 1000), 33),
  ];
  return () => {
    for (const timer of timers) clearInterval(timer);
    socket.close();
    void pc.close();
  };
}

const server = await startServer();
const stops = [];
try {
  const base = server.baseUrl;
  const host = new Client(base);
  await host.req('POST', 'account/signin', { email: 'host@podium.test', password: 'podium' });
  await host.loadUser();
  await host.req(
    'POST',
    `presentations/${PRES}/smallgroupmeeting/${MEETING}/${PRES}/zoommeetinghost/${host.coreId}`,
    {},
  );
  await host.req('POST', `prescontrol/${PRES}`, { PresId: PRES, MeetingId: MEETING, Source: 1 });
  const clients = [host];
  for (let i = 1; i < PARTICIPANTS; i += 1) {
    const guest = new Client(base);
    await guest.req('POST', 'entrycode/processEntrycode', { EntryCode: `DEMO-${PRES}` });
    await guest.loadUser();
    await guest.req(
      'POST',
      `presentations/${PRES}/smallgroupmeeting/${MEETING}/registerzoomparticipant/${guest.coreId}`,
      {},
    );
    clients.push(guest);
  }
  const delays = [];
  const counters = { sent: 0, received: 0, closed: 0, measuring: false };
  for (const client of clients) stops.push(await participant(base, client, delays, counters));
  await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
  const ticks0 = cpuTicks(server.pid);
  const received0 = counters.received;
  const sent0 = counters.sent;
  let rssPeak = rssMb(server.pid);
  counters.measuring = true;
  const started = Date.now();
  while (Date.now() - started < MEASURE_S * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rssPeak = Math.max(rssPeak, rssMb(server.pid));
  }
  counters.measuring = false;
  const seconds = (Date.now() - started) / 1000;
  const cpu = ((cpuTicks(server.pid) - ticks0) / CLK_TCK / seconds) * 100;
  const sorted = delays.sort((a, b) => a - b);
  const sentPerS = (counters.sent - sent0) / seconds;
  const receivedPerS = (counters.received - received0) / seconds;
  console.log(
    `small group meeting: ${PARTICIPANTS} participants, ${MEASURE_S} s measured after ${WARMUP_S} s`,
  );
  console.log(`  packets sent to the server:   ${sentPerS.toFixed(0)}/s`);
  console.log(
    `  packets received by clients:  ${receivedPerS.toFixed(0)}/s (expected ${(sentPerS * (PARTICIPANTS - 1)).toFixed(0)}/s; ${((receivedPerS / (sentPerS * (PARTICIPANTS - 1))) * 100).toFixed(1)} %)`,
  );
  console.log(
    `  media delay (ms): p50 ${percentile(sorted, 50)}, p95 ${percentile(sorted, 95)}, p99 ${percentile(sorted, 99)}, max ${sorted.at(-1)}`,
  );
  console.log(`  media connections the server closed: ${counters.closed}`);
  console.log(
    `  server CPU: ${cpu.toFixed(0)} % of one core; resident memory peak ${rssPeak.toFixed(0)} MB`,
  );
} finally {
  for (const stop of stops) stop();
  await server.stop();
}

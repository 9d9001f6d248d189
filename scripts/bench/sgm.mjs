// npm run bench:sgm — a small group meeting on the built-in meeting media server (SFU).
//
// A real server (fresh demo data) runs demo 4001. The host signs in, starts the meeting; the
// other participants enter with DEMO-4001. Each participant is a werift peer on the hub's
// MeetingSignal (scripts/bench/sgm-clients.mjs), sending synthetic media: 50 audio packets (160 B)
// a second and the camera in two layers (full: 30 packets of 1,000 B a second; half: 10 of 750 B),
// each packet stamped with the moment it was sent. Every participant receives everyone else's
// audio and the one camera layer the server's rule gives for the meeting's size (full up to
// MEETING_LARGE_TILES_MAX_PARTICIPANTS, else half); the media delay is the moment a packet
// arrives less its stamp (one clock: same machine). The participants are spread over client processes
// (werift's DTLS/SRTP work for 14 incoming streams each is about as heavy as the server's), and
// every process counts the UDP datagrams it sends and receives (udp-probe.mjs), so packets the
// clients put on the wire, packets the server received and forwarded, and packets the clients
// received are told apart, with each side's CPU and the UDP receive-buffer drops of its sockets.
//
// Usage: PARTICIPANTS=15 CLIENT_PROCS=3 WARMUP_S=8 MEASURE_S=20 npm run bench:sgm
// (PARTICIPANTS may be a list, e.g. 4,10,15: one meeting after another on a fresh server each;
// BENCH_CLIENT_NODE_ARGS, like server.mjs's BENCH_SERVER_NODE_ARGS, gives the client processes
// extra node options, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.)
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MeetingVideoLayer, meetingVideoLayer } from '@podium/domain';
import { startServer } from './server.mjs';

const SIZES = String(process.env.PARTICIPANTS ?? '15')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 2);
/** Participants per client process, unless CLIENT_PROCS says how many processes. */
const PER_PROCESS = 5;
const WARMUP_S = Number(process.env.WARMUP_S ?? 8);
const MEASURE_S = Number(process.env.MEASURE_S ?? 20);
const PRES = 4001;
const MEETING = 8401;
const API = '/api/v1/nrsservice';
const CLK_TCK = 100;
/** Packets a participant sends a second: audio, the full layer, the half layer. */
const PACKETS_PER_S = { audio: 1000 / 20, full: 1000 / 33, half: 1000 / 100 };
const here = (file) => fileURLToPath(new URL(file, import.meta.url));

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

function status(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line.split(/\s+/)[1]) / 1024;
}
/** UDP datagrams the kernel dropped for a full receive buffer, over the process's sockets. */
function socketDrops(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (link.startsWith('socket:[')) inodes.add(link.slice(8, -1));
    } catch {
      // closed meanwhile
    }
  }
  let drops = 0;
  for (const table of ['/proc/net/udp', '/proc/net/udp6'])
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (inodes.has(fields[9])) drops += Number(fields.at(-1));
    }
  return drops;
}
function probe(dir, pid) {
  try {
    return JSON.parse(readFileSync(join(dir, `${pid}.json`), 'utf8'));
  } catch {
    return { udpSent: 0, udpReceived: 0, elu: { idle: 0, active: 0 } };
  }
}
const elu = (a, b) => {
  const active = b.elu.active - a.elu.active;
  const idle = b.elu.idle - a.elu.idle;
  return active + idle > 0 ? active / (active + idle) : NaN;
};

/** A forked client process; `ask` sends a request and resolves with its next answer. */
function clientProcess(probeDir) {
  const proc = fork(here('./sgm-clients.mjs'), [], {
    execArgv: [
      ...(process.env.BENCH_CLIENT_NODE_ARGS ?? '').split(' ').filter(Boolean),
      `--import=${here('./udp-probe.mjs')}`,
    ],
    env: { ...process.env, PODIUM_UDP_PROBE_DIR: probeDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = [];
  proc.on('message', (message) => {
    if (message.type === 'error') {
      process.stderr.write(`client process: ${message.message}\n`);
      process.exitCode = 1;
    }
    waiting.shift()?.(message);
  });
  const ask = (message) =>
    new Promise((resolve) => {
      waiting.push(resolve);
      proc.send(message);
    });
  return { proc, ask };
}

async function meeting(participants) {
  const probeDir = mkdtempSync(join(tmpdir(), 'podium-sgm-probe-'));
  const server = await startServer({
    env: {
      PODIUM_UDP_PROBE_DIR: probeDir,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${here('./udp-probe.mjs')}`.trim(),
    },
  });
  const processes = [];
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
    for (let i = 1; i < participants; i += 1) {
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
    const procs = Math.max(
      1,
      Math.min(
        participants,
        Number(process.env.CLIENT_PROCS ?? Math.ceil(participants / PER_PROCESS)),
      ),
    );
    for (let i = 0; i < procs; i += 1) processes.push(clientProcess(probeDir));
    // Participants join one after another (as people do), each process in turn.
    for (let i = 0; i < clients.length; i += 1) {
      const { cookie, token } = clients[i];
      const answer = await processes[i % procs].ask({
        type: 'join',
        base,
        clients: [{ cookie, token }],
      });
      if (answer.type !== 'joined') throw new Error('a participant could not join');
    }
    await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));

    const pids = processes.map(({ proc }) => proc.pid);
    const drops0 = { server: socketDrops(server.pid), clients: pids.map(socketDrops) };
    const ticks0 = cpuTicks(server.pid);
    const server0 = probe(probeDir, server.pid);
    const before = await Promise.all(
      processes.map(({ ask }) => ask({ type: 'measure', on: true })),
    );
    let rssPeak = status(server.pid, 'VmRSS');
    const started = Date.now();
    while (Date.now() - started < MEASURE_S * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rssPeak = Math.max(rssPeak, status(server.pid, 'VmRSS'));
    }
    const after = await Promise.all(
      processes.map(({ ask }) => ask({ type: 'measure', on: false })),
    );
    const seconds = (Date.now() - started) / 1000;
    const server1 = probe(probeDir, server.pid);
    const cpuSeconds = (cpuTicks(server.pid) - ticks0) / CLK_TCK;
    const cpu = (cpuSeconds / seconds) * 100;
    const drops = {
      server: socketDrops(server.pid) - drops0.server,
      clients: pids.map(socketDrops).reduce((sum, d, i) => sum + d - drops0.clients[i], 0),
    };
    const hwm = status(server.pid, 'VmHWM');

    const sum = (key) => after.reduce((total, a, i) => total + a[key] - before[i][key], 0);
    const rate = (n) => n / seconds;
    const writes = rate(sum('writes'));
    const sent = rate(sum('sent'));
    const received = rate(sum('received'));
    const full =
      meetingVideoLayer({ participants, screenShared: false, tileWidth: null }) ===
      MeetingVideoLayer.Full;
    const forwarded = rate(sum('sentAudio')) + rate(sum(full ? 'sentFull' : 'sentHalf'));
    const expected = forwarded * (participants - 1);
    const expectedAudio = rate(sum('sentAudio')) * (participants - 1);
    const receivedAudio = rate(sum('receivedAudio'));
    const serverOut = server1.udpSent - server0.udpSent;
    const nominalSent = PACKETS_PER_S.audio + PACKETS_PER_S.full + PACKETS_PER_S.half;
    const nominal =
      participants *
      (participants - 1) *
      (PACKETS_PER_S.audio + (full ? PACKETS_PER_S.full : PACKETS_PER_S.half));
    const pct = (a, b) => `${((a / b) * 100).toFixed(1)} %`;
    const histogram = new Map();
    for (const a of after)
      for (const [ms, n] of a.histogram) histogram.set(ms, (histogram.get(ms) ?? 0) + n);
    const delays = [...histogram].sort((a, b) => a[0] - b[0]);
    const total = delays.reduce((n, [, c]) => n + c, 0);
    const percentile = (p) => {
      let seen = 0;
      for (const [ms, n] of delays) if ((seen += n) >= (p / 100) * total) return ms;
      return NaN;
    };
    const clientCpu =
      after.reduce((t, a, i) => {
        const b = before[i].cpuMicros;
        return t + a.cpuMicros.user - b.user + a.cpuMicros.system - b.system;
      }, 0) /
      1e6 /
      seconds;

    console.log(
      `small group meeting: ${participants} participants in ${procs} client process(es), ${MEASURE_S} s measured after ${WARMUP_S} s`,
    );
    console.log(
      `  clients: ${writes.toFixed(0)} packets/s written, ${sent.toFixed(0)}/s sent (nominal ${(participants * nominalSent).toFixed(0)}/s); each receives the ${full ? 'full' : 'half'} camera layer; ${rate(sum('udpSent')).toFixed(0)} datagrams/s out, ${rate(sum('udpReceived')).toFixed(0)}/s in`,
    );
    console.log(
      `  server: ${rate(server1.udpReceived - server0.udpReceived).toFixed(0)} datagrams/s in, ${rate(server1.udpSent - server0.udpSent).toFixed(0)}/s out (RTP and RTCP); receive-buffer drops ${drops.server}`,
    );
    console.log(
      `  clients received: ${received.toFixed(0)} packets/s of ${expected.toFixed(0)}/s expected from what was sent (${pct(received, expected)}; nominal ${nominal.toFixed(0)}/s); receive-buffer drops ${drops.clients}`,
    );
    console.log(
      `    audio ${pct(receivedAudio, expectedAudio)}, camera ${pct(received - receivedAudio, expected - expectedAudio)}; ${rate(sum('duplicates')).toFixed(1)}/s arrived twice (sent again on a NACK), counted once`,
    );
    console.log(
      `  media delay (ms): p50 ${percentile(50)}, p95 ${percentile(95)}, p99 ${percentile(99)}, max ${delays.at(-1)?.[0]}`,
    );
    console.log(
      `  media connections the server closed: ${after.reduce((n, a) => n + a.closed, 0)}`,
    );
    console.log(
      `  server: CPU ${cpu.toFixed(0)} % of one core, event loop busy ${pct(elu(server0, server1), 1)}; resident memory peak ${rssPeak.toFixed(0)} MB (high-water mark ${hwm.toFixed(0)} MB)`,
    );
    console.log(
      `  server CPU per forwarded packet: ${((cpuSeconds * 1e6) / serverOut).toFixed(1)} µs (its CPU time over the ${rate(serverOut).toFixed(0)} datagrams/s it sent, RTP and RTCP)`,
    );
    console.log(
      `  client processes: CPU ${(clientCpu * 100).toFixed(0)} % of one core in all; event loop busy ${after.map((a, i) => pct(elu(before[i], a), 1)).join(', ')}; event-loop delay p99 ${after.map((a) => a.loopDelayP99Ms.toFixed(0)).join(', ')} ms`,
    );
  } finally {
    await Promise.all(processes.map(({ ask }) => ask({ type: 'stop' }).catch(() => {})));
    await server.stop();
    rmSync(probeDir, { recursive: true, force: true });
  }
}

for (const participants of SIZES) await meeting(participants);

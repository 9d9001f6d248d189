// npm run bench:call-audio — mouth-to-ear latency of a conference call's live voice, with 1 and
// with 500 listeners, the server's CPU per speaker and per listener, and the live video's latency
// (bench:live-latency, 1 viewer) beside it as the baseline.
//
// A real server (fresh demo data, scripts/bench/server.mjs) runs demo 2001's call (CONF 7001):
// the coordinator runs the console's practice and live transitions, and the panelist (a listed
// presenter) speaks: a werift peer in this process joined through the hub's CallAudioSignal as
// apps/server/test/helpers/call-audio.ts does. What it sends is Opus that ffmpeg encoded
// beforehand (64 kb/s, 20 ms a packet) and this process paces in real time: a 3 s cycle of
// silence with a 200 ms 1 kHz beep (the marker), packet after packet for as long as the bench
// runs. A marker's send time is the wall-clock moment the packet carrying its onset was written
// to the speaker's track, plus the onset's place within that packet (found by decoding the
// encoded cycle with ffmpeg's silencedetect); the speaker's own capture and encoding (about
// 20-40 ms in a browser) come before it and are not counted, nor is the listener's audio output.
//
// The measuring listener (an attendee of its own, DEMO-2001) follows the live playlist as hls.js
// does (call-audio-listeners.mjs follow: about every 0.5 s; CALL_AUDIO_RELOAD_MS for a fixed
// interval), downloads each segment as soon as a reload lists it, and decodes it with the one
// before it (ffmpeg, silencedetect at -30 dB, timestamps as in the stream) to find a marker's
// onset. hls.js's reloads keep step with the 0.5 s segments, so a player meets every segment at
// the same moment of its schedule, one of its own; the measuring listener moves its schedule by
// a random part of a reload after each marker, so its markers meet the moments listeners have.
// For a marker whose onset lies o seconds into a segment of duration d (EXTINF), listed by a
// reload that finished at A and downloaded by D:
//   edge latency   = D - (send time + (d - o)): at the moment the listener holds the segment, how
//                    far behind the speaker the newest audio it holds is (the segment's last
//                    sample was spoken d - o after the marker). The same definition as
//                    bench:live-latency's (download finished less the capture of the segment's
//                    last frame), so the two compare.
//   player latency = edge latency + hold-back: a player that keeps hold-back seconds behind the
//                    newest segment's end, as hls.js keeps liveSyncDuration behind the live edge,
//                    plays the marker this long after it was sent. The hold-back is the
//                    liveSyncDuration of apps/web useLiveAudio.ts (LIVE_AUDIO_HLS_CONFIG), or
//                    1 s when that file sets none; the report says which. hls.js estimates the
//                    edge from the reload's arrival (edge + age), which is earlier than D by the
//                    segment's download: so this is the figure of a player whose download
//                    finished before the segment was due, and the download time is shown apart.
//                    A player further behind than liveMaxLatencyDuration jumps to the edge
//                    instead (a gap): these figures are those of a player that does not.
//   listed         = A - (send time + (d - o)): the same as the edge latency at the reload that
//                    first listed the segment (the server's pipeline and the reload schedule).
//   in hand        = D - send time: when the listener first holds the marker.
//   PDT offset     = the segment's EXT-X-PROGRAM-DATE-TIME + o - send time: where the mix dates
//                    the marker (markers are matched to the detected onsets by it, within 1.5 s).
// Median and p95 over the markers sent within CALL_AUDIO_MEASURE_S (11 with 33 s); the listeners
// go on until each is heard, 10 s at most. A marker never heard was in a segment that left the
// 3 s live window before a reload listed it (counted as skipped). With N listeners, N - 1 of
// them are simulated in CALL_AUDIO_PROCS child processes (call-audio-listeners.mjs): each its own
// attendee session (DEMO-2001, registered for the call), following the playlist as the measuring
// one does without decoding. "Every listener" is the same player latency for each listener's
// download of each segment in which the measuring listener heard a marker (its D in place of the
// measuring listener's): all the listeners' schedules, and how the server kept up with each of
// them. The simulated listeners' requests a second, event loop delay and CPU are shown: a client
// process that falls behind asks less often and inflates these figures.
//
// Server CPU: utime + stime of the server's node process from /proc/<pid>/stat, and of its
// ffmpeg mix (a child process, read apart), each second of a window, as % of one core. Speakers:
// 0, 1 and 4 connected (the panelist, the site admin and the coordinator, and an attendee given
// the floor; each beyond the first sends a continuous 440 Hz tone), the call LIVE, no listener,
// over CALL_AUDIO_CPU_S each. Listeners: over the measuring window, with the marking speaker
// alone; per listener = (node at N listeners - node at 1 speaker and none) / N, and per request
// the same over every listener's requests a second (playlists and segments). The last line
// scales that cost to N listeners asking as often as one alone does.
//
// The live video baseline: `node scripts/bench/live-latency.mjs` with VIEWERS=1 and MEASURE_S =
// CALL_AUDIO_VIDEO_MEASURE_S, run after this bench's server stopped (its own server, demo 3001).
//
// Env: CALL_AUDIO_LISTENERS (1,500), CALL_AUDIO_MEASURE_S (33), CALL_AUDIO_SPEAKERS (0,1,4; at
// most 4), CALL_AUDIO_CPU_S (8), CALL_AUDIO_PROCS (2), CALL_AUDIO_RELOAD_MS (unset: hls.js's
// schedule), CALL_AUDIO_VIDEO_MEASURE_S (12; 0 leaves the video baseline out).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CALL_AUDIO_SEGMENT_SECONDS } from '../../apps/server/src/call-audio/mixer-args.ts';
import { resolveFfmpegPath } from '../../apps/server/src/live-video/built-in-provider.ts';
import { speaker as joinSpeaker, until } from '../../apps/server/test/helpers/call-audio.ts';
import { Client, CONF, follow, now, PRES } from './call-audio-listeners.mjs';
import { repoRoot, startServer } from './server.mjs';

const numbers = (name, fallback) =>
  (process.env[name] || fallback)
    .split(',')
    .map((n) => Number(n.trim()))
    .filter((n) => Number.isInteger(n) && n >= 0);
const LISTENERS = numbers('CALL_AUDIO_LISTENERS', '1,500').filter((n) => n > 0);
const SPEAKERS = numbers('CALL_AUDIO_SPEAKERS', '0,1,4').filter((n) => n <= 4);
const MEASURE_S = Number(process.env.CALL_AUDIO_MEASURE_S || 33);
const CPU_S = Number(process.env.CALL_AUDIO_CPU_S || 8);
const PROCS = Math.max(1, Number(process.env.CALL_AUDIO_PROCS || 2));
const RELOAD_MS = process.env.CALL_AUDIO_RELOAD_MS
  ? Number(process.env.CALL_AUDIO_RELOAD_MS)
  : null;
const VIDEO_MEASURE_S = Number(process.env.CALL_AUDIO_VIDEO_MEASURE_S ?? 12);

const FFMPEG = resolveFfmpegPath(process.env.FFMPEG_PATH);
const CALL = `presentations/${PRES}/conferencecalls/${CONF}`;
const FRAME_MS = 20;
const MARKER_EVERY_S = 3;
const CYCLE_PACKETS = (MARKER_EVERY_S * 1000) / FRAME_MS;
const BEEP = { at: 1, seconds: 0.2, hz: 1000, amplitude: 0.5 };
/** Louder than this (dBFS) is the beep; the mix's silence is far below, the beep about -6 dB. */
const ONSET_DB = -30;
/** A marker sent within the window has until it is heard, or this long after the window. */
const TAIL_S = 10;
const WARMUP_S = 3;
const SETTLE_S = 2;
/** After each marker heard, the measuring listener's reloads move by up to this (one reload). */
const RELOAD_SHIFT_MS = 500;
/** Linux clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const CLK_TCK = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const pct = (xs, p) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** The hold-back of the viewer's hls.js configuration for the call's audio. */
function holdBack() {
  const file = join(repoRoot, 'apps/web/src/features/conference/useLiveAudio.ts');
  const found = /liveSyncDuration:\s*([\d.]+)/.exec(readFileSync(file, 'utf8'));
  return found
    ? { seconds: Number(found[1]), source: 'liveSyncDuration of apps/web useLiveAudio.ts' }
    : { seconds: 1, source: 'assumed: apps/web useLiveAudio.ts sets no liveSyncDuration' };
}

/** Runs ffmpeg to its end; resolves with its stderr. */
function ffmpeg(args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data) => (stderr += data));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(stderr) : reject(new Error(`ffmpeg ${code}: ${stderr.slice(-400)}`)),
    );
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** The Opus packets of an Ogg Opus file, OpusHead's pre-skip (samples) apart. */
function oggOpusPackets(ogg) {
  const packets = [];
  let pending = [];
  for (let i = 0; i < ogg.length;) {
    if (ogg.toString('latin1', i, i + 4) !== 'OggS') throw new Error('not an Ogg page');
    const count = ogg[i + 26];
    let at = i + 27 + count;
    for (const size of ogg.subarray(i + 27, i + 27 + count)) {
      pending.push(ogg.subarray(at, at + size));
      at += size;
      if (size < 255) {
        packets.push(Buffer.concat(pending));
        pending = [];
      }
    }
    i = at;
  }
  const [head, , ...audio] = packets;
  return { preSkip: head.readUInt16LE(10), audio };
}

/**
 * One 3 s cycle of Opus packets made by ffmpeg from an aevalsrc expression; for the marker, where
 * its onset falls in the packets (packet index and ms within it).
 */
async function encodeCycle(expression, dir, name) {
  const file = join(dir, `${name}.ogg`);
  await ffmpeg([
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc='${expression}':s=48000:d=${MARKER_EVERY_S}`,
    '-c:a',
    'libopus',
    '-b:a',
    '64k',
    '-frame_duration',
    String(FRAME_MS),
    '-f',
    'ogg',
    file,
  ]);
  const { preSkip, audio } = oggOpusPackets(readFileSync(file));
  const packets = audio.slice(0, CYCLE_PACKETS);
  // ffmpeg's decoder drops the pre-skip; in the packets as sent (no Ogg header) it comes first.
  const log = await ffmpeg(
    ['-hide_banner', '-nostats', '-i', file, '-af', silenceDetect(), '-f', 'null', '-'],
    Buffer.alloc(0),
  );
  const end = /silence_end: ([\d.]+)/.exec(log);
  const onsetMs = end ? (Number(end[1]) + preSkip / 48000) * 1000 : null;
  return {
    packets,
    onset:
      onsetMs === null
        ? null
        : { packet: Math.floor(onsetMs / FRAME_MS), withinMs: onsetMs % FRAME_MS },
  };
}

const silenceDetect = () => `silencedetect=noise=${ONSET_DB}dB:d=0.1`;

/**
 * Writes every speaker's next packet each 20 ms of the wall clock (a late timer writes what is
 * due at once) and notes each marker's send time.
 */
function createPacer(onset) {
  const voices = [];
  const markers = [];
  const t0 = now();
  let i = 0;
  let timer = null;
  const tick = () => {
    while (now() >= t0 + i * FRAME_MS) {
      const k = i % CYCLE_PACKETS;
      for (const v of voices) {
        const written = now();
        if (v.marks && k === onset.packet)
          markers.push({
            sentAt: written + onset.withinMs,
            lateMs: written - (t0 + i * FRAME_MS),
            heard: null,
          });
        v.speaker.sendOpus(v.packets[k]);
      }
      i += 1;
    }
    timer = setTimeout(tick, t0 + i * FRAME_MS - now());
  };
  tick();
  return {
    markers,
    add: (speaker, packets, marks) => voices.push({ speaker, packets, marks }),
    remove: (speaker) =>
      voices.splice(
        voices.findIndex((v) => v.speaker === speaker),
        1,
      ),
    stop: () => clearTimeout(timer),
  };
}

/** The PTS (s) of a segment's first audio PES: the moment its first sample plays. */
function firstPts(ts) {
  for (let i = 0; i + 188 <= ts.length; i += 188) {
    if (ts[i] !== 0x47 || (ts[i + 1] & 0x40) === 0) continue;
    const control = (ts[i + 3] >> 4) & 3;
    if (control === 2) continue;
    const p = control === 3 ? i + 5 + ts[i + 4] : i + 4;
    if (ts[p] !== 0 || ts[p + 1] !== 0 || ts[p + 2] !== 1) continue;
    if (ts[p + 3] < 0xc0 || ts[p + 3] > 0xdf || (ts[p + 7] & 0x80) === 0) continue;
    const b = ts.subarray(p + 9, p + 14);
    const pts =
      ((b[0] >> 1) & 7) * 2 ** 30 +
      ((b[1] << 7) | (b[2] >> 1)) * 2 ** 15 +
      ((b[3] << 7) | (b[4] >> 1));
    return pts / 90_000;
  }
  return null;
}

/** The measuring listener: follows the playlist, finds each marker's onset, matches it. */
function measuringListener(client, playlistPath, markers) {
  const stats = {
    playlistMs: [],
    segments: 0,
    skipped: 0,
    errors: 0,
    lastError: '',
    unmatched: 0,
  };
  let stopping = false;
  let previous = null;
  let queue = Promise.resolve();
  let shiftMs = 0;

  function heard(segment, onsetS) {
    const mixAt = segment.pdt + onsetS * 1000;
    const sent = markers.filter((m) => m.sentAt <= segment.downloadedAt);
    if (sent.length === 0) return;
    const marker = Number.isFinite(mixAt)
      ? sent.reduce((a, b) => (Math.abs(b.sentAt - mixAt) < Math.abs(a.sentAt - mixAt) ? b : a))
      : sent.at(-1);
    if (Number.isFinite(mixAt) && Math.abs(mixAt - marker.sentAt) > (MARKER_EVERY_S * 1000) / 2) {
      stats.unmatched += 1;
      return;
    }
    if (marker.heard) return;
    const lastSampleSpoken = marker.sentAt + (segment.duration - onsetS) * 1000;
    // The next marker is met at another moment of the reload schedule.
    shiftMs = Math.random() * RELOAD_SHIFT_MS;
    marker.heard = {
      n: segment.n,
      lastSampleSpoken,
      edgeS: (segment.downloadedAt - lastSampleSpoken) / 1000,
      listedS: (segment.listedAt - lastSampleSpoken) / 1000,
      inHandS: (segment.downloadedAt - marker.sentAt) / 1000,
      downloadMs: segment.downloadedAt - segment.requestedAt,
      pdtOffsetS: (mixAt - marker.sentAt) / 1000,
    };
  }

  async function detect(before, segment) {
    if (segment.startPts === null) return;
    const input = before ? Buffer.concat([before.bytes, segment.bytes]) : segment.bytes;
    const log = await ffmpeg(
      [
        '-hide_banner',
        '-nostats',
        '-copyts',
        '-f',
        'mpegts',
        '-i',
        'pipe:0',
        '-af',
        silenceDetect(),
        '-f',
        'null',
        '-',
      ],
      input,
    );
    for (const found of log.matchAll(/silence_end: (-?[\d.]+)/g)) {
      const t = Number(found[1]);
      // Inside a segment only: the input's end, reached in silence, is reported as an end too.
      for (const owner of [before, segment])
        if (owner && t >= owner.startPts && t < owner.startPts + owner.duration - 0.001)
          heard(owner, t - owner.startPts);
    }
  }

  const done = follow(client, playlistPath, {
    stopped: () => stopping,
    reloadMs: RELOAD_MS,
    shift: () => {
      const ms = shiftMs;
      shiftMs = 0;
      return ms;
    },
    onPlaylist: (ms) => stats.playlistMs.push(ms),
    onSkip: (count) => (stats.skipped += count),
    onSegment: (s, bytes, t) => {
      stats.segments += 1;
      const segment = { ...s, ...t, bytes, startPts: firstPts(bytes) };
      const before = previous?.n === s.n - 1 ? previous : null;
      previous = segment;
      queue = queue
        .then(() => detect(before, segment))
        .catch((error) => {
          stats.errors += 1;
          stats.lastError = String(error.message ?? error);
        });
    },
    onError: (error) => {
      stats.errors += 1;
      stats.lastError = String(error?.message ?? error).slice(0, 200);
    },
  });
  return {
    stats,
    /** Starts afresh the figures kept across a window (the markers keep their own). */
    reset() {
      stats.playlistMs = [];
      stats.segments = 0;
      stats.skipped = 0;
      stats.errors = 0;
      stats.unmatched = 0;
    },
    async stop() {
      stopping = true;
      await done;
      await queue;
    },
  };
}

function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The server's ffmpeg children (the call's mix); its pid, or null. */
function mixPid(serverPid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.split(') ')[1].split(' ')[1]);
      if (ppid === serverPid && comm === 'ffmpeg') return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/** The machine's busy and total CPU ticks (/proc/stat), every core. */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  const idle = values[3] + values[4];
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** CPU over `seconds`, read each second: node and mix as % of one core, the machine's share. */
async function cpuWindow(serverPid, seconds) {
  const mix = mixPid(serverPid);
  const read = () => ({
    t: now(),
    node: cpuTicks(serverPid),
    mix: cpuTicks(mix),
    ...machineTicks(),
  });
  const first = read();
  let last = first;
  const perSecond = [];
  for (let s = 1; s <= seconds; s++) {
    await sleep(first.t + s * 1000 - now());
    const cur = read();
    perSecond.push(((cur.node - last.node) / CLK_TCK / ((cur.t - last.t) / 1000)) * 100);
    last = cur;
  }
  const wall = (last.t - first.t) / 1000;
  const share = (a, b) =>
    a === null || b === null ? Number.NaN : ((b - a) / CLK_TCK / wall) * 100;
  return {
    seconds: wall,
    node: share(first.node, last.node),
    nodeMax: Math.max(...perSecond),
    mix: share(first.mix, last.mix),
    machine: ((last.busy - first.busy) / (last.total - first.total)) * 100,
  };
}

/** A forked process of simulated listeners, answering {id, type} requests. */
function listenerProcess() {
  const proc = fork(fileURLToPath(new URL('./call-audio-listeners.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const pending = new Map();
  let onReady;
  const ready = new Promise((resolve) => (onReady = resolve));
  proc.on('message', (message) => {
    if (message.ready) return onReady();
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) call?.resolve(message.result);
    else call?.reject(new Error(message.error));
  });
  return {
    ready,
    call: (type, args = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        proc.send({ id, type, ...args });
      }),
    kill: () => proc.kill(),
  };
}

/** Splits `total` listeners over the processes, as evenly as it goes. */
const shares = (total, procs) =>
  Array.from({ length: procs }, (_, i) => Math.floor(total / procs) + (i < total % procs ? 1 : 0));

async function transition(coordinator, Transition) {
  await coordinator.req('POST', `${CALL}/console/transition`, { Transition });
}

/** Waits for the live stream's playlist to list segments; returns its path. */
async function liveStream(client) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await client.req('GET', `${CALL}/livestream`, undefined, { raw: true });
    if (res.ok) {
      const { Url } = await res.json();
      const playlist = await client.req('GET', Url, undefined, { raw: true });
      if (playlist.ok && (await playlist.text()).includes('.ts')) return Url;
    } else await res.arrayBuffer();
    await sleep(250);
  }
  throw new Error('the call audio stream did not start');
}

/** bench:live-latency with one viewer, its own server; its output and its 1-viewer figures. */
function liveVideoBaseline() {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, VIEWERS: '1', MEASURE_S: String(VIDEO_MEASURE_S) };
    delete env.BENCH_BASE_URL;
    const child = spawn(process.execPath, ['scripts/bench/live-latency.mjs'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.on('error', reject);
    child.on('close', (code) => {
      const row =
        /^\s+1\s+(\d+)\s+(\d+)\s+([\d.]+) s\s+([\d.]+) s\s+([\d.]+) s\s+([\d.]+) s\s+([\d.]+) s/m.exec(
          output,
        );
      const hold = /player holds (\d+(?:\.\d+)?) s back/.exec(output);
      resolve({
        code,
        output,
        figures: row && {
          segments: Number(row[1]),
          errors: Number(row[2]),
          edgeP50: Number(row[3]),
          edgeP95: Number(row[4]),
          edgeMax: Number(row[5]),
          playerP50: Number(row[6]),
          playerP95: Number(row[7]),
          holdBack: hold ? Number(hold[1]) : Number.NaN,
        },
      });
    });
  });
}

async function main() {
  const hold = holdBack();
  const work = mkdtempSync(join(tmpdir(), 'podium-call-audio-'));
  const marker = await encodeCycle(
    `if(between(t,${BEEP.at},${BEEP.at + BEEP.seconds}),${BEEP.amplitude}*sin(2*PI*${BEEP.hz}*t),0)`,
    work,
    'marker',
  );
  const tone = await encodeCycle('0.3*sin(2*PI*440*t)', work, 'tone');
  rmSync(work, { recursive: true, force: true });
  if (!marker.onset) throw new Error('no onset found in the encoded marker');

  const server = await startServer();
  const base = server.baseUrl;
  const cpuRows = [];
  const latencyRows = [];
  let pacer = null;
  let measuring = null;
  const speakers = [];
  const procs = [];
  try {
    const coordinator = await Client.signedIn(base, 'coordinator@podium.test');
    const panelist = await Client.signedIn(base, 'panelist@podium.test');
    const admin = await Client.signedIn(base, 'admin@podium.test');
    const guest = await Client.signedIn(base, 'attendee@podium.test');
    const listener = await Client.attendee(base);
    // Every simulated listener enters first, so entering costs nothing measured.
    const simulated = Math.max(0, ...LISTENERS.map((n) => n - 1));
    const procCount = Math.min(PROCS, simulated);
    for (let i = 0; i < procCount; i++) procs.push(listenerProcess());
    await Promise.all(procs.map((p) => p.ready));
    const entering = now();
    await Promise.all(
      shares(simulated, procCount).map((count, i) =>
        procs[i].call('enter', { baseUrl: base, count }),
      ),
    );
    if (simulated > 0)
      console.log(`${simulated} listeners entered in ${((now() - entering) / 1000).toFixed(1)} s`);

    await transition(coordinator, 'practice');
    await transition(coordinator, 'live');
    // The attendee is given the floor, as a moderator answers a raised hand.
    await coordinator.req('PUT', `${CALL}/bridgeParticipant`, {
      AllowToTalk: true,
      BridgeParticipantId: null,
      audioState: 'Unmuted',
      coreUserId: guest.coreId,
      emailAddress: null,
    });
    const playlistPath = await liveStream(listener);

    // Server CPU per speaker: the call LIVE, no listener.
    const voices = [
      { client: panelist, packets: marker.packets, marks: true },
      { client: admin, packets: tone.packets, marks: false },
      { client: coordinator, packets: tone.packets, marks: false },
      { client: guest, packets: tone.packets, marks: false },
    ];
    pacer = createPacer(marker.onset);
    const join = async () => {
      const voice = voices[speakers.length];
      const made = await joinSpeaker(base, voice.client.asTestClient(), PRES, CONF);
      speakers.push({ speaker: made, coreId: voice.client.coreId });
      const ack = await made.join();
      if (!ack.ok) throw new Error(`speaker ${voice.client.coreId} refused: ${ack.error}`);
      pacer.add(made, voice.packets, voice.marks);
    };
    const allHeard = () =>
      until(
        () =>
          speakers.every(({ speaker }) =>
            speakers.every(
              (other) => other.speaker === speaker || (speaker.heard.get(other.coreId) ?? 0) > 25,
            ),
          ),
        20_000,
      );
    for (const count of [...new Set(SPEAKERS)].sort((a, b) => a - b)) {
      while (speakers.length < count) await join();
      if (count > 1 && !(await allHeard())) console.error('speakers do not all hear each other');
      await sleep(SETTLE_S * 1000);
      cpuRows.push({ speakers: count, listeners: 0, ...(await cpuWindow(server.pid, CPU_S)) });
      console.log(`server CPU measured with ${count} speaker(s)`);
    }

    // Latency: the marking speaker alone.
    if (speakers.length === 0) await join();
    while (speakers.length > 1) {
      const { speaker } = speakers.pop();
      pacer.remove(speaker);
      speaker.close();
    }
    await sleep(SETTLE_S * 1000);
    measuring = measuringListener(listener, playlistPath, pacer.markers);
    await sleep(WARMUP_S * 1000);
    for (const n of LISTENERS) {
      const counts = shares(n - 1, procCount);
      await Promise.all(
        counts.map((count, i) =>
          count > 0 ? procs[i].call('start', { count, reloadMs: RELOAD_MS }) : null,
        ),
      );
      await sleep(WARMUP_S * 1000);
      measuring.reset();
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const from = now();
      const cpu = await cpuWindow(server.pid, MEASURE_S);
      const to = now();
      const inWindow = (m) => m.sentAt >= from && m.sentAt < to;
      await until(() => pacer.markers.filter(inWindow).every((m) => m.heard), TAIL_S * 1000);
      loop.disable();
      const others = (
        await Promise.all(counts.map((count, i) => (count > 0 ? procs[i].call('stop') : null)))
      ).filter(Boolean);
      const own = measuring.stats;
      const ownRate = (own.playlistMs.length + own.segments + own.errors) / ((now() - from) / 1000);
      const othersRate = others.reduce((a, o) => a + o.requests / o.seconds, 0);
      const sent = pacer.markers.filter(inWindow);
      const heard = sent.map((m) => m.heard).filter(Boolean);
      const of = (key) => heard.map((h) => h[key]);
      // Every listener's download of each segment where a marker was heard.
      const everyone = heard.flatMap((h) => [
        h.edgeS,
        ...others
          .flatMap((o) => o.downloads[h.n] ?? [])
          .map((at) => (at - h.lastSampleSpoken) / 1000),
      ]);
      latencyRows.push({
        listeners: n,
        sent: sent.length,
        heard: heard.length,
        edge: of('edgeS'),
        listed: of('listedS'),
        inHand: of('inHandS'),
        downloadMs: of('downloadMs'),
        pdtOffset: of('pdtOffsetS'),
        everyone,
        playlistMs: measuring.stats.playlistMs,
        errors: measuring.stats.errors + others.reduce((a, o) => a + o.errors, 0),
        lastError: measuring.stats.lastError || others.find((o) => o.lastError)?.lastError || '',
        unmatched: measuring.stats.unmatched,
        simPlaylistMs: others.flatMap((o) => o.playlistMs),
        simDownloadMs: others.flatMap((o) => o.downloadMs),
        simSegments: others.reduce((a, o) => a + o.segments, 0),
        skipped: own.skipped,
        simSkipped: others.reduce((a, o) => a + o.skipped, 0),
        simLoopMaxMs: Math.max(0, ...others.map((o) => o.loopMaxMs)),
        simCpu: others.reduce((a, o) => a + o.cpuShare, 0),
        /** Requests a second: every listener together, and one simulated listener on average. */
        requestRate: ownRate + othersRate,
        simRatePerListener: n > 1 ? othersRate / (n - 1) : Number.NaN,
        ownRate,
        loopMaxMs: loop.max / 1e6,
        lateMaxMs: Math.max(0, ...sent.map((m) => m.lateMs)),
        cpu,
      });
      console.log(`latency measured with ${n} listener(s)`);
    }
    await measuring.stop();
    measuring = null;
    await transition(coordinator, 'end');
  } finally {
    pacer?.stop();
    await measuring?.stop().catch(() => undefined);
    for (const { speaker } of speakers) speaker.close();
    for (const p of procs) p.kill();
    await server.stop();
  }

  let video = null;
  if (VIDEO_MEASURE_S > 0) {
    console.log(`\nbench:live-latency, 1 viewer, MEASURE_S=${VIDEO_MEASURE_S}:`);
    video = await liveVideoBaseline();
    process.stdout.write(video.output.replace(/^/gm, '  | '));
    process.stdout.write('\n');
  }
  report({ hold, cpuRows, latencyRows, video });
}

function report({ hold, cpuRows, latencyRows, video }) {
  const s = (x, w = 8) => (Number.isFinite(x) ? `${x.toFixed(2)} s` : '-').padStart(w);
  const ms = (x, w = 6) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '-').padStart(w);
  const pc = (x, w = 8) => (Number.isFinite(x) ? `${x.toFixed(1)} %` : '-').padStart(w);
  const two = (xs, f, w) => `${f(pct(xs, 50))} /${f(pct(xs, 95))}`.padStart(w);
  const h = hold.seconds;
  console.log(
    `\ncall audio, mouth to ear (demo 2001, one speaker, ${CALL_AUDIO_SEGMENT_SECONDS} s AAC segments);` +
      ` the player holds ${h} s back (${hold.source})`,
  );
  console.log(
    '                     measuring listener                                     every listener',
  );
  console.log(
    'listeners  markers  edge p50  edge p95  player p50  player p95  player max  player p50  player p95  player max  downloads',
  );
  for (const r of latencyRows)
    console.log(
      `${String(r.listeners).padStart(9)}  ${`${r.heard}/${r.sent}`.padStart(7)}  ${s(pct(r.edge, 50))}  ${s(pct(r.edge, 95))}  ${s(pct(r.edge, 50) + h, 10)}  ${s(pct(r.edge, 95) + h, 10)}  ${s(pct(r.edge, 100) + h, 10)}  ${s(pct(r.everyone, 50) + h, 10)}  ${s(pct(r.everyone, 95) + h, 10)}  ${s(pct(r.everyone, 100) + h, 10)}  ${String(r.everyone.length).padStart(9)}`,
    );
  if (video?.figures) {
    const v = video.figures;
    console.log(
      `live video baseline (bench:live-latency, demo 3001, 1 s segments, the player holds ${v.holdBack} s back):`,
    );
    console.log(
      `${'1 viewer'.padStart(9)}  ${'-'.padStart(7)}  ${s(v.edgeP50)}  ${s(v.edgeP95)}  ${s(v.playerP50, 10)}  ${s(v.playerP95, 10)}  ${s(v.edgeMax + v.holdBack, 10)}  (${v.segments} segments)`,
    );
  } else if (video) console.log(`live video baseline: no figures (exit ${video.code})`);
  console.log('goal for the call (product): player latency ≤ 2 s at 500 listeners; floor 4 s');

  console.log('\nwhere the call audio time goes (measuring listener, over its markers)');
  console.log(
    'listeners  listed min/p50  in hand p50  download p50/p95  playlist p50/p95  PDT offset p50  errors  unmatched  skipped',
  );
  for (const r of latencyRows)
    console.log(
      `${String(r.listeners).padStart(9)}  ${`${s(pct(r.listed, 0), 6)} /${s(pct(r.listed, 50), 6)}`.padStart(14)}  ${s(pct(r.inHand, 50), 11)}  ${two(r.downloadMs, ms, 16)}  ${two(r.playlistMs, ms, 16)}  ${s(pct(r.pdtOffset, 50), 14)}  ${String(r.errors).padStart(6)}  ${String(r.unmatched).padStart(9)}  ${String(r.skipped).padStart(7)}`,
    );
  console.log(
    'requests a second: every listener together, the measuring one, a simulated one on average;',
  );
  console.log("loop max and CPU: the simulated listeners' processes, then this one (the speaker)");
  console.log(
    'listeners  req/s  this  each  others: segments  skipped  playlist p50/p95  download p50/p95  loop max     CPU  |  loop max  marker late max',
  );
  const rate = (x, w) => (Number.isFinite(x) ? x.toFixed(1) : '-').padStart(w);
  for (const r of latencyRows)
    console.log(
      `${String(r.listeners).padStart(9)}  ${rate(r.requestRate, 5)}  ${rate(r.ownRate, 4)}  ${rate(r.simRatePerListener, 4)}  ${String(r.simSegments).padStart(16)}  ${String(r.simSkipped).padStart(7)}  ${two(r.simPlaylistMs, ms, 16)}  ${two(r.simDownloadMs, ms, 16)}  ${ms(r.simLoopMaxMs, 8)}  ${pc(r.simCpu * 100, 7)}  |  ${ms(r.loopMaxMs, 8)}  ${ms(r.lateMaxMs, 15)}`,
    );
  for (const r of latencyRows)
    if (r.lastError) console.log(`  ${r.listeners} listeners, last error: ${r.lastError}`);

  console.log(
    '\nserver CPU, % of one core (node process; its ffmpeg mix apart); the call LIVE; machine: every core',
  );
  console.log('speakers  listeners  window  node avg  node max 1 s  ffmpeg mix  machine busy');
  const rows = [
    ...cpuRows,
    ...latencyRows.map((r) => ({ speakers: 1, listeners: r.listeners, ...r.cpu })),
  ];
  for (const r of rows)
    console.log(
      `${String(r.speakers).padStart(8)}  ${String(r.listeners).padStart(9)}  ${`${Math.round(r.seconds)} s`.padStart(6)}  ${pc(r.node)}  ${pc(r.nodeMax, 12)}  ${pc(r.mix, 10)}  ${pc(r.machine, 12)}`,
    );
  const none = cpuRows.find((r) => r.speakers === 0);
  const one = cpuRows.find((r) => r.speakers === 1);
  const perSecond = (x) => `${(x * 10).toFixed(2)} ms`;
  if (none)
    for (const r of cpuRows.filter((c) => c.speakers > 0))
      console.log(
        `per speaker (${r.speakers} against none): node ${perSecond((r.node - none.node) / r.speakers)}, mix ${perSecond((r.mix - none.mix) / r.speakers)} of CPU a second`,
      );
  if (one) {
    const alone = latencyRows.find((r) => r.listeners === 1);
    for (const r of latencyRows) {
      const perRequestMs = ((r.cpu.node - one.node) * 10) / r.requestRate;
      console.log(
        `per listener (${r.listeners} against none, one speaker): node ${perSecond((r.cpu.node - one.node) / r.listeners)} of CPU a second;` +
          ` ${perRequestMs.toFixed(2)} ms a request at ${r.requestRate.toFixed(0)} requests a second`,
      );
      if (alone && r.listeners > 1)
        console.log(
          `  ${r.listeners} listeners asking as often as one alone (${alone.ownRate.toFixed(1)} requests a second each) would take` +
            ` about ${pc((perRequestMs * alone.ownRate * r.listeners) / 10, 0)} of one core for node at that cost`,
        );
    }
  }
}

await main();

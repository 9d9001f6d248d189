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
//
// The marked voice and the measuring listener: call-audio-marker.mjs; the CPU windows:
// call-audio-cpu.mjs; the report: call-audio-report.mjs.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { speaker as joinSpeaker, until } from '../../apps/server/test/helpers/call-audio.ts';
import { Client, CONF, now, PRES } from './call-audio-listeners.mjs';
import { cpuWindow } from './call-audio-cpu.mjs';
import { createPacer, encodeCycle, measuringListener } from './call-audio-marker.mjs';
import { report } from './call-audio-report.mjs';
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

const CALL = `presentations/${PRES}/conferencecalls/${CONF}`;
const BEEP = { at: 1, seconds: 0.2, hz: 1000, amplitude: 0.5 };
/** A marker sent within the window has until it is heard, or this long after the window. */
const TAIL_S = 10;
const WARMUP_S = 3;
const SETTLE_S = 2;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The hold-back of the viewer's hls.js configuration for the call's audio. */
function holdBack() {
  const file = join(repoRoot, 'apps/web/src/features/conference/useLiveAudio.ts');
  const found = /liveSyncDuration:\s*([\d.]+)/.exec(readFileSync(file, 'utf8'));
  return found
    ? { seconds: Number(found[1]), source: 'liveSyncDuration of apps/web useLiveAudio.ts' }
    : { seconds: 1, source: 'assumed: apps/web useLiveAudio.ts sets no liveSyncDuration' };
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
    measuring = measuringListener(listener, playlistPath, pacer.markers, RELOAD_MS);
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

await main();

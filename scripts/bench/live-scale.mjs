// `npm run bench:live-scale` — live video to a large audience through the shared cache: how many
// requests reach Node per segment, how far behind the live edge viewers are, and what Node spends,
// with deploy/nginx.conf's media cache in front and, in the same run, without it.
//
// The real server (apps/server/src/main.ts, PGlite in its own DATA_DIR) runs demo 3001 live,
// driven over REST as the console drives it: the coordinator reads the encoder settings (SPEC §7
// getConnectionURL: the RTMP URL and stream key), an encoder (the bundled ffmpeg, a lavfi testsrc
// pattern with a sine tone in real time) pushes to that ingest, and the coordinator starts the
// event and the broadcast. nginx runs twice in front of the server with deploy/nginx.conf
// (e2e/support/nginx-config.ts templates it as the e2e spec's nginx): once as it is (the cache,
// its lock and X-Cache-Status on signed segment paths), once with `proxy_cache off` (the
// baseline: the same proxy, every request forwarded to Node; `--baseline direct` sends the
// viewers straight to Node instead). N viewers (live-scale-viewers.mjs, spread over child
// processes at a lower priority) each enter as an attendee with a session of their own (created
// ahead, in batches, once for the largest N) and play as hls.js does at the live edge: reload the
// per-viewer playlist every target duration (half of one when nothing new was listed) and fetch
// every new segment under its signed path. Per N, with and then without the cache, after a
// warm-up (every viewer playing), a window of --window seconds is measured:
// - at Node per segment: the signed segment requests the server received for each segment first
//   listed in the window (counted inside the server by live-scale-count.mjs), mean and max; goal
//   ≤ 2 with the cache (a segment listed as the signing window turns, every minute, is named under
//   two signed paths, two cache keys). MISS per segment: the same seen by the viewers, from
//   nginx's X-Cache-Status (MISS, EXPIRED, STALE, UPDATING or BYPASS per segment listed).
// - latency: for every segment first listed in the window and every viewer that had it, the
//   moment the viewer had its last byte less the moment the segment was first listed at the
//   origin (ffmpeg's own playlist on the server's disk, read every 50 ms: the edge every viewer
//   follows); p50/p95/max; goal p95 ≤ 3 s. A player holding segments back for smooth play
//   (hls.js liveSyncDurationCount) shows them later still, by its own choice.
// - errors: viewers' requests that failed (HTTP status other than 200, a network error, no first
//   byte within hls.js's 10 s); missed: segments listed in the window a watching viewer never had
//   (it fell so far behind that they left the live window); goal 0.
// - CPU, per second of wall time: Node (the server process alone: user + system time of all its
//   threads), nginx, the transcoder (the server's ffmpeg), the viewers' processes, and how busy
//   the whole machine was; Node's playlist and segment answers per second (2xx), and Node's CPU
//   per playlist answered (all its CPU, over the playlists: with the cache, what each viewer's
//   reload costs it, the background renewals of the viewers' standing included).
// A benchmark: it prints figures, stops itself, and exits 0 unless it could not run.
//
// Usage: node --import tsx scripts/bench/live-scale.mjs [--viewers 1000,5000,10000]
//   [--window 30] [--warmup 10] [--procs 2] [--client-nice 10] [--sockets 256]
//   [--baseline nginx|direct] [--pattern 320x180] (or LIVE_SCALE_VIEWERS / LIVE_SCALE_WINDOW_S /
//   LIVE_SCALE_WARMUP_S / LIVE_SCALE_PROCS / LIVE_SCALE_CLIENT_NICE / LIVE_SCALE_SOCKETS /
//   LIVE_SCALE_BASELINE / LIVE_SCALE_PATTERN). --sockets: keep-alive connections per viewers'
//   process (a browser has its own; pooled here). --warmup: the least wait before a window; it
//   also waits (90 s at most) until every viewer plays. The npm script raises `ulimit -n` as
//   bench:restart does. RESTART_SERVER_NODE_ARGS (restart-server.mjs) adds Node options to the
//   server (for instance `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its CPU goes).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { forkWorker, freePort, option } from './bench-process.mjs';
import { createPool } from './restart-http.mjs';
import { fmt } from './restart-report.mjs';
import { latencyStats, printTable, printVerdicts } from './live-scale-report.mjs';
import { createServerProcess } from './restart-server.mjs';
import { cpuNow, cpuPerS, goLive, readCounts, startNginx } from './live-scale-stack.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

const SIZES = option('viewers', 'LIVE_SCALE_VIEWERS', '1000,5000,10000')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const WINDOW_MS = Number(option('window', 'LIVE_SCALE_WINDOW_S', '30')) * 1000;
const WARMUP_MS = Number(option('warmup', 'LIVE_SCALE_WARMUP_S', '10')) * 1000;
const PROCS = Math.max(1, Number(option('procs', 'LIVE_SCALE_PROCS', '2')));
/**
 * The viewers' processes run at this lower priority (nice), as bench:restart's: the audience of
 * a real event plays on machines of its own; here it shares the server's cores. 0: equal.
 */
const CLIENT_NICE = Math.min(
  19,
  Math.max(0, Number(option('client-nice', 'LIVE_SCALE_CLIENT_NICE', '10'))),
);
const SOCKETS = Math.max(1, Number(option('sockets', 'LIVE_SCALE_SOCKETS', '256')));
const BASELINE = option('baseline', 'LIVE_SCALE_BASELINE', 'nginx');
/**
 * The encoder's picture: small, so that the viewers' downloads (every viewer takes every
 * segment over loopback) weigh less on the machine the server shares with them; the segment
 * size is printed.
 */
const PATTERN = option('pattern', 'LIVE_SCALE_PATTERN', '320x180');
const PRES_ID = 3001;
const CONF_ID = 7301;
/** Sessions entered at once per viewers' process (each entry is four requests). */
const SETUP_CONCURRENCY = 25;
/** After the warm-up, how long to wait at most for every viewer to be playing. */
const PLAYING_WAIT_MS = 90_000;
/** After the window, how long viewers go on so segments listed at its end are fetched too. */
const GRACE_MS = 4_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function worker() {
  return forkWorker(here('./live-scale-viewers.mjs'), CLIENT_NICE);
}

/** `n` split over the processes as evenly as it goes. */
const shares = (n, parts) =>
  Array.from({ length: parts }, (_, i) => Math.floor(n / parts) + (i < n % parts ? 1 : 0));

/** The server's counts as written at or after `after` (epoch ms). */
async function countsAfter(file, after) {
  for (let i = 0; i < 50; i++) {
    const counts = readCounts(file);
    if (counts && counts.at >= after) return counts;
    await sleep(50);
  }
  throw new Error('the server wrote no request counts (live-scale-count.mjs not loaded?)');
}

const sum = (results, key) => results.reduce((total, r) => total + r[key], 0);
const diffCounts = (a, b) => {
  const out = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
    out[key] = (b[key] ?? 0) - (a[key] ?? 0);
  return out;
};

async function phase({ n, mode, workers, server, origin, countFile }) {
  const parts = shares(n, workers.length);
  const active = workers.filter((_, i) => parts[i] > 0);
  const all = (type, args = {}) => Promise.all(active.map((w) => w.call(type, args)));
  await Promise.all(
    active.map((w, i) =>
      w.call('start', { baseUrl: mode.baseUrl, count: parts[i], maxSockets: SOCKETS }),
    ),
  );
  try {
    await sleep(WARMUP_MS);
    const playingBy = Date.now() + PLAYING_WAIT_MS;
    let playing = sum(await all('snapshot'), 'playing');
    while (playing < n && Date.now() < playingBy) {
      await sleep(500);
      playing = sum(await all('snapshot'), 'playing');
    }
    const from = Date.now();
    const load0 = loadavg()[0];
    const cpu0 = cpuNow({ server, nginx: mode.nginx, workers: active });
    const counts0 = await countsAfter(countFile, from);
    const viewers0 = await all('snapshot');
    await sleep(WINDOW_MS);
    const to = Date.now();
    const cpu1 = cpuNow({ server, nginx: mode.nginx, workers: active });
    const counts1 = await countsAfter(countFile, to);
    const viewers1 = await all('snapshot');
    const load1 = loadavg()[0];
    await sleep(GRACE_MS);
    await all('stop');
    // Per segment listed in the window, counted once its viewers have fetched it (the grace).
    const { perSegment } = await countsAfter(countFile, Date.now());
    const listed = origin.between(from, to);
    const files = Object.keys(listed);
    const reports = await all('report', { listed });
    const latency = latencyStats(reports.flatMap((r) => r.latencies));
    const atNode = files.map((file) => perSegment[file] ?? 0);
    const countsWall = (counts1.at - counts0.at) / 1000;
    const seen = viewers0.map((v0, i) => ({
      errors: viewers1[i].errors - v0.errors,
      reasons: diffCounts(v0.reasons, viewers1[i].reasons),
      cache: diffCounts(v0.cache, viewers1[i].cache),
      segmentOk: viewers1[i].segmentOk - v0.segmentOk,
      bytes: viewers1[i].bytes - v0.bytes,
      loopP99Ms: viewers1[i].delay?.p99Ms ?? NaN,
    }));
    const reasons = {};
    const cache = {};
    for (const v of seen) {
      for (const [k, c] of Object.entries(v.reasons)) if (c) reasons[k] = (reasons[k] ?? 0) + c;
      for (const [k, c] of Object.entries(v.cache)) cache[k] = (cache[k] ?? 0) + c;
    }
    return {
      n,
      mode: mode.name,
      cache: mode.cache,
      playing,
      segments: files.length,
      nodePerSegment: {
        mean: atNode.length ? atNode.reduce((a, b) => a + b, 0) / atNode.length : NaN,
        max: atNode.length ? Math.max(...atNode) : NaN,
      },
      missPerSegment: sum(reports, 'misses') / files.length,
      cacheStatuses: cache,
      latency,
      errors: sum(seen, 'errors'),
      reasons,
      missed: sum(reports, 'missed'),
      segmentBytes: sum(seen, 'bytes') / Math.max(1, sum(seen, 'segmentOk')),
      cpu: cpuPerS(cpu0, cpu1),
      nodePlaylistsPerS: (counts1.playlistOk - counts0.playlistOk) / countsWall,
      nodeRefusedPerS:
        (counts1.playlistRefused -
          counts0.playlistRefused +
          counts1.segmentRefused -
          counts0.segmentRefused) /
        countsWall,
      nodeSegmentsPerS: (counts1.segmentOk - counts0.segmentOk) / countsWall,
      loopP99Ms: Math.max(...seen.map((v) => v.loopP99Ms)),
      load: [load0, load1],
    };
  } finally {
    await all('stop').catch(() => undefined);
  }
}

const [port, rtmpPort, cachedPort, uncachedPort] = await Promise.all(
  Array.from({ length: 4 }, () => freePort()),
);
const dataDir = mkdtempSync(join(tmpdir(), 'podium-live-scale-'));
const countFile = join(dataDir, 'live-scale-counts.json');
const server = createServerProcess({
  port,
  dataDir,
  env: {
    RTMP_PORT: String(rtmpPort),
    RTMP_BIND_HOST: '127.0.0.1',
    RTMP_PUBLIC_HOST: '127.0.0.1',
    LIVE_SCALE_COUNT_FILE: countFile,
  },
  nodeArgs: ['--import', pathToFileURL(here('./live-scale-count.mjs')).href],
});
const pool = createPool(server.baseUrl, { maxSockets: 8 });
const stops = [];
const rows = [];
let failed = false;
try {
  const t = Date.now();
  await server.start();
  const cached = await startNginx({ port: cachedPort, upstreamPort: port, cache: true });
  stops.push(cached.stop);
  const uncached =
    BASELINE === 'direct'
      ? null
      : await startNginx({ port: uncachedPort, upstreamPort: port, cache: false });
  if (uncached) stops.push(uncached.stop);
  const live = await goLive(pool, { dataDir, presId: PRES_ID, pattern: PATTERN });
  stops.unshift(live.encoder.stop, async () => live.origin.stop());
  const modes = [
    { name: 'nginx cache', cache: true, baseUrl: cached.baseUrl, nginx: cached },
    uncached
      ? { name: 'nginx, cache off', cache: false, baseUrl: uncached.baseUrl, nginx: uncached }
      : {
          name: 'direct to Node',
          cache: false,
          baseUrl: server.baseUrl,
          nginx: { pids: () => [] },
        },
  ];
  console.log(
    `live-scale: ${SIZES.join(', ')} viewers of ${PRES_ID}, ${PROCS} viewers' processes at nice ` +
      `${CLIENT_NICE}, ${SOCKETS} connections each; window ${WINDOW_MS / 1000} s after a ` +
      `${WARMUP_MS / 1000} s warm-up; encoder ${PATTERN} testsrc → ${live.rtmpUrl}; ` +
      `${cpus().length} cores, load ${fmt(loadavg()[0], 2)}; live after ${fmt((Date.now() - t) / 1000, 1)} s`,
  );
  const workers = shares(Math.max(...SIZES), PROCS)
    .filter((count) => count > 0)
    .map(() => worker());
  stops.unshift(async () => {
    await Promise.all(workers.map((w) => w.call('close').catch(() => undefined)));
    await Promise.race([Promise.all(workers.map((w) => w.exited)), sleep(5_000)]);
  });
  await Promise.all(workers.map((w) => w.ready));
  const setupAt = Date.now();
  const entries = await Promise.all(
    shares(Math.max(...SIZES), workers.length).map((count, i) =>
      workers[i].call('setup', {
        baseUrl: server.baseUrl,
        count,
        concurrency: SETUP_CONCURRENCY,
        presId: PRES_ID,
        confId: CONF_ID,
      }),
    ),
  );
  const entered = sum(entries, 'entered');
  console.log(
    `  ${entered} attendees entered with sessions of their own in ` +
      `${fmt((Date.now() - setupAt) / 1000, 1)} s` +
      (sum(entries, 'failures')
        ? ` (${sum(entries, 'failures')} failed: ${entries.find((e) => e.lastError)?.lastError})`
        : ''),
  );
  if (entered < Math.max(...SIZES)) throw new Error('not every attendee could enter');
  for (const n of SIZES)
    for (const mode of modes) {
      const row = await phase({ n, mode, workers, server, origin: live.origin, countFile });
      rows.push(row);
      console.log(
        `  ${n} (${mode.name}): ${row.playing}/${n} playing; ${row.segments} segments of ` +
          `${fmt(row.segmentBytes / 1024, 0)} KiB; at Node per segment ` +
          `${fmt(row.nodePerSegment.mean, 2)} (max ${fmt(row.nodePerSegment.max, 0)}); latency ` +
          `p50 ${fmt(row.latency.p50 / 1000, 2)} s, p95 ${fmt(row.latency.p95 / 1000, 2)} s; ` +
          `${row.errors} errors, ${row.missed} missed; Node CPU ${fmt(row.cpu.node, 2)} s/s, ` +
          `${fmt(row.nodePlaylistsPerS, 0)} playlists/s (${fmt(row.nodePlaylistsPerS / n, 2)} per ` +
          `viewer), ${fmt(row.nodeRefusedPerS, 1)} refused/s; machine ${fmt(row.cpu.machineBusy * 100, 0)} % busy` +
          (row.cache ? `; X-Cache-Status ${JSON.stringify(row.cacheStatuses)}` : ''),
      );
    }
} catch (error) {
  failed = true;
  console.error(`live-scale bench could not run: ${error?.stack ?? error}\n${server.stderr()}`);
} finally {
  for (const stop of stops) await stop().catch(() => undefined);
  pool.close();
  await server.stop();
}

if (rows.length > 0) {
  console.log('');
  printTable(rows);
  console.log('');
  printVerdicts(rows);
}
rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);

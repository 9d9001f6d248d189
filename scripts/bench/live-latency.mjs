// npm run bench:live-latency — the attendee's latency behind the live edge on the built-in live
// video provider (ARCHITECTURE §7 budget: ≤ 6 s), with 1 and with 200 simulated HLS viewers.
//
// A real server (fresh demo data) runs demo 3001. A feeder plays the studio's part: a WebM
// recording (VP8 + Opus from a test pattern, as MediaRecorder sends), encoded beforehand and sent
// in real time, whose chunks are posted in order to the studio ingest; the coordinator starts the event and the broadcast. Each
// simulated viewer is an attendee with a session of its own (DEMO-3001) that behaves as hls.js
// does: it reloads the live playlist about every half target duration and downloads each new
// segment. For every segment a viewer gets, the edge latency is the moment its download finished
// less the moment its last frame was captured (the feed's start plus the segment's end in media
// time). A player holding LIVE_SYNC_SEGMENTS segments back (the viewer's hls.js configuration,
// apps/web useHlsVideo) plays that much further behind: player latency = edge latency + hold-back.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { startServer } from './server.mjs';

const VIEWER_COUNTS = (process.env.VIEWERS ?? '1,200').split(',').map(Number);
const MEASURE_S = Number(process.env.MEASURE_S ?? 20);
const WARMUP_S = 4;
const PRES = 3001;
const CONF = 7301;
const API = '/api/v1/nrsservice';
/** apps/web/src/features/live-video/useHlsVideo.ts LIVE_SYNC_SEGMENTS. */
const LIVE_SYNC_SEGMENTS = 2;
const SEGMENT_S = 1;
const RELOAD_MS = 500;

class Client {
  constructor(base) {
    this.base = base;
    this.cookie = '';
    this.token = '';
  }
  async req(method, path, body, headers = {}) {
    const h = { IanaTimeZone: 'UTC', ...headers };
    if (this.cookie) h.cookie = this.cookie;
    if (method !== 'GET' && this.token) h.RequestVerificationToken = this.token;
    let payload = body;
    if (body !== undefined && !(body instanceof Uint8Array)) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const url = path.startsWith('/') ? `${this.base}${path}` : `${this.base}${API}/${path}`;
    const res = await fetch(url, { method, headers: h, body: payload });
    const set = res.headers.getSetCookie?.() ?? [];
    for (const c of set) if (c.startsWith('podium_sid=')) this.cookie = c.split(';')[0];
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  }
  async loadUser() {
    const res = await this.req('GET', `account/GetLoggedInUserForPresentation?presId=${PRES}`);
    this.token = (await res.json()).AntiForgeryToken;
  }
  static async signedIn(base, email) {
    const c = new Client(base);
    await c.req('POST', 'account/signin', { email, password: 'podium' });
    await c.loadUser();
    return c;
  }
  static async attendee(base) {
    const c = new Client(base);
    await c.req('POST', 'entrycode/processEntrycode', { EntryCode: `DEMO-${PRES}` });
    await c.loadUser();
    await c.req('POST', `presentations/${PRES}/conferencecalls/${CONF}/participants`, {
      conferenceId: CONF,
      emailAddress: '',
    });
    return c;
  }
}

const FFMPEG = process.env.FFMPEG_PATH || 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg';

/**
 * The studio's recording, made before anything is measured: WebM with VP8 and Opus from a test
 * pattern, as MediaRecorder sends. Encoding it live beside the server (as the first version of
 * this bench did) made the feeder itself fall behind real time on a loaded machine, and every
 * second it fell behind counted as latency, growing with the run.
 */
function encodeFeed(file, seconds) {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      FFMPEG,
      [
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=640x360:rate=30:duration=${seconds}`,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=440:duration=${seconds}`,
        '-c:v',
        'libvpx',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-b:v',
        '800k',
        '-c:a',
        'libopus',
        '-f',
        'webm',
        file,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`))));
  });
}

/**
 * The studio's part: the recording sent in real time (ffmpeg -re, stream copy: no encoding
 * here) in quarter-second clusters, each chunk posted in order to the studio ingest.
 */
function startFeeder(panelist, file) {
  const ffmpeg = spawn(
    FFMPEG,
    [
      '-loglevel',
      'error',
      '-re',
      '-i',
      file,
      '-c',
      'copy',
      '-f',
      'webm',
      '-cluster_time_limit',
      '250',
      'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let seq = 0;
  let queue = Promise.resolve();
  let failed = false;
  let startedAt = null;
  let stopped = false;
  ffmpeg.stdout.on('data', (chunk) => {
    // Once stopped, what ffmpeg still flushes is not sent: the server is about to go.
    if (stopped) return;
    startedAt ??= Date.now();
    const n = seq++;
    const body = new Uint8Array(chunk);
    queue = queue
      .then(() =>
        panelist.req('POST', `presentation/${PRES}/livevideopresenter/ingest?seq=${n}`, body, {
          'content-type': 'application/octet-stream',
        }),
      )
      .catch((error) => {
        // Reported once; a chunk the server refused leaves a gap the next chunks cannot fill.
        if (!failed) console.error(`ingest chunk ${n} failed: ${String(error)}`);
        failed = true;
      });
  });
  return {
    startedAt: () => startedAt,
    /**
     * Stops the feed and waits for the chunks already posting, so none is still on its way
     * when the bench's own server stops (it used to end in a refused connection).
     */
    stop: async () => {
      stopped = true;
      ffmpeg.kill('SIGINT');
      await queue;
    },
  };
}

function parse(playlist) {
  const seq = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? 0);
  const uris = playlist.split('\n').filter((l) => l.endsWith('.ts'));
  return uris.map((uri, i) => ({ uri, n: seq + i }));
}

async function viewer(client, playlistPath, until, feedStart, samples) {
  const seen = new Set();
  const folder = playlistPath.replace(/live\.m3u8$/, '');
  let first = true;
  while (Date.now() < until) {
    const started = Date.now();
    try {
      const asked = Date.now();
      const text = await (await client.req('GET', playlistPath)).text();
      samples.playlistMs.push(Date.now() - asked);
      const segments = parse(text);
      // The first moment any viewer saw a segment listed: how far the server's pipeline (ingest,
      // transcode, playlist) is behind, apart from each viewer's own fetching.
      for (const s of segments) if (!samples.listed.has(s.n)) samples.listed.set(s.n, Date.now());
      // Like a player joining: start near the edge, not at the window's oldest segment.
      if (first) {
        for (const s of segments.slice(0, -1)) seen.add(s.n);
        first = false;
      }
      for (const s of segments) {
        if (seen.has(s.n)) continue;
        seen.add(s.n);
        await (await client.req('GET', `${folder}${s.uri}`)).arrayBuffer();
        const capturedEnd = feedStart + (s.n + 1) * SEGMENT_S * 1000;
        samples.push((Date.now() - capturedEnd) / 1000);
      }
    } catch (error) {
      samples.errors = (samples.errors ?? 0) + 1;
      if (samples.errors === 1) console.error(String(error));
    }
    await new Promise((r) => setTimeout(r, Math.max(0, RELOAD_MS - (Date.now() - started))));
  }
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function main() {
  // BENCH_BASE_URL: a server already running with fresh demo data (3001 not started yet).
  const server = process.env.BENCH_BASE_URL
    ? { baseUrl: process.env.BENCH_BASE_URL, stop: async () => undefined }
    : await startServer();
  const base = server.baseUrl;
  const results = [];
  let feeder = null;
  const feedFile = join(tmpdir(), `podium-live-latency-${process.pid}.webm`);
  try {
    const coordinator = await Client.signedIn(base, 'coordinator@podium.test');
    const panelist = await Client.signedIn(base, 'panelist@podium.test');
    const control = (body) =>
      coordinator.req('POST', `prescontrol/${PRES}`, { PresId: PRES, ...body });
    // Every attendee enters first, so the feed runs only while it is measured.
    const viewers = [];
    for (let i = 0; i < Math.max(...VIEWER_COUNTS); i++) viewers.push(await Client.attendee(base));
    await encodeFeed(feedFile, WARMUP_S + MEASURE_S * VIEWER_COUNTS.length + 30);
    await control({ Source: 1 });
    await panelist.req('POST', `presentation/${PRES}/livevideopresenter/ingest/start`, {});
    feeder = startFeeder(panelist, feedFile);
    await control({ Source: 6, HasBroadcastStarted: true });
    let stream = null;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      stream = await (await viewers[0].req('GET', `presentation/${PRES}/livevideo/stream`)).json();
      if (stream.Url) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (!stream?.Url) throw new Error('the live stream did not start');
    const playlistPath = stream.Url;
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    for (const count of VIEWER_COUNTS) {
      const samples = [];
      samples.playlistMs = [];
      samples.listed = new Map();
      const until = Date.now() + MEASURE_S * 1000;
      // Whether this process (the simulated viewers) keeps up: its event loop's delay and its
      // share of a core while it measures.
      const loop = monitorEventLoopDelay({ resolution: 20 });
      loop.enable();
      const cpuBefore = process.cpuUsage();
      const wallBefore = Date.now();
      await Promise.all(
        viewers
          .slice(0, count)
          .map((c) => viewer(c, playlistPath, until, feeder.startedAt(), samples)),
      );
      loop.disable();
      const cpu = process.cpuUsage(cpuBefore);
      const feedStart = feeder.startedAt();
      const listedLag = [...samples.listed].map(
        ([n, at]) => (at - (feedStart + (n + 1) * SEGMENT_S * 1000)) / 1000,
      );
      const edge = { p50: pct(samples, 50), p95: pct(samples, 95), max: pct(samples, 100) };
      results.push({
        count,
        n: samples.length,
        errors: samples.errors ?? 0,
        edge,
        listedP50: pct(listedLag, 50),
        playlistP50: pct(samples.playlistMs, 50),
        playlistP95: pct(samples.playlistMs, 95),
        loopP50: loop.percentile(50) / 1e6,
        loopMax: loop.max / 1e6,
        cpuShare: (cpu.user + cpu.system) / 1000 / (Date.now() - wallBefore),
      });
    }
  } finally {
    await feeder?.stop();
    rmSync(feedFile, { force: true });
    await server.stop();
  }
  const holdBack = LIVE_SYNC_SEGMENTS * SEGMENT_S;
  console.log(
    `\nlive video latency behind the live edge (1 s segments, player holds ${holdBack} s back)`,
  );
  console.log('viewers  segments  errors  edge p50  edge p95  edge max  player p50  player p95');
  for (const r of results) {
    const f = (x) => `${x.toFixed(2)} s`.padStart(8);
    console.log(
      `${String(r.count).padStart(7)}  ${String(r.n).padStart(8)}  ${String(r.errors).padStart(6)}  ${f(r.edge.p50)}  ${f(r.edge.p95)}  ${f(r.edge.max)}  ${f(r.edge.p50 + holdBack).padStart(10)}  ${f(r.edge.p95 + holdBack).padStart(10)}`,
    );
  }
  console.log('budget (ARCHITECTURE §7): player latency ≤ 6 s');
  console.log(
    '\nwhere the time goes: listed = first listing of a segment in any playlist behind its capture;',
  );
  console.log('playlist = one playlist request; bench loop / CPU = this process (the viewers)');
  console.log(
    'viewers  listed p50  playlist p50  playlist p95  bench loop p50  bench loop max  bench CPU',
  );
  for (const r of results) {
    const ms = (x) => `${Math.round(x)} ms`.padStart(12);
    console.log(
      `${String(r.count).padStart(7)}  ${`${r.listedP50.toFixed(2)} s`.padStart(10)}  ${ms(r.playlistP50)}  ${ms(r.playlistP95)}  ${ms(r.loopP50).padStart(14)}  ${ms(r.loopMax).padStart(14)}  ${`${Math.round(r.cpuShare * 100)} %`.padStart(9)}`,
    );
  }
}

await main();

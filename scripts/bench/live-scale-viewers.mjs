// A viewers' process of `npm run bench:live-scale` (forked by live-scale.mjs with IPC, run with
// --import tsx so the paths come from packages/domain). Each of its viewers is an attendee of
// demo 3001 with a session of its own (entry code DEMO-3001, the user read, registered as a
// participant of its call, the stream's URL asked for as the viewer page does) that then plays
// the live video as hls.js does at the live edge: it reloads the live playlist one target
// duration after the last reload began when that one listed a new segment, half of one when it
// did not, and downloads every newly listed segment in order (joining at the newest). Requests
// carry the session cookie and a browser's Accept-Encoding; each is given up after hls.js's
// default time to first byte (10 s), and its failures are counted, not retried early.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { apiPaths, conferencePaths, liveVideoPaths } from '@podium/domain';
import { ApiSession, createPool } from './restart-http.mjs';

const SESSION_COOKIE = 'podium_sid';
const ACCEPT_ENCODING = 'gzip, deflate, br';
const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
/** hls.js's default load policies: 10 s to the first byte of a playlist or a segment. */
const PLAYLIST_TIMEOUT_MS = 10_000;
const SEGMENT_TIMEOUT_MS = 20_000;
/** Until a playlist says otherwise (EXT-X-TARGETDURATION). */
const DEFAULT_TARGET_MS = 1_000;

/** The viewers' sessions: cookie value and the live playlist's path. */
const viewers = [];
let running = false;
let loops = [];
/** How many viewers the current (or last) start set watching. */
let watching = 0;
let agent = null;
let counters = freshCounters();
/** Segment file → the moments viewers had it (epoch ms), since the current start. */
let received = new Map();
/** Segment file → how many of its answers nginx says came from Node (X-Cache-Status). */
let fromNode = new Map();
/** The X-Cache-Status values of an answer nginx fetched from Node. */
const FROM_NODE = new Set(['MISS', 'EXPIRED', 'STALE', 'UPDATING', 'BYPASS']);
let loopDelay = null;

function freshCounters() {
  return {
    playing: 0,
    playlistOk: 0,
    segmentOk: 0,
    bytes: 0,
    errors: 0,
    reasons: {},
    cache: {},
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function failed(reason) {
  counters.errors += 1;
  counters.reasons[reason] = (counters.reasons[reason] ?? 0) + 1;
}

/** Runs `work` over `items` with at most `concurrency` in flight. */
async function lanes(items, concurrency, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}

/** Enters `count` attendees of the event (SPEC §2) and asks each for its stream. */
async function setup({ baseUrl, count, concurrency, presId, confId }) {
  const pool = createPool(baseUrl, { maxSockets: concurrency });
  let failures = 0;
  let lastError = null;
  const enter = async () => {
    try {
      const session = new ApiSession(pool);
      await session.ok('POST', apiPaths.processEntryCode(), { EntryCode: `DEMO-${presId}` });
      await session.loadUser(presId);
      await session.ok('POST', conferencePaths.participants(presId, confId), {
        conferenceId: confId,
        emailAddress: '',
      });
      const stream = await session.ok('GET', liveVideoPaths.stream(presId));
      if (!stream?.Url) throw new Error(`no live stream yet: ${JSON.stringify(stream)}`);
      viewers.push({ cookie: `${SESSION_COOKIE}=${session.cookie}`, playlist: stream.Url });
    } catch (error) {
      failures += 1;
      lastError = String(error?.message ?? error);
    }
  };
  await lanes(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    enter,
  );
  pool.close();
  return { entered: viewers.length, failures, lastError };
}

/** One GET through the viewers' pool: {status, cache, bytes, text (playlists)}. */
function get(base, path, cookie, timeoutMs, wantText) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname: base.hostname,
        port: base.port,
        path,
        headers: { cookie, 'accept-encoding': ACCEPT_ENCODING },
      },
      (response) => {
        const chunks = [];
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
          if (wantText) chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(timer);
          let text = null;
          if (wantText) {
            const body = Buffer.concat(chunks);
            const decode = DECODERS[response.headers['content-encoding'] ?? ''];
            text = (decode ? decode(body) : body).toString('utf8');
          }
          resolve({
            status: response.statusCode ?? 0,
            cache: response.headers['x-cache-status'] ?? '',
            bytes,
            text,
          });
        });
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('timed out')), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end();
  });
}

/** The live window: target duration (ms) and its segments' URIs in order. */
function parsePlaylist(text) {
  const target = /#EXT-X-TARGETDURATION:(\d+(?:\.\d+)?)/.exec(text);
  const uris = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  return { targetMs: target ? Number(target[1]) * 1000 : DEFAULT_TARGET_MS, uris };
}

async function watch(viewer, base) {
  const dir = viewer.playlist.slice(0, viewer.playlist.lastIndexOf('/') + 1);
  const seen = new Set();
  let joined = false;
  let targetMs = DEFAULT_TARGET_MS;
  // An audience is spread over time: each viewer's first reload at a moment of its own.
  await sleep(Math.random() * targetMs);
  while (running) {
    const began = Date.now();
    let changed = false;
    try {
      const answer = await get(base, viewer.playlist, viewer.cookie, PLAYLIST_TIMEOUT_MS, true);
      if (answer.status !== 200) throw new Error(`playlist HTTP ${answer.status}`);
      counters.playlistOk += 1;
      const playlist = parsePlaylist(answer.text);
      targetMs = playlist.targetMs;
      const files = playlist.uris.map((uri) => ({
        uri,
        file: uri.slice(uri.lastIndexOf('/') + 1),
      }));
      if (!joined) {
        // A player joins at the live edge, not at the window's oldest segment.
        for (const { file } of files.slice(0, -1)) seen.add(file);
        joined = true;
        counters.playing += 1;
      }
      for (const { uri, file } of files) {
        if (seen.has(file) || !running) continue;
        seen.add(file);
        changed = true;
        const segment = await get(base, `${dir}${uri}`, viewer.cookie, SEGMENT_TIMEOUT_MS, false);
        if (segment.status !== 200) {
          failed(`segment HTTP ${segment.status}`);
          continue;
        }
        const at = Date.now();
        counters.segmentOk += 1;
        counters.bytes += segment.bytes;
        counters.cache[segment.cache] = (counters.cache[segment.cache] ?? 0) + 1;
        if (FROM_NODE.has(segment.cache)) fromNode.set(file, (fromNode.get(file) ?? 0) + 1);
        let times = received.get(file);
        if (!times) received.set(file, (times = []));
        times.push(at);
      }
    } catch (error) {
      failed(String(error?.message ?? error));
    }
    const wait = (changed ? targetMs : targetMs / 2) - (Date.now() - began);
    if (wait > 0) await sleep(wait);
  }
}

function start({ baseUrl, count, maxSockets }) {
  if (running) throw new Error('already watching');
  agent = new http.Agent({ keepAlive: true, maxSockets });
  counters = freshCounters();
  received = new Map();
  fromNode = new Map();
  loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  running = true;
  const base = new URL(baseUrl);
  loops = viewers.slice(0, count).map((viewer) => watch(viewer, base));
  watching = loops.length;
  return { watching };
}

async function stop() {
  running = false;
  await Promise.race([Promise.all(loops), sleep(SEGMENT_TIMEOUT_MS + 5_000)]);
  loops = [];
  agent?.destroy();
  agent = null;
  loopDelay?.disable();
  return {};
}

/** The counters so far (the orchestrator subtracts two of them for a window). */
function snapshot() {
  const delay = loopDelay
    ? { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 }
    : null;
  loopDelay?.reset();
  return { ...counters, reasons: { ...counters.reasons }, cache: { ...counters.cache }, delay };
}

/**
 * Per segment first listed at the origin at `listed[file]`: each viewer's latency (ms) from that
 * moment until it had the segment, how many of the watching viewers never had it, and how many
 * of their answers nginx fetched from Node.
 */
function report({ listed }) {
  const latencies = [];
  let missed = 0;
  let misses = 0;
  for (const [file, at] of Object.entries(listed)) {
    const times = received.get(file) ?? [];
    for (const t of times) latencies.push(t - at);
    missed += Math.max(0, watching - times.length);
    misses += fromNode.get(file) ?? 0;
  }
  return { latencies, missed, misses };
}

const handlers = { setup, start, stop, snapshot, report };

process.on('message', async (message) => {
  const { id, type, ...args } = message;
  try {
    if (type === 'close') {
      running = false;
      process.send({ id, ok: true, result: {} }, () => process.exit(0));
      return;
    }
    const result = await handlers[type](args);
    process.send({ id, ok: true, result });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.stack ?? error) });
  }
});
process.send({ ready: true });

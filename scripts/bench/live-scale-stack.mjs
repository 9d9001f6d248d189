// What `npm run bench:live-scale` runs beside the server: the event made live as the console
// makes it, fed by an encoder over RTMP (goLive); nginx with deploy/nginx.conf (its media
// cache on, or off for the baseline; e2e/support/nginx-config.ts templates it as the e2e spec's
// nginx does), the encoder (the bundled ffmpeg pushing a test pattern to the RTMP ingest the
// console's encoder settings name), the watch on the origin's playlist (when each segment was
// first listed), the counts the server writes (live-scale-count.mjs), and the CPU figures read
// from /proc (Linux).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { apiPaths, conferencePaths, liveVideoPaths } from '@podium/domain';
import { NGINX, nginxArgs, nginxConfig } from '../../e2e/support/nginx-config.ts';
import { ApiSession } from './restart-http.mjs';
import { processCpuMs } from './restart-server.mjs';

const READY_TIMEOUT_MS = 15_000;
/** How long the encoder's feed may take to make its first segment. */
const LIVE_WAIT_MS = 60_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** nginx on `port` in front of the server on `upstreamPort`; `cache` false turns its cache off. */
export async function startNginx({ port, upstreamPort, cache }) {
  const dir = mkdtempSync(join(tmpdir(), 'podium-live-scale-nginx-'));
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ upstreamPort, port, cache }));
  const child = spawn(NGINX, nginxArgs(dir), { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, sleep(5_000)]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    // Any answer from the server through nginx will do (the web app need not be built).
    const up = await fetch(`${baseUrl}/api/v1/nrsservice/account/KeepAlive`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${port}:\n${log}`);
    }
    await sleep(100);
  }
  return {
    baseUrl,
    cache,
    /** nginx's processes (master and worker): their CPU is the proxy's. */
    pids: () => [child.pid, ...childPids(child.pid)],
    log: () => log,
    stop,
  };
}

/** FFMPEG_PATH when set, else the static ffmpeg of @ffmpeg-installer/ffmpeg (as the server). */
export const FFMPEG = process.env.FFMPEG_PATH || ffmpegInstaller.path;

/**
 * An encoder pushing a test pattern (lavfi testsrc with a 440 Hz sine) in real time to `url`
 * (the console's RTMP URL and stream key): H.264 with a key frame every second and AAC, in FLV.
 * The server's listener may still be starting when it is asked: a refused push is tried again.
 */
export function startEncoder(url, { size = '640x360', attempts = 20 } = {}) {
  let child = null;
  let stopped = false;
  let log = '';
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-re', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=30`],
    ...['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-g', '30', '-keyint_min', '30', '-b:v', '1000k'],
    ...['-c:a', 'aac', '-b:a', '96k', '-f', 'flv', url],
  ];
  const run = async () => {
    for (let attempt = 1; attempt <= attempts && !stopped; attempt++) {
      const started = Date.now();
      child = spawn(FFMPEG, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      if (stopped) return;
      // A push that ran a while and ended is reported; a refused one waits and tries again.
      if (Date.now() - started > 10_000)
        process.stderr.write(`the encoder stopped (${code}): ${log.trim()}\n`);
      await sleep(500);
    }
  };
  const done = run();
  return {
    pid: () => child?.pid ?? null,
    log: () => log,
    async stop() {
      stopped = true;
      child?.kill('SIGINT');
      const timer = setTimeout(() => child?.kill('SIGKILL'), 5_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/**
 * When each segment was first listed at the origin: ffmpeg's own playlist (index.m3u8 of the
 * recording folder, on the server's disk) read every `everyMs`. The server's live window follows
 * it within LIVE_WINDOW_MAX_AGE_MS. Segments listed before the watch began get no time.
 */
export function watchOrigin(playlistFile, { everyMs = 50 } = {}) {
  const listed = new Map();
  let first = true;
  let reading = false;
  const durations = [];
  const look = async () => {
    if (reading) return;
    reading = true;
    try {
      const text = await readFile(playlistFile, 'utf8');
      const at = Date.now();
      let duration = null;
      for (const line of text.split('\n')) {
        if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
        else if (line.endsWith('.ts') && !listed.has(line)) {
          listed.set(line, first ? null : at);
          if (!first && duration !== null) durations.push(duration);
        }
      }
      first = false;
    } catch {
      // not written yet
    } finally {
      reading = false;
    }
  };
  const timer = setInterval(() => void look(), everyMs);
  return {
    /** Segments first listed in [from, to): file → epoch ms. */
    between(from, to) {
      const out = {};
      for (const [file, at] of listed) if (at !== null && at >= from && at < to) out[file] = at;
      return out;
    },
    meanDurationS: () =>
      durations.length ? durations.reduce((a, b) => a + b, 0) / durations.length : NaN,
    stop: () => clearInterval(timer),
  };
}

/** The server's counts (live-scale-count.mjs) as last written; null before the first. */
export function readCounts(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A process's children (Linux /proc); [] elsewhere or when it has none. */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU time so far (ms) of `pids` together; NaN when one cannot be read. */
export function cpuMsOf(pids) {
  return pids.reduce((total, pid) => total + (processCpuMs(pid) ?? NaN), 0);
}

/** The machine's CPU time (ms): busy and all, over every core (Linux /proc/stat); null elsewhere. */
export function machineCpuMs() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const all = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = ticks[3] + ticks[4];
    return { busy: (all - idle) * 10, all: all * 10 };
  } catch {
    return null;
  }
}

/** The event made live as the console does it, fed by an encoder over RTMP. */
export async function goLive(pool, { dataDir, presId: PRES_ID, pattern }) {
  const coordinator = new ApiSession(pool);
  await coordinator.ok('POST', apiPaths.signIn(), {
    email: 'coordinator@podium.test',
    password: 'podium',
  });
  await coordinator.loadUser(PRES_ID);
  // The console's encoder settings: asking for them opens the event's RTMP listener.
  const connection = await coordinator.ok('GET', liveVideoPaths.connectionUrl(PRES_ID));
  const encoder = startEncoder(`${connection.RtmpUrl}/${connection.StreamKey}`, {
    size: pattern,
  });
  const deadline = Date.now() + LIVE_WAIT_MS;
  let ingest = null;
  while (Date.now() < deadline) {
    ingest = await coordinator.ok('GET', liveVideoPaths.ingest(PRES_ID));
    if (ingest.Segments > 0) break;
    await sleep(250);
  }
  if (!(ingest?.Segments > 0))
    throw new Error(`the encoder's feed made no segment: ${JSON.stringify(ingest)}
${encoder.log()}`);
  const control = (body) =>
    coordinator.ok('POST', conferencePaths.presentationControls(PRES_ID), {
      PresId: PRES_ID,
      ...body,
    });
  await control({ Source: 1 });
  await control({ Source: 6, HasBroadcastStarted: true });
  // The recording folder, as an attendee is told it.
  const probe = new ApiSession(pool);
  await probe.ok('POST', apiPaths.processEntryCode(), { EntryCode: `DEMO-${PRES_ID}` });
  await probe.loadUser(PRES_ID);
  const stream = await probe.ok('GET', liveVideoPaths.stream(PRES_ID));
  const folder = /\/hls\/([^/]+)\/live\.m3u8$/.exec(stream?.Url ?? '')?.[1];
  if (!folder) throw new Error(`no live stream after the broadcast started: ${stream?.Url}`);
  const origin = watchOrigin(join(dataDir, 'live', String(PRES_ID), folder, 'index.m3u8'));
  return { encoder, origin, rtmpUrl: connection.RtmpUrl };
}

/** CPU so far (ms) of each part of the rig, and the machine's. */
export function cpuNow({ server, nginx, workers }) {
  const pid = server.pid();
  return {
    at: Date.now(),
    node: cpuMsOf([pid]),
    transcoder: cpuMsOf(childPids(pid)),
    nginx: cpuMsOf(nginx.pids()),
    viewers: cpuMsOf(workers.map((w) => w.pid)),
    machine: machineCpuMs(),
  };
}

export function cpuPerS(a, b) {
  const wall = b.at - a.at;
  const per = (key) => (b[key] - a[key]) / wall;
  const busy =
    a.machine && b.machine
      ? (b.machine.busy - a.machine.busy) / (b.machine.all - a.machine.all)
      : NaN;
  return {
    node: per('node'),
    transcoder: per('transcoder'),
    nginx: per('nginx'),
    viewers: per('viewers'),
    machineBusy: busy,
  };
}

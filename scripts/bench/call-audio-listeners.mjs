// Listeners of a conference call's live audio for `npm run bench:call-audio`: an attendee's HTTP
// session (DEMO-2001 entry, registered for the call as the viewer does) and the way hls.js follows
// the call's live playlist. Forked by scripts/bench/call-audio.mjs with IPC, this file is a
// process of simulated listeners: it enters `count` sessions, follows the playlist with all of
// them while asked to, and answers with what they saw (request times, when each segment's download
// finished, errors) and how well this process kept up.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const PRES = 2001;
export const CONF = 7001;
const API = '/api/v1/nrsservice';
const CALL = `presentations/${PRES}/conferencecalls/${CONF}`;

/** Wall-clock milliseconds with sub-millisecond resolution (one clock for every process here). */
export const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export class Client {
  constructor(base) {
    this.base = base;
    this.cookie = '';
    this.token = '';
    this.coreId = 0;
  }
  /** A request as the viewer's HTTP client sends it; `raw` leaves a failed status to the caller. */
  async req(method, path, body, { raw = false } = {}) {
    const h = { IanaTimeZone: 'UTC' };
    if (this.cookie) h.cookie = this.cookie;
    if (method !== 'GET' && this.token) h.RequestVerificationToken = this.token;
    if (body !== undefined) h['content-type'] = 'application/json';
    const url = path.startsWith('/') ? `${this.base}${path}` : `${this.base}${API}/${path}`;
    const res = await fetch(url, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie?.() ?? [];
    for (const c of set) if (c.startsWith('podium_sid=')) this.cookie = c.split(';')[0];
    if (!res.ok && !raw) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  }
  async loadUser() {
    const res = await this.req('GET', `account/GetLoggedInUserForPresentation?presId=${PRES}`);
    const user = await res.json();
    this.token = user.AntiForgeryToken;
    this.coreId = user.CoreId;
  }
  /** Registers for the call (SPEC §2 entry), as the viewer does before anything else. */
  async register() {
    await this.req('POST', `${CALL}/participants`, { conferenceId: CONF, emailAddress: '' });
  }
  /** The client as apps/server/test/helpers use one (their TestClient's post over app.inject). */
  asTestClient() {
    return {
      post: async (path, payload) => {
        const res = await this.req('POST', path, payload ?? {}, { raw: true });
        const body = await res.text();
        return { statusCode: res.status, body, json: () => JSON.parse(body) };
      },
    };
  }
  static async signedIn(base, email) {
    const c = new Client(base);
    await c.req('POST', 'account/signin', { email, password: 'podium' });
    await c.loadUser();
    await c.register();
    return c;
  }
  static async attendee(base) {
    const c = new Client(base);
    await c.req('POST', 'entrycode/processEntrycode', { EntryCode: `DEMO-${PRES}` });
    await c.loadUser();
    await c.register();
    return c;
  }
  /** The live playlist's path, as the viewer asks for it (GET livestream → Url). */
  async livePlaylistPath() {
    const res = await this.req('GET', `${CALL}/livestream`);
    return (await res.json()).Url;
  }
}

/** A live media playlist: its segments (media sequence number, URI, EXTINF, program date-time). */
export function parsePlaylist(text) {
  let seq = 0;
  let target = 1;
  let duration = 0;
  let pdt = Number.NaN;
  const segments = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) seq = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-TARGETDURATION:')) target = Number(line.slice(22));
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pdt = Date.parse(line.slice(25));
    else if (line !== '' && !line.startsWith('#')) {
      segments.push({ n: seq + segments.length, uri: line, duration, pdt });
      pdt = Number.NaN;
    }
  }
  return { target, segments };
}

/**
 * Follows the live playlist as hls.js 1.7 does with the viewer's configuration: on joining it
 * takes the newest two segments (a second of audio: it starts liveSyncDuration behind the edge);
 * then every segment as soon as a reload lists it. Reloads follow hls.js's computeReloadInterval,
 * each counted from the one before: the newest segment's duration after a reload that brought
 * something new, half the target duration after one that did not (with TARGETDURATION 1 and
 * 0.5 s segments, about every 0.5 s either way). `reloadMs` replaces that with a fixed interval;
 * `shift` may move the schedule later (ms), as a player joining at another moment would have it.
 * `onSkip` hears of segments that left the live window before a reload listed them.
 */
export async function follow(
  client,
  playlistPath,
  { stopped, reloadMs = null, shift = () => 0, onPlaylist, onSegment, onSkip, onError },
) {
  const folder = playlistPath.slice(0, playlistPath.lastIndexOf('/') + 1);
  const seen = new Set();
  let lastN = null;
  let first = true;
  let scheduled = now();
  while (!stopped()) {
    let playlist = null;
    const asked = now();
    try {
      playlist = parsePlaylist(await (await client.req('GET', playlistPath)).text());
    } catch (error) {
      onError(error);
    }
    const listedAt = now();
    let updated = false;
    if (playlist) {
      onPlaylist?.(listedAt - asked);
      const fresh = playlist.segments.filter((s) => !seen.has(s.n));
      updated = fresh.length > 0;
      if (first) for (const s of fresh.slice(0, -2)) seen.add(s.n);
      first = false;
      for (const s of playlist.segments) {
        if (seen.has(s.n) || stopped()) continue;
        seen.add(s.n);
        // Gone from the window before a reload listed it: a gap in what the player plays.
        if (lastN !== null && s.n > lastN + 1) onSkip?.(s.n - lastN - 1);
        lastN = s.n;
        const requestedAt = now();
        try {
          const res = await client.req('GET', `${folder}${s.uri}`);
          const bytes = Buffer.from(await res.arrayBuffer());
          onSegment(s, bytes, { listedAt, requestedAt, downloadedAt: now() });
        } catch (error) {
          onError(error);
        }
      }
    }
    const last = playlist?.segments.at(-1);
    const interval =
      reloadMs ?? (updated && last ? last.duration * 1000 : ((playlist?.target ?? 1) * 1000) / 2);
    const t = now();
    if (scheduled + interval < t) scheduled = t;
    else scheduled += interval;
    scheduled += shift();
    await sleep(scheduled - now());
  }
}

// --- a process of simulated listeners ---------------------------------------------------------

async function runChild() {
  const clients = [];
  let base = '';
  let stopping = false;
  let running = [];
  let stats = null;
  let loop = null;
  let cpuBefore = null;
  let wallBefore = 0;

  const fresh = () => ({
    playlistMs: [],
    downloadMs: [],
    /** Media sequence number → the moments its downloads finished, one per listener. */
    downloads: {},
    segments: 0,
    skipped: 0,
    errors: 0,
    lastError: '',
  });

  const handlers = {
    /** Enters `count` attendee sessions, a few at a time. */
    async enter({ baseUrl, count }) {
      base = baseUrl;
      let next = 0;
      const worker = async () => {
        while (next < count) {
          next += 1;
          clients.push(await Client.attendee(base));
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      return { entered: clients.length };
    },
    /** The first `count` sessions start listening, each at a moment of its own within 0.5 s. */
    async start({ count, reloadMs }) {
      stopping = false;
      stats = fresh();
      loop = monitorEventLoopDelay({ resolution: 20 });
      loop.enable();
      cpuBefore = process.cpuUsage();
      wallBefore = now();
      running = clients.slice(0, count).map(async (client) => {
        await sleep(Math.random() * 500);
        try {
          const path = await client.livePlaylistPath();
          await follow(client, path, {
            stopped: () => stopping,
            reloadMs,
            onPlaylist: (ms) => stats.playlistMs.push(ms),
            onSegment: (s, _bytes, t) => {
              stats.segments += 1;
              stats.downloadMs.push(t.downloadedAt - t.requestedAt);
              (stats.downloads[s.n] ??= []).push(t.downloadedAt);
            },
            onSkip: (count) => (stats.skipped += count),
            onError: (error) => {
              stats.errors += 1;
              stats.lastError = String(error?.message ?? error).slice(0, 200);
            },
          });
        } catch (error) {
          stats.errors += 1;
          stats.lastError = String(error?.message ?? error).slice(0, 200);
        }
      });
      return { started: running.length };
    },
    /** Everyone stops; the answer is what they saw since start. */
    async stop() {
      stopping = true;
      await Promise.all(running);
      running = [];
      loop.disable();
      const cpu = process.cpuUsage(cpuBefore);
      return {
        ...stats,
        /** Requests made (playlists, segments, failures) and over how long. */
        requests: stats.playlistMs.length + stats.segments + stats.errors,
        seconds: (now() - wallBefore) / 1000,
        loopP50Ms: loop.percentile(50) / 1e6,
        loopMaxMs: loop.max / 1e6,
        cpuShare: (cpu.user + cpu.system) / 1000 / (now() - wallBefore),
      };
    },
  };

  process.on('message', async ({ id, type, ...args }) => {
    try {
      process.send({ id, ok: true, result: await handlers[type](args) });
    } catch (error) {
      process.send({ id, ok: false, error: String(error?.stack ?? error) });
    }
  });
  process.send({ ready: true });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) await runChild();

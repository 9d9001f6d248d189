// A client process of `npm run bench:restart` (forked by scripts/bench/restart.mjs with IPC, run
// with --import tsx so the SPEC rules come from packages/domain). Each of its clients is one
// viewer of demo 2001's conference call: its own session (entry code DEMO-2001, registered as a
// participant), its own hub token, a socket.io connection spoken over a bare websocket (the wire
// protocol, as fanout-clients.mjs's connectWire, so thousands stay cheap here), the viewer's
// topics, and the viewer's behaviour when the connection is lost (apps/web hub-client.ts and
// conference.session.ts): retry after SPEC §9's delays, re-join every topic in the handshake
// (HubAuth.Topics), and refresh state over REST (user, presentation, call status, presenter
// control, own questions). Its wire: restart-wire.mjs; its REST calls: restart-viewer-rest.mjs.
import { performance } from 'node:perf_hooks';
import {
  conferencePaths,
  formatTopic,
  HubEvent,
  hubTopics,
  PROTOCOL_VERSION,
  socketReconnectDelayMs,
} from '@podium/domain';
import { createPool } from './restart-http.mjs';
import { enter, fetchToken, refresh } from './restart-viewer-rest.mjs';
import { lanes, openSoon, openWireSocket } from './restart-wire.mjs';

/** Clients that get their hub tokens together before connecting (see connect()). */
const CONNECT_BLOCK = 500;
const now = () => performance.timeOrigin + performance.now();

let job = null;
let pool = null;
const clients = [];
/** Why reconnect refresh reads failed, and how often. */
const refreshErrors = new Map();

/** The viewer's topics, formatted once: every handshake after the first names them again. */
function topicsOf(client) {
  client.topics ??= formatTopics(client);
  return client.topics;
}

function formatTopics(client) {
  const { confId } = job;
  return [
    hubTopics.callStatus(confId),
    hubTopics.callUpdate(confId),
    hubTopics.callAccess(confId),
    hubTopics.callSlide(confId),
    hubTopics.callPresenter(confId),
    hubTopics.presenterControl(confId),
    hubTopics.attendeePresenterList(confId),
    hubTopics.callNotification(confId),
    hubTopics.slidesUpdate(job.rowGuid),
    hubTopics.userQuestion(confId, client.coreUserId),
    hubTopics.userAccess(confId, client.coreUserId),
  ].map((topic) => formatTopic(topic));
}

function newClient(index) {
  return {
    index,
    session: null,
    coreUserId: 0,
    token: null,
    ws: null,
    connected: false,
    nextAck: 0,
    /** The slide this viewer shows and since when (performance clock). */
    slide: null,
    slideSince: 0,
    lostAt: null,
    timer: null,
    attempts: 0,
    connectedAt: null,
    /** When it was first reconnected and holding the expected slide (since the last expect). */
    backAt: null,
    refreshFailures: 0,
    /** When its last reconnect refresh finished (every read answered or failed). */
    refreshedAt: null,
    receivedAt: new Map(),
    /** Whether it follows its topics (then every handshake names them). */
    subscribed: false,
    /** Its topics' names (topicsOf). */
    topics: null,
    /** Whether its reconnect waits its turn to open a socket (OPENS_PER_TURN). */
    waitingToOpen: false,
  };
}

/** The slide every viewer should come back to, once the orchestrator has said which. */
let expectedSlide = null;

function checkBack(client) {
  if (client.backAt !== null || expectedSlide === null || client.connectedAt === null) return;
  if (client.connected && client.slide === expectedSlide)
    client.backAt = Math.max(client.connectedAt, client.slideSince);
}

function setSlide(client, index) {
  if (client.slide === index) return;
  client.slide = index;
  client.slideSince = now();
  checkBack(client);
}

function onTopicMessage(client, { topic, payload }) {
  const { confId } = job;
  if (topic !== `conferencecall.${confId}.slide` && topic !== `conferencecall.${confId}.presenter`)
    return;
  if (typeof payload?.SlideIndex !== 'number') return;
  if (!client.receivedAt.has(payload.SlideIndex)) client.receivedAt.set(payload.SlideIndex, now());
  setSlide(client, payload.SlideIndex);
}

/** Opens the client's socket as the viewer would (hub-client.ts); see openWireSocket. */
function openSocket(client, { onReady, onFailed }) {
  openWireSocket(client, {
    baseUrl: job.baseUrl,
    // hub-client.ts: the handshake carries the topics the viewer follows (none at first).
    auth: () => {
      const auth = { TokenId: client.token, ProtocolVersion: PROTOCOL_VERSION };
      if (client.subscribed) auth.Topics = topicsOf(client);
      return auth;
    },
    onTopicMessage: (envelope) => onTopicMessage(client, envelope),
    onLost: () => lost(client),
    onReady,
    onFailed,
  });
}

/** The viewer's topics in one SubscribeMany message (later handshakes carry them). */
function subscribeAll(client) {
  client.subscribed = true;
  const message = [HubEvent.SubscribeMany, { topics: topicsOf(client) }];
  client.ws?.send(`42${client.nextAck++}${JSON.stringify(message)}`);
}

/** hub-client.ts after a lost connection: SPEC §9 delays from the moment it was lost. */
function scheduleReconnect(client) {
  const lostFor = now() - client.lostAt;
  client.timer = setTimeout(() => reconnect(client), socketReconnectDelayMs(lostFor));
}

function reconnect(client) {
  client.timer = null;
  client.waitingToOpen = true;
  openSoon(() => reopen(client));
}

function reopen(client) {
  client.waitingToOpen = false;
  openSocket(client, {
    onReady: () => {
      client.connectedAt = now();
      client.lostAt = null;
      checkBack(client);
      client.refreshedAt = null;
      if (job.refresh === false) client.refreshedAt = now();
      else
        void refresh(client, job, {
          onSlide: (index) => setSlide(client, index),
          onFailure: (reason) => refreshErrors.set(reason, (refreshErrors.get(reason) ?? 0) + 1),
        }).then(() => (client.refreshedAt = now()));
    },
    onFailed: (reason) => {
      // An expired or unknown token: the viewer asks for a fresh one at once (hub-client.ts).
      if (reason === 'invalidToken')
        return void fetchToken(client, job).then(
          () => reconnect(client),
          () => scheduleReconnect(client),
        );
      scheduleReconnect(client);
    },
  });
}

function lost(client) {
  client.connected = false;
  client.ws = null;
  if (client.lostAt !== null) return;
  client.lostAt = now();
  client.connectedAt = null;
  scheduleReconnect(client);
}

const handlers = {
  /** Creates the sessions, participants and tokens (not timed as part of the restart). */
  async setup(message) {
    job = message;
    pool = createPool(job.baseUrl, { maxSockets: job.maxSockets });
    const fresh = Array.from({ length: job.count }, (_, i) => newClient(i));
    let failures = 0;
    let lastError = '';
    await lanes(fresh, job.concurrency, (client) =>
      enter(client, pool, job).then(
        () => clients.push(client),
        (error) => {
          failures += 1;
          lastError = String(error?.message ?? error);
        },
      ),
    );
    return { entered: clients.length, failures, lastError };
  },

  /**
   * Every first handshake, timed apart from the token requests before it: a block of clients
   * gets its tokens, then connects, so no token outlives its connect window (two minutes) however
   * long thousands of viewers take. `ms` is the time spent connecting only.
   */
  async connect({ concurrency }) {
    let failures = 0;
    let lastError = '';
    let ms = 0;
    const fail = (reason) => {
      failures += 1;
      lastError = reason;
    };
    for (let start = 0; start < clients.length; start += CONNECT_BLOCK) {
      const block = clients.slice(start, start + CONNECT_BLOCK);
      const withToken = [];
      await lanes(block, concurrency, (client) =>
        fetchToken(client, job).then(
          () => withToken.push(client),
          (error) => fail(String(error?.message ?? error)),
        ),
      );
      const started = now();
      await lanes(
        withToken,
        concurrency,
        (client) =>
          new Promise((resolve) =>
            openSocket(client, {
              onReady: resolve,
              onFailed: (reason) => {
                fail(reason);
                resolve();
              },
            }),
          ),
      );
      ms += now() - started;
    }
    return { connected: clients.filter((c) => c.connected).length, failures, lastError, ms };
  },

  /**
   * The viewer's topics and the presenter's slide (the entry's other reads are left out: they
   * cost the bench minutes at 10,000 viewers and play no part in the restart).
   */
  async subscribe() {
    const { presId, confId } = job;
    await lanes(clients, 100, async (client) => {
      subscribeAll(client);
      const response = await client.session.get(conferencePaths.presControl(presId, confId));
      if (response.status === 200) setSlide(client, response.json.SlideIndex);
    });
    return { withSlide: clients.filter((c) => c.slide !== null).length };
  },

  /** From now on, a client is back once reconnected and holding `slide`. */
  expect({ slide }) {
    expectedSlide = slide;
    for (const client of clients) checkBack(client);
    return {};
  },

  /** How many clients are connected, and back on the expected slide. */
  status() {
    return {
      connected: clients.filter((c) => c.connected).length,
      back: clients.filter((c) => c.backAt !== null).length,
      holding: clients.filter((c) => c.connected && c.slide === expectedSlide).length,
    };
  },

  /**
   * Per client, milliseconds from `since` (epoch ms) until it reconnected and until it was back,
   * and from `liveSentAt` until `liveSlide` arrived over the hub (null where it did not happen).
   */
  report({ since, liveSlide, liveSentAt }) {
    return {
      refreshErrors: Object.fromEntries(refreshErrors),
      clients: clients.map((c) => ({
        reconnectedMs: c.connectedAt === null ? null : c.connectedAt - since,
        backMs: c.backAt === null ? null : c.backAt - since,
        attempts: c.attempts,
        liveMs:
          liveSlide !== undefined && c.receivedAt.has(liveSlide)
            ? c.receivedAt.get(liveSlide) - liveSentAt
            : null,
        refreshFailures: c.refreshFailures,
      })),
    };
  },

  /**
   * Closes every client's socket and holds it (reconnect-cost.mjs): the server sees them all
   * leave, and nobody returns until returnAll.
   */
  drop() {
    for (const client of clients) {
      if (client.timer) clearTimeout(client.timer);
      client.timer = null;
      const { ws } = client;
      client.ws = null;
      client.connected = false;
      client.connectedAt = null;
      client.backAt = null;
      client.lostAt = now();
      ws?.removeAllListeners();
      ws?.on('error', () => undefined);
      ws?.terminate();
    }
    return {};
  },

  /** Every dropped client returns at once, as after a restart: handshake, then refresh. */
  returnAll() {
    for (const client of clients)
      if (!client.connected && !client.ws && !client.waitingToOpen) reconnect(client);
    return {};
  },

  /** How many clients are reconnected and have finished their reconnect refresh. */
  refreshed() {
    return {
      connected: clients.filter((c) => c.connected).length,
      refreshed: clients.filter((c) => c.connected && c.refreshedAt !== null).length,
      attempts: clients.reduce((total, c) => total + c.attempts, 0),
      refreshFailures: clients.reduce((total, c) => total + c.refreshFailures, 0),
    };
  },

  /** Counts attempts and failures from now on (the first connect counted one each). */
  resetAttempts() {
    for (const client of clients) {
      client.attempts = 0;
      client.refreshFailures = 0;
      client.backAt = null;
    }
    refreshErrors.clear();
    return {};
  },

  close() {
    for (const client of clients) {
      if (client.timer) clearTimeout(client.timer);
      client.ws?.removeAllListeners();
      client.ws?.on('error', () => undefined);
      client.ws?.terminate();
    }
    pool?.close();
    setTimeout(() => process.exit(0), 100);
    return {};
  },
};

process.on('message', async ({ id, type, ...args }) => {
  try {
    process.send({ id, ok: true, result: await handlers[type](args) });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.stack ?? error) });
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });

// A client process of `npm run bench:fanout` (forked by scripts/bench/fanout.mjs with IPC):
// opens `count` socket.io hub clients subscribed to the slide topic, or `count` raw ws clients,
// records when each slide change arrives, and reports every receive time at the end.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const requireFromServer = createRequire(join(repoRoot, 'apps/server/package.json'));
const { io } = requireFromServer('socket.io-client');
const WebSocket = requireFromServer('ws');

/** The hub's wire constants (packages/domain/src/realtime/protocol.ts), kept in step by hand. */
const HUB_PATH = '/usereventgateway/secure/hub';
const PROTOCOL_VERSION = 2;
const CONNECT_TIMEOUT_MS = 60_000;

const now = () => performance.timeOrigin + performance.now();
const clients = [];
/** receipts[round] = receive times, one per client that got it. */
const receipts = new Map();
let failures = 0;
let lastError = '';
/** Set once every client is connected: the retained message each got on subscribing is not a round. */
let measuring = false;

function record(round) {
  if (!measuring) return;
  const t = now();
  let list = receipts.get(round);
  if (!list) receipts.set(round, (list = []));
  list.push(t);
  if (list.length === clients.length) process.send({ type: 'round', round });
}

function connectHub({ hubUrl, tokenId, topic }) {
  return new Promise((resolve) => {
    const socket = io(hubUrl, {
      path: HUB_PATH,
      transports: ['websocket'],
      auth: { TokenId: tokenId, ProtocolVersion: PROTOCOL_VERSION },
      reconnection: false,
      forceNew: true,
      timeout: CONNECT_TIMEOUT_MS,
    });
    const fail = (error) => {
      failures += 1;
      lastError = String(error?.message ?? error);
      socket.close();
      resolve();
    };
    socket.once('connect_error', fail);
    socket.once('connect', async () => {
      try {
        const ack = await socket.timeout(CONNECT_TIMEOUT_MS).emitWithAck('subscribe', { topic });
        if (!ack.ok) return fail(new Error(`subscribe: ${ack.error}`));
        socket.on('message', (envelope) => record(envelope.payload.SlideIndex));
        clients.push(socket);
        resolve();
      } catch (error) {
        fail(error);
      }
    });
  });
}

/**
 * A socket.io client speaking the wire protocol directly over one websocket (engine.io 4,
 * socket.io 5 packets: '40' connect with auth, '42' event, '43' ack, '2'/'3' ping/pong). It costs
 * the client process about what the raw ws client does, so the hub/ws comparison shows the
 * server's fan-out rather than the client library's decoding, which browsers do in parallel.
 */
function connectWire({ hubUrl, tokenId, topic }) {
  return new Promise((resolve) => {
    const url = `${hubUrl.replace(/^http/, 'ws')}${HUB_PATH}/?EIO=4&transport=websocket`;
    const socket = new WebSocket(url, { perMessageDeflate: false });
    let settled = false;
    const done = (error) => {
      if (settled) return;
      settled = true;
      if (error) {
        failures += 1;
        lastError = String(error?.message ?? error);
        socket.terminate();
      } else {
        clients.push(socket);
      }
      resolve();
    };
    const timer = setTimeout(() => done(new Error('wire connect timed out')), CONNECT_TIMEOUT_MS);
    socket.once('error', (error) => done(error));
    socket.on('message', (raw) => {
      const data = raw.toString();
      if (data === '2') return socket.send('3');
      if (data.startsWith('42')) {
        const [, envelope] = JSON.parse(data.slice(2));
        return record(envelope.payload.SlideIndex);
      }
      if (data.startsWith('0')) {
        return socket.send(
          `40${JSON.stringify({ TokenId: tokenId, ProtocolVersion: PROTOCOL_VERSION })}`,
        );
      }
      if (data.startsWith('44')) return done(new Error(`refused: ${data.slice(2)}`));
      if (data.startsWith('40'))
        return socket.send(`420${JSON.stringify(['subscribe', { topic }])}`);
      if (data.startsWith('430')) {
        clearTimeout(timer);
        const [ack] = JSON.parse(data.slice(3));
        return done(ack.ok ? null : new Error(`subscribe: ${ack.error}`));
      }
    });
  });
}

function connectWs({ wsUrl }) {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
    socket.once('error', (error) => {
      failures += 1;
      lastError = String(error?.message ?? error);
      resolve();
    });
    socket.once('open', () => {
      socket.on('message', (data) => record(JSON.parse(data.toString()).payload.SlideIndex));
      clients.push(socket);
      resolve();
    });
  });
}

async function connectAll(job) {
  const connect = { hub: connectHub, wire: connectWire, ws: connectWs }[job.kind];
  const started = now();
  let next = 0;
  const lane = async () => {
    while (next < job.count) {
      next += 1;
      await connect(job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(job.concurrency, job.count) }, lane));
  process.send({
    type: 'ready',
    connected: clients.length,
    failures,
    lastError,
    connectMs: now() - started,
  });
}

process.on('message', (message) => {
  if (message.type === 'connect') void connectAll(message);
  if (message.type === 'measure') {
    measuring = true;
    process.send({ type: 'measuring' });
  }
  if (message.type === 'report') {
    const rounds = Object.fromEntries(receipts);
    process.send({ type: 'report', rounds });
  }
  if (message.type === 'close') {
    for (const socket of clients) {
      if (typeof socket.terminate === 'function') socket.terminate();
      else socket.disconnect();
    }
    setTimeout(() => process.exit(0), 200);
  }
});
process.on('disconnect', () => process.exit(0));

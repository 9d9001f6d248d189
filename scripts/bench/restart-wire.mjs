// The wire of the restart bench's viewers (restart-clients.mjs): a socket.io connection spoken
// over a bare websocket (the wire protocol, as fanout-clients.mjs's connectWire, so thousands
// stay cheap), sockets opened at most OPENS_PER_TURN per turn of the event loop, and `lanes` to
// bound how many requests are in flight.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HUB_PATH } from '@podium/domain';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const WebSocket = createRequire(join(repoRoot, 'apps/server/package.json'))('ws');

/** socket.io-client's default connect timeout (the viewer does not change it). */
const CONNECT_TIMEOUT_MS = 20_000;
/**
 * Sockets a client process opens in one turn of its event loop before it reads what has arrived.
 * The viewers of a real call are browsers of their own: each opens its socket when its reconnect
 * delay ends and answers the hub's open packet the moment it arrives. Here thousands share one
 * event loop, and opened all in the turn their timers end (hundreds at once after a restart),
 * the open packets and connect answers of the sockets opened before wait behind them, and the
 * server waits for those answers with nothing to do. A viewer still counts its time from the
 * moment it lost the hub, so one held back here counts against the server.
 */
const OPENS_PER_TURN = 32;

/** Runs `work` over `items` with at most `concurrency` in flight. */
export async function lanes(items, concurrency, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}

/**
 * Opens `client`'s socket: `auth()` gives the handshake's HubAuth, `onTopicMessage` receives each
 * topic message, `onReady` runs after the namespace connect ('40') succeeds, `onFailed` with the
 * reason when it does not, and `onLost` when a connected socket closes.
 */
export function openWireSocket(
  client,
  { baseUrl, auth, onTopicMessage, onLost, onReady, onFailed },
) {
  client.attempts += 1;
  const url = `${baseUrl.replace(/^http/, 'ws')}${HUB_PATH}/?EIO=4&transport=websocket`;
  const ws = new WebSocket(url, { perMessageDeflate: false });
  client.ws = ws;
  let settled = false;
  const fail = (reason) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    ws.removeAllListeners();
    ws.on('error', () => undefined);
    ws.terminate();
    client.ws = null;
    onFailed(reason);
  };
  const timer = setTimeout(() => fail('connect timeout'), CONNECT_TIMEOUT_MS);
  ws.on('error', () => fail('socket error'));
  ws.on('close', () => {
    if (!settled) return fail('closed while connecting');
    if (client.ws === ws) onLost();
  });
  ws.on('message', (raw) => {
    const data = raw.toString();
    if (data === '2') return ws.send('3');
    if (data.startsWith('42')) {
      const [event, envelope] = JSON.parse(data.slice(2));
      if (event === 'message') onTopicMessage(envelope);
      return;
    }
    if (data.startsWith('43')) return;
    if (data.startsWith('0')) {
      return ws.send(`40${JSON.stringify(auth())}`);
    }
    if (data.startsWith('44')) {
      const reason = JSON.parse(data.slice(2))?.data?.reason ?? 'refused';
      return fail(reason);
    }
    if (data.startsWith('40') && !settled) {
      settled = true;
      clearTimeout(timer);
      client.connected = true;
      onReady();
    }
  });
}

/** Sockets waiting to be opened, in the order their viewers asked (see OPENS_PER_TURN). */
const toOpen = [];
let nextToOpen = 0;
let opening = null;

export function openSoon(open) {
  toOpen.push(open);
  opening ??= setImmediate(openSome);
}

function openSome() {
  const until = Math.min(toOpen.length, nextToOpen + OPENS_PER_TURN);
  while (nextToOpen < until) toOpen[nextToOpen++]();
  if (nextToOpen < toOpen.length) {
    opening = setImmediate(openSome);
    return;
  }
  toOpen.length = 0;
  nextToOpen = 0;
  opening = null;
}

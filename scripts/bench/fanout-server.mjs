// The server side of `npm run bench:fanout` (scripts/bench/fanout.mjs forks it with IPC): the
// real Podium app (PGlite in a fresh DATA_DIR, demo events loaded) listening on loopback, and a
// raw `ws` server beside it as the ARCHITECTURE §7 baseline. It obtains a hub token the way the
// viewer does (entry code, then POST uegtoken), publishes slide changes through app.hub, sends
// the same envelope to every raw ws client, and reports its memory.
// Run with: node --expose-gc --import tsx scripts/bench/fanout-server.mjs
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  apiPaths,
  ANTI_FORGERY_HEADER,
  hubTopics,
  SERVICE_BASE_PATH,
  SESSION_COOKIE,
  SESSION_IDLE_TIMEOUT_MS,
} from '@podium/domain';
import { buildApp } from '../../apps/server/src/app.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const requireFromServer = createRequire(join(repoRoot, 'apps/server/package.json'));
const { WebSocketServer } = requireFromServer('ws');

const presId = Number(process.env.FANOUT_PRES_ID || 2001);
const dataDir = mkdtempSync(join(tmpdir(), 'podium-fanout-'));
const now = () => performance.timeOrigin + performance.now();

const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: null,
  webDist: join(dataDir, 'no-web-dist'),
  sessionIdleTimeoutMs: SESSION_IDLE_TIMEOUT_MS,
  loadDemo: true,
  logLevel: 'warn',
  attemptLimits: false,
  trustProxy: false,
  now: () => new Date(),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const hubUrl = `http://127.0.0.1:${app.server.address().port}`;

/** Enters the event with its DEMO code and asks for a hub token for its conference call. */
async function issueToken() {
  const service = (path) => `${SERVICE_BASE_PATH}/${path}`;
  const entry = await app.inject({
    method: 'POST',
    url: service(apiPaths.processEntryCode()),
    payload: { EntryCode: `DEMO-${presId}` },
  });
  if (entry.statusCode !== 200) throw new Error(`entry code: ${entry.statusCode} ${entry.body}`);
  const cookie = entry.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  const headers = { cookie: `${SESSION_COOKIE}=${cookie}` };
  const user = await app.inject({
    url: service(`${apiPaths.loggedInUser()}?presId=${presId}`),
    headers,
  });
  const presentation = await app.inject({
    url: service(`${apiPaths.presentation()}?presid=${presId}`),
    headers,
  });
  const conferenceId = presentation.json().ConferenceCallData?.Id;
  if (!conferenceId) throw new Error(`presentation ${presId} has no conference call`);
  const token = await app.inject({
    method: 'POST',
    url: service(apiPaths.hubToken(presId, { conferenceCallId: conferenceId })),
    headers: { ...headers, [ANTI_FORGERY_HEADER]: user.json().AntiForgeryToken },
  });
  if (token.statusCode !== 200) throw new Error(`uegtoken: ${token.statusCode} ${token.body}`);
  return { tokenId: token.json().TokenId, conferenceId };
}

const { tokenId, conferenceId } = await issueToken();
const topic = hubTopics.callSlide(conferenceId);
const topicName = `conferencecall.${conferenceId}.slide`;

const wsHttp = createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server: wsHttp, perMessageDeflate: false });
await new Promise((resolve) => wsHttp.listen(0, '127.0.0.1', resolve));
const wsUrl = `ws://127.0.0.1:${wsHttp.address().port}`;

function memory() {
  for (let i = 0; i < 3; i++) globalThis.gc?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
}

async function connectionCount() {
  return new Promise((resolve) => app.server.getConnections((_e, n) => resolve(n ?? 0)));
}

const handlers = {
  memory: () => memory(),
  connections: async () => ({ hub: await connectionCount(), ws: wss.clients.size }),
  publish: ({ round }) => {
    const sentAt = now();
    app.hub.publish(topic, { SlideIndex: round });
    return { sentAt, sendMs: now() - sentAt };
  },
  wsPublish: ({ round }) => {
    const sentAt = now();
    const data = JSON.stringify({ topic: topicName, payload: { SlideIndex: round } });
    for (const client of wss.clients) client.send(data);
    return { sentAt, sendMs: now() - sentAt };
  },
  stop: async () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
    wsHttp.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    setImmediate(() => process.exit(0));
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
process.send({ ready: true, hubUrl, wsUrl, tokenId, topic: topicName, pid: process.pid });

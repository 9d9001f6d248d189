// What one server process serves per second on the viewer's heaviest cached read (ARCHITECTURE
// §7 API budget): GET presentation?presid=2001 as a viewer who entered DEMO-2001, through the real server
// (session, access, content cache), beside a bare Fastify route sending the same answer from the
// same machine in the same run; both driven by autocannon.
//
//   npm run bench:api -- [--seconds=10] [--connections=50] [--accept-encoding=identity]
//
// The request is the one a viewer's browser makes for a text it does not hold: the session
// cookie, the IanaTimeZone header and the Accept-Encoding Chromium sends (so the answer is
// compressed, as a browser gets it); no If-None-Match. The bare route answers with the very bytes
// and headers Podium answered with, made once, as any route would serve a fixed answer.
// A second figure is a viewer's browser reading the presentation again while it holds the
// current text (If-None-Match: 304), as after a reconnect or a hub message that changed nothing.
//
// The real server runs on PGlite unless DATABASE_URL is set; the report gives both figures and
// their ratio, and the error counts (answers other than the expected status, and socket errors).
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import {
  apiPaths,
  IANA_TIMEZONE_HEADER,
  SERVICE_BASE_PATH,
  SESSION_COOKIE,
} from '../../packages/domain/src/index.ts';
import { startServer } from './server.mjs';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 10);
const CONNECTIONS = arg('connections', 50);
const PRES_ID = 2001;
/** What Chromium sends on a fetch over http (zstd is offered; the server answers br). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const ACCEPT_ENCODING =
  process.argv.find((a) => a.startsWith('--accept-encoding='))?.split('=')[1] ??
  BROWSER_ACCEPT_ENCODING;

/** One GET, its status, headers and body bytes as sent (not decompressed). */
function getRaw(url, headers) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** `unexpected`: answers other than `status` (autocannon counts a 304 as non-2xx). */
const summary = (result, status = 200) => {
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((n, s) => n + s.count, 0);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: answered - (result.statusCodeStats?.[status]?.count ?? 0),
    errors: result.errors + result.timeouts,
  };
};

const server = await startServer();
try {
  const api = `${server.baseUrl}${SERVICE_BASE_PATH}`;
  // A viewer as most arrive: a guest session made by the demo event's entry code.
  const entry = await fetch(`${api}/${apiPaths.processEntryCode()}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ EntryCode: `DEMO-${PRES_ID}` }),
  });
  if (!entry.ok) throw new Error(`entry code failed: ${entry.status}`);
  const cookie = entry.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const headers = {
    cookie,
    [IANA_TIMEZONE_HEADER]: 'Europe/London',
    'accept-encoding': ACCEPT_ENCODING,
  };
  const url = `${api}/${apiPaths.presentation()}?presid=${PRES_ID}`;
  const first = await getRaw(url, headers);
  if (first.status !== 200) throw new Error(`GET presentation failed: ${first.status}`);
  const plain = await fetch(url, { headers: { cookie, [IANA_TIMEZONE_HEADER]: 'Europe/London' } });
  const plainBytes = Buffer.byteLength(await plain.text());
  const encoding = first.headers['content-encoding'] ?? 'identity';

  // The baseline: Podium's answer, bytes and headers alike, from a bare Fastify route (no
  // session, no database, no hooks), the bytes made once.
  const bare = Fastify();
  bare.get('/presentation', async (_request, reply) => {
    for (const name of ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control'])
      if (first.headers[name] !== undefined) reply.header(name, first.headers[name]);
    return reply.send(first.body);
  });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  // Warm both (JIT, caches), then measure one after the other.
  await run(url, headers).catch(() => null);
  const podium = summary(await run(url, headers));
  const baseline = summary(await run(`${bareUrl}/presentation`, {}));
  await bare.close();
  // A browser that holds the current text revalidates it.
  const revalidated = first.headers.etag
    ? summary(await run(url, { ...headers, 'if-none-match': first.headers.etag }), 304)
    : null;

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `GET presentation (${PRES_ID}, ${plainBytes} bytes, sent as ${encoding}: ` +
      `${first.body.length} bytes; Accept-Encoding: ${ACCEPT_ENCODING}) on ${database}, ` +
      `${CONNECTIONS} connections, ${SECONDS} s each:`,
  );
  console.table({
    podium,
    'bare Fastify': baseline,
    ...(revalidated ? { 'podium, If-None-Match (304)': revalidated } : {}),
  });
  console.log(
    `podium serves ${podium.rps} req/s, ${(podium.rps / baseline.rps).toFixed(3)}× the bare ` +
      `route (goal: ≥ 5,000 req/s, 0 errors); errors: ${podium.unexpected + podium.errors}`,
  );
} finally {
  await server.stop();
}

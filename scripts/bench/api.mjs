// What one server process serves per second on the viewer's heaviest cached read (ARCHITECTURE
// §7 API budget): GET presentation?presid=2001 as a viewer who entered DEMO-2001, through the real server
// (session, access, content cache), beside a bare Fastify route sending the same body from the
// same machine in the same run; both driven by autocannon.
//
//   npm run bench:api -- [--seconds=10] [--connections=50]
//
// The real server runs on PGlite unless DATABASE_URL is set; the report gives both figures and
// their ratio, and the error counts (non-2xx answers and socket errors).
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

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

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
  const headers = { cookie, [IANA_TIMEZONE_HEADER]: 'Europe/London' };
  const url = `${api}/${apiPaths.presentation()}?presid=${PRES_ID}`;
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`GET presentation failed: ${first.status}`);
  const body = await first.text();

  // The baseline: the same body from a bare Fastify route, no session, no database.
  const bare = Fastify();
  bare.get('/presentation', async (_request, reply) =>
    reply.header('Content-Type', 'application/json; charset=utf-8').send(body),
  );
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  // Warm both (JIT, caches), then measure one after the other.
  await run(url, headers).catch(() => null);
  const podium = summary(await run(url, headers));
  const baseline = summary(await run(`${bareUrl}/presentation`, {}));
  await bare.close();

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `GET presentation (${PRES_ID}, ${body.length} bytes) on ${database}, ` +
      `${CONNECTIONS} connections, ${SECONDS} s each:`,
  );
  console.table({ podium, 'bare Fastify': baseline });
  console.log(
    `podium serves ${podium.rps} req/s, ${(podium.rps / baseline.rps).toFixed(3)}× the bare ` +
      `route (goal: ≥ 5,000 req/s, 0 errors); errors: ${podium.non2xx + podium.errors}`,
  );
} finally {
  await server.stop();
}

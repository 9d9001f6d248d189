// What each refresh request of a reconnecting conference viewer costs the database (ARCHITECTURE
// §7 restart budget): for every request the viewer makes after a server restart, and for the hub
// handshake, the number of SQL queries and the mean time per request over N serial requests, on
// PGlite with the demo data (DEMO-2001, registered for the call).
//
//   npm run bench:queries -- [-v] [--n=200]
//
// -v prints each request's SQL (first 160 characters of each statement).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  apiPaths,
  conferencePaths,
  IANA_TIMEZONE_HEADER,
  PROTOCOL_VERSION,
  SERVICE_BASE_PATH,
  SESSION_COOKIE,
  ANTI_FORGERY_HEADER,
  SESSION_IDLE_TIMEOUT_MS,
} from '@podium/domain';
import { buildApp } from '../../apps/server/src/app.ts';
import { authenticateHub } from '../../apps/server/src/realtime/hub-auth.ts';
import { createHubRepository } from '../../apps/server/src/realtime/hub.repository.ts';
import { createHubTokenRepository } from '../../apps/server/src/modules/hub-token/hub-token.repository.ts';

const verbose = process.argv.includes('-v');
const N = Number(process.argv.find((a) => a.startsWith('--n='))?.slice(4) ?? 200);

// Every statement the app sends goes through one of these.
let count = 0;
const seen = [];
for (const method of ['query', 'exec']) {
  const original = PGlite.prototype[method];
  PGlite.prototype[method] = function (...args) {
    count++;
    seen.push(String(args[0]).slice(0, 160));
    return original.apply(this, args);
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'qc-'));
const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: null,
  webDist: join(dataDir, 'x'),
  sessionIdleTimeoutMs: SESSION_IDLE_TIMEOUT_MS,
  loadDemo: true,
  logLevel: 'error',
  attemptLimits: false,
  trustProxy: false,
  now: () => new Date(),
});
const service = (path) => `${SERVICE_BASE_PATH}/${path}`;
const presId = 2001;
const entry = await app.inject({
  method: 'POST',
  url: service(apiPaths.processEntryCode()),
  payload: { EntryCode: `DEMO-${presId}` },
});
const cookie = `${SESSION_COOKIE}=${entry.cookies.find((c) => c.name === SESSION_COOKIE).value}`;
const user = await app.inject({
  url: service(`${apiPaths.loggedInUser()}?presId=${presId}`),
  headers: { cookie },
});
const antiForgery = user.json().AntiForgeryToken;
// As the viewer's HTTP client: every request sends its zone (SPEC §7).
const headers = {
  cookie,
  [ANTI_FORGERY_HEADER]: antiForgery,
  [IANA_TIMEZONE_HEADER]: 'Europe/Paris',
};
const pres = await app.inject({
  url: service(`${apiPaths.presentation()}?presid=${presId}`),
  headers,
});
const confId = pres.json().ConferenceCallData.Id;
await app.inject({
  method: 'POST',
  url: service(conferencePaths.participants(presId, confId)),
  headers,
  payload: { conferenceId: confId, emailAddress: '' },
});

/**
 * Runs `once` to warm up (a first call may do once-a-minute housekeeping), once more to count
 * its queries, then N more times to time it.
 */
async function measure(name, once) {
  await once();
  count = 0;
  seen.length = 0;
  const status = await once();
  const queries = count;
  const statements = seen.slice(0, queries);
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await once();
  const ms = (performance.now() - t0) / N;
  console.log(`${name.padEnd(14)} ${status} queries ${queries}  ${ms.toFixed(2)} ms/req`);
  if (verbose) for (const q of statements) console.log('     ', q.replace(/\s+/g, ' '));
}

const request = (req) => async () =>
  (await app.inject({ ...req, url: service(req.url), headers })).statusCode;

await measure('user', request({ url: `${apiPaths.loggedInUser()}?presId=${presId}` }));
await measure(
  'presentation',
  request({ url: `${apiPaths.presentation()}?presid=${presId}&includeMedia=true` }),
);
await measure('status', request({ url: conferencePaths.status(presId, confId) }));
await measure('presControl', request({ url: conferencePaths.presControl(presId, confId) }));
await measure('questions', request({ url: conferencePaths.questions(presId, confId) }));
const tokenRequest = {
  method: 'POST',
  url: apiPaths.hubToken(presId, { conferenceCallId: confId }),
};
await measure('uegtoken', request(tokenRequest));
await measure('keepalive', request({ url: 'account/KeepAlive' }));

// The hub handshake as hub.plugin.ts runs it, for a reconnection (the token was used once).
const tokenId = (
  await app.inject({ ...tokenRequest, url: service(tokenRequest.url), headers })
).json().TokenId;
const authDeps = {
  tokens: createHubTokenRepository(app.db),
  hubData: createHubRepository(app.db),
  directory: () => app.hub.directory,
  now: () => new Date(),
  sessionIdleTimeoutMs: SESSION_IDLE_TIMEOUT_MS,
};
const auth = { TokenId: tokenId, ProtocolVersion: PROTOCOL_VERSION };
await authenticateHub(authDeps, auth);
await measure('handshake', async () => {
  const result = await authenticateHub(authDeps, auth);
  return result.ok ? 'ok ' : result.error;
});
await app.close();
rmSync(dataDir, { recursive: true, force: true });

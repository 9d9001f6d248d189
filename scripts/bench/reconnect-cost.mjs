// The server's CPU time per returning viewer, measured cheaply and repeatably: the part of
// `npm run bench:restart` that decides whether 10,000 viewers are back within 15 s (one process
// must take their returns at 2,000 a second or more), without a restart's noise (a cold process,
// a full accept queue, TCP's SYN retries).
//
// The real server (apps/server/src/main.ts, PGlite in its own DATA_DIR, or DATABASE_URL when set)
// runs demo 2001's call live; N viewers (restart-clients.mjs) enter, connect and follow the
// viewer's topics. Then, per round, every viewer's socket is closed at once, and once the server
// is quiet they all return at once the way they return after a restart (websocket, socket.io
// connect with the hub token and the topics in the handshake, the retained slide, and the
// reconnect refresh's REST reads). A first round warms the process; the later ones count the
// server's CPU (user + system, from /proc) from the returns until every viewer has reconnected and
// finished its refresh and the server is quiet again, per viewer.
//
// With --profile, the server runs under --cpu-prof and the counted rounds' samples are split by
// the part of the server they ran in (profile-window.mjs).
//
// With --restart, each round SIGKILLs the server and starts it again instead, and the viewers
// return by themselves 10 s after they lost the hub, as in bench:restart: a cold process, and the
// server's CPU counted from just before their return (only the last process writes a profile).
//
// Usage: node --import tsx scripts/bench/reconnect-cost.mjs [--clients 1000] [--rounds 3]
//   [--restart] [--no-refresh]
//   [--procs 2] [--profile] [--pg-data <the DATABASE_URL cluster's data folder, for its CPU>]
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { socketReconnectDelayMs } from '@podium/domain';
import { CONF_ID, PRES_ID, crew } from './restart-event.mjs';
import { createPool } from './restart-http.mjs';
import { readProfile, windowBreakdown } from './profile-window.mjs';
import { createServerProcess, serverConfiguration } from './restart-server.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const option = (name, fallback) => {
  const flag = process.argv.indexOf(`--${name}`);
  return flag >= 0 && process.argv[flag + 1] && !process.argv[flag + 1].startsWith('--')
    ? process.argv[flag + 1]
    : fallback;
};
const N = Number(option('clients', '1000'));
const ROUNDS = Number(option('rounds', '3'));
const PROCS = Number(option('procs', '2'));
const PROFILE = process.argv.includes('--profile');
/** --no-refresh: returning viewers skip the reconnect refresh (the hub's share alone). */
const NO_REFRESH = process.argv.includes('--no-refresh');
/** How long the server must spend less than QUIET_CPU_MS of CPU to count as quiet. */
const QUIET_WINDOW_MS = 500;
const QUIET_CPU_MS = 20;

const PG_DATA = option('pg-data', '');
/** --restart: each round kills and restarts the server instead of closing the viewers' sockets. */
const RESTART = process.argv.includes('--restart');
/** SPEC §9: a viewer retries its lost hub connection 10 s after losing it. */
const RETURN_DELAY_MS = socketReconnectDelayMs(0);
const CPU_LEAD_MS = 200;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** CPU ms (user + system) of a process from /proc, or 0 when it is gone. */
function procCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The PostgreSQL cluster's CPU (its postmaster and every process it started), with --pg-data
 * naming its data folder; null without it. Backends that ended meanwhile are not counted.
 */
function databaseCpuMs() {
  if (!PG_DATA) return null;
  const postmaster = Number(readFileSync(join(PG_DATA, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = procCpuMs(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += procCpuMs(entry);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Transactions the database committed so far (each statement outside BEGIN is one). */
async function openStatements() {
  if (!process.env.DATABASE_URL) return null;
  const pg = createRequire(join(repoRoot, 'apps/server/package.json'))('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return {
    async count() {
      await client.query('select pg_stat_clear_snapshot()');
      const { rows } = await client.query(
        'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
      );
      return Number(rows[0].n);
    },
    close: () => client.end(),
  };
}

const now = () => performance.timeOrigin + performance.now();
const monoUs = () => Number(process.hrtime.bigint() / 1000n);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function worker() {
  const proc = fork(here('./restart-clients.mjs'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const pending = new Map();
  let readyResolve;
  const ready = new Promise((resolve) => (readyResolve = resolve));
  proc.on('message', (message) => {
    if (message.ready) return readyResolve();
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.result);
    else waiter.reject(new Error(message.error));
  });
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  return {
    ready,
    exited,
    call: (type, args = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        proc.send({ id, type, ...args });
      }),
  };
}

async function quiet(server, timeoutMs = 60_000) {
  const deadline = now() + timeoutMs;
  let last = server.cpuMs();
  while (now() < deadline) {
    await sleep(QUIET_WINDOW_MS);
    const cpu = server.cpuMs();
    if (cpu - last < QUIET_CPU_MS) return;
    last = cpu;
  }
}

const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), 'podium-reconnect-prof-')) : null;
if (PROFILE)
  process.env.RESTART_SERVER_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir} ${process.env.RESTART_SERVER_NODE_ARGS ?? ''}`;
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'podium-reconnect-'));
const server = createServerProcess({ port, dataDir });
const pool = createPool(server.baseUrl, { maxSockets: 16 });
const sizes = Array.from(
  { length: PROCS },
  (_, i) => Math.floor(N / PROCS) + (i < N % PROCS ? 1 : 0),
);
const workers = [];
const rounds = [];
let failed = false;
let statements = null;
try {
  statements = await openStatements();
  await server.start();
  const people = await crew(pool);
  workers.push(...sizes.map(() => worker()));
  await Promise.all(workers.map((w) => w.ready));
  const all = (type, args = {}) => Promise.all(workers.map((w) => w.call(type, args)));
  const sum = (results, key) => results.reduce((total, r) => total + r[key], 0);
  await Promise.all(
    workers.map((w, i) =>
      w.call('setup', {
        baseUrl: server.baseUrl,
        count: sizes[i],
        concurrency: 50,
        maxSockets: 256,
        presId: PRES_ID,
        confId: CONF_ID,
        rowGuid: people.rowGuid,
        refresh: !NO_REFRESH,
      }),
    ),
  );
  const connect = await all('connect', { concurrency: Math.ceil(100 / PROCS) });
  const connected = sum(connect, 'connected');
  await people.goTo(2);
  await all('subscribe');
  await all('expect', { slide: 2 });
  console.log(
    `reconnect-cost: ${connected}/${N} viewers connected, ${PROCS} client processes, ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}; server: ${serverConfiguration()}; ` +
      `${RESTART ? 'returning after a restart' : 'returning after their sockets closed'}${PROFILE ? '; profiled' : ''}`,
  );
  for (let round = 0; round <= ROUNDS; round++) {
    let statementsBefore = null;
    if (RESTART) {
      // As bench:restart: SIGKILL, start again at once, and the viewers return by themselves
      // SPEC §9's delay after they lost the hub; the process's own start is not counted.
      const killedAt = await server.kill();
      await server.start();
      await sleep(killedAt + RETURN_DELAY_MS - 1_500 - now());
      statementsBefore = statements ? await statements.count() : null;
      await sleep(killedAt + RETURN_DELAY_MS - CPU_LEAD_MS - now());
    } else {
      await all('drop');
      await sleep(300);
      await quiet(server);
      // The database's statistics reach pg_stat_database within a second of a transaction.
      if (statements) await sleep(1_100);
      statementsBefore = statements ? await statements.count() : null;
    }
    const dbCpuBefore = databaseCpuMs();
    const cpuBefore = server.cpuMs();
    const fromUs = monoUs();
    const loadBefore = loadavg()[0];
    const startedAt = RESTART ? now() + CPU_LEAD_MS : now();
    if (!RESTART) await all('returnAll');
    let state;
    let connectedCpuMs = null;
    let connectedMs = null;
    const deadline = now() + 120_000;
    for (;;) {
      const results = await all('refreshed');
      state = {
        connected: sum(results, 'connected'),
        refreshed: sum(results, 'refreshed'),
        attempts: sum(results, 'attempts'),
        refreshFailures: sum(results, 'refreshFailures'),
      };
      if (connectedCpuMs === null && state.connected >= connected) {
        connectedCpuMs = server.cpuMs() - cpuBefore;
        connectedMs = now() - startedAt;
      }
      if (state.refreshed >= connected || now() > deadline) break;
      await sleep(50);
    }
    const backMs = now() - startedAt;
    // Work the returns leave behind (presence writes, spaced reads) counts too.
    await quiet(server);
    const toUs = monoUs() - QUIET_WINDOW_MS * 1000;
    const cpuMs = server.cpuMs() - cpuBefore;
    const dbCpuMs = dbCpuBefore === null ? null : databaseCpuMs() - dbCpuBefore;
    if (statements) await sleep(1_100);
    // One of the counted transactions is the count's own.
    const statementsPerViewer = statements
      ? (await statements.count()) - statementsBefore - 1
      : null;
    const row = {
      round,
      usPerViewer: (cpuMs * 1000) / connected,
      backMs,
      perS: connected / (backMs / 1000),
      load: loadBefore,
      fromUs,
      toUs,
      ...state,
    };
    console.log(
      `  ${round === 0 ? 'warm-up' : `round ${round}`}: ${state.refreshed}/${connected} back and refreshed in ` +
        `${(backMs / 1000).toFixed(2)} s (${row.perS.toFixed(0)}/s); server CPU ${cpuMs.toFixed(0)} ms = ` +
        `${row.usPerViewer.toFixed(0)} µs per viewer` +
        (connectedCpuMs === null
          ? ''
          : ` (all connected after ${(connectedMs / 1000).toFixed(2)} s and ` +
            `${((connectedCpuMs * 1000) / connected).toFixed(0)} µs per viewer)`) +
        (dbCpuMs === null
          ? ''
          : `; database CPU ${((dbCpuMs * 1000) / connected).toFixed(0)} µs per viewer`) +
        (statementsPerViewer === null
          ? ''
          : `; ${(statementsPerViewer / connected).toFixed(2)} database transactions per viewer`) +
        `; ${state.attempts} connection attempts; ${state.refreshFailures} refresh failures; load ${loadBefore.toFixed(1)}`,
    );
    if (round > 0) rounds.push(row);
  }
  const perViewer = rounds.map((r) => r.usPerViewer).sort((a, b) => a - b);
  console.log(
    `server CPU per returning viewer: median ${perViewer[Math.floor(perViewer.length / 2)].toFixed(0)} µs ` +
      `(rounds: ${rounds.map((r) => r.usPerViewer.toFixed(0)).join(', ')})`,
  );
} catch (error) {
  failed = true;
  console.error(`reconnect-cost could not run: ${error?.stack ?? error}\n${server.stderr()}`);
} finally {
  await Promise.all(workers.map((w) => w.call('close').catch(() => undefined)));
  pool.close();
  await statements?.close();
  await server.stop();
}

if (PROFILE && rounds.length > 0) {
  const files = readdirSync(profileDir).map((f) => join(profileDir, f));
  // The main thread's profile is the largest (worker threads write their own).
  const profile = readProfile(
    files.map((f) => [f, statSync(f).size]).sort((a, b) => b[1] - a[1])[0][0],
  );
  const total = new Map();
  const self = new Map();
  let totalMs = 0;
  // A killed server writes no profile: the last process's rounds only.
  const profiled = rounds.filter((r) => r.fromUs >= profile.startTime && r.toUs <= profile.endTime);
  for (const row of profiled) {
    const breakdown = windowBreakdown(profile, row.fromUs, row.toUs, { top: 40 });
    totalMs += breakdown.totalMs;
    for (const [part, ms] of breakdown.parts) total.set(part, (total.get(part) ?? 0) + ms);
    for (const [name, ms] of breakdown.self) self.set(name, (self.get(name) ?? 0) + ms);
  }
  const viewers = profiled.reduce((n, r) => n + r.refreshed, 0);
  console.log(
    `\nprofiled (JS samples, counted rounds): ${((totalMs * 1000) / viewers).toFixed(0)} µs per viewer`,
  );
  for (const [part, ms] of [...total].sort((a, b) => b[1] - a[1]))
    console.log(
      `  ${part.padEnd(34)} ${((ms * 1000) / viewers).toFixed(0).padStart(5)} µs  ${((100 * ms) / totalMs).toFixed(1)}%`,
    );
  console.log('top self time:');
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${((ms * 1000) / viewers).toFixed(1).padStart(6)} µs  ${name}`);
}
rmSync(dataDir, { recursive: true, force: true });
if (profileDir) rmSync(profileDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);

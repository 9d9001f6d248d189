// `npm run bench:fanout` — ARCHITECTURE §7 hub budget, measured: N attendee sockets in one event
// (demo 2001's conference call) subscribed to its slide topic; slide changes published through
// app.hub; propagation p50/p99/max (server send time to client receive time, one clock: all on
// loopback) and server memory per connection; beside a raw `ws` broadcast to the same N in the
// same run. Clients live in child processes to spread the CPU. A benchmark: it prints figures
// and the budget verdict, stops itself, and exits 0 unless it could not run.
//
// Usage: node scripts/bench/fanout.mjs [--clients 1000,5000,10000] [--rounds 20] [--procs 2]
// (or FANOUT_CLIENTS / FANOUT_ROUNDS / FANOUT_PROCS). 10,000 sockets need about 10,000 open
// files in the server and 10,000 / procs in each client process: run `ulimit -n 65535` (or as
// high as the hard limit allows) first; the npm script does.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

function option(name, envName, fallback) {
  const flag = process.argv.indexOf(`--${name}`);
  if (flag >= 0 && process.argv[flag + 1]) return process.argv[flag + 1];
  return process.env[envName] || fallback;
}

const SIZES = option('clients', 'FANOUT_CLIENTS', '1000,5000,10000')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const ROUNDS = Math.max(1, Number(option('rounds', 'FANOUT_ROUNDS', '20')));
const PROCS = Math.max(1, Number(option('procs', 'FANOUT_PROCS', '2')));
/**
 * How the hub's clients are run: `library` (socket.io-client, as the viewer uses it) and/or
 * `wire` (the same protocol over a bare websocket, so each client costs the client processes
 * about what a raw ws client does).
 */
const HUB_CLIENTS = option('hub-clients', 'FANOUT_HUB_CLIENTS', 'library,wire')
  .split(',')
  .map((kind) => ({ library: 'hub', wire: 'wire' })[kind.trim()])
  .filter(Boolean);
const WARMUP_ROUNDS = 2;
const CONNECT_CONCURRENCY = 100;
const ROUND_TIMEOUT_MS = 15_000;
const ROUND_GAP_MS = 100;
const BUDGET_P99_MS = 100;
const BUDGET_RATIO = 1.5;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A forked child answering {id, type} requests (the server) or pushing events (clients). */
function child(file, execArgv = []) {
  const proc = fork(here(file), [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let nextId = 0;
  const pending = new Map();
  const listeners = new Set();
  proc.on('message', (message) => {
    if (message.id !== undefined && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) resolve(message.result);
      else reject(new Error(message.error));
      return;
    }
    for (const listener of listeners) listener(message);
  });
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  return {
    proc,
    exited,
    call: (type, args = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        proc.send({ id, type, ...args });
      }),
    next: (predicate, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error('timed out'));
        }, timeoutMs);
        const listener = (message) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(message);
        };
        listeners.add(listener);
      }),
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One phase: N clients of one kind connect, R slide changes go out, the clients leave. */
async function phase(server, setup, kind, n) {
  const before = await server.call('memory');
  const sizes = Array.from(
    { length: PROCS },
    (_, i) => Math.floor(n / PROCS) + (i < n % PROCS ? 1 : 0),
  ).filter((size) => size > 0);
  const workers = sizes.map(() => child('./fanout-clients.mjs'));
  const started = Date.now();
  const ready = await Promise.all(
    workers.map((w, i) => {
      const done = w.next((m) => m.type === 'ready', 30 * 60_000);
      w.proc.send({
        type: 'connect',
        kind,
        count: sizes[i],
        concurrency: CONNECT_CONCURRENCY,
        ...setup,
      });
      return done;
    }),
  );
  const connectS = (Date.now() - started) / 1000;
  const connected = ready.reduce((sum, r) => sum + r.connected, 0);
  const failures = ready.reduce((sum, r) => sum + r.failures, 0);
  const lastError = ready.map((r) => r.lastError).find(Boolean) ?? '';
  await sleep(500);
  // From here on a slide message is a measured round; before, it was the slide topic's retained
  // message (domain RETAINED_TOPIC_KINDS), which each hub client gets as it subscribes.
  await Promise.all(
    workers.map((w) => {
      const measuring = w.next((m) => m.type === 'measuring', 60_000);
      w.proc.send({ type: 'measure' });
      return measuring;
    }),
  );
  const after = await server.call('memory');

  const sent = new Map();
  const sendMs = [];
  let missedRounds = 0;
  for (let round = 1; round <= WARMUP_ROUNDS + ROUNDS; round++) {
    const arrived = Promise.all(
      workers.map((w) => w.next((m) => m.type === 'round' && m.round === round, ROUND_TIMEOUT_MS)),
    ).catch(() => (missedRounds += 1));
    const result = await server.call(kind === 'ws' ? 'wsPublish' : 'publish', { round });
    sent.set(round, result.sentAt);
    if (round > WARMUP_ROUNDS) sendMs.push(result.sendMs);
    await arrived;
    await sleep(ROUND_GAP_MS);
  }

  const latencies = [];
  let received = 0;
  for (const w of workers) {
    const report = w.next((m) => m.type === 'report', 60_000);
    w.proc.send({ type: 'report' });
    const { rounds } = await report;
    for (const [round, times] of Object.entries(rounds)) {
      if (Number(round) <= WARMUP_ROUNDS) continue;
      received += times.length;
      for (const t of times) latencies.push(t - sent.get(Number(round)));
    }
  }
  for (const w of workers) w.proc.send({ type: 'close' });
  await Promise.all(workers.map((w) => w.exited));
  // Let the server notice the closed connections before the next phase measures memory.
  for (let i = 0; i < 50; i++) {
    const open = await server.call('connections');
    if (open.hub === 0 && open.ws === 0) break;
    await sleep(200);
  }

  latencies.sort((a, b) => a - b);
  return {
    kind,
    n,
    connected,
    failures,
    lastError,
    connectS,
    expected: connected * ROUNDS,
    received,
    missedRounds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    sendMs: sendMs.reduce((a, b) => a + b, 0) / Math.max(1, sendMs.length),
    rssPerConnKb: connected ? (after.rss - before.rss) / connected / 1024 : NaN,
    heapPerConnKb: connected ? (after.heapUsed - before.heapUsed) / connected / 1024 : NaN,
    // Socket buffers live outside the JS heap; RSS alone is noisy (freed heap stays mapped).
    jsPerConnKb: connected
      ? (after.heapUsed + after.external - before.heapUsed - before.external) / connected / 1024
      : NaN,
  };
}

const LABELS = { hub: 'hub, socket.io-client', wire: 'hub, wire client', ws: 'raw ws' };
const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function printTable(rows) {
  const header = [
    'clients',
    'transport',
    'connected',
    'connect s',
    'received/expected',
    'p50 ms',
    'p99 ms',
    'max ms',
    'send loop ms',
    'RSS KB/conn',
    'heap KB/conn',
    'heap+external KB/conn',
  ];
  const lines = rows.map((r) => [
    String(r.n),
    LABELS[r.kind],
    String(r.connected),
    fmt(r.connectS),
    `${r.received}/${r.expected}`,
    fmt(r.p50, 2),
    fmt(r.p99, 2),
    fmt(r.max, 2),
    fmt(r.sendMs, 2),
    fmt(r.rssPerConnKb),
    fmt(r.heapPerConnKb),
    fmt(r.jsPerConnKb),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(row(line));
}

// FANOUT_SERVER_NODE_ARGS adds Node options to the server (e.g. `--cpu-prof --cpu-prof-dir=DIR`).
const serverArgs = (process.env.FANOUT_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = child('./fanout-server.mjs', [...serverArgs, '--expose-gc', '--import', 'tsx']);
const setup = await server.next((m) => m.ready === true, 180_000);
console.log(
  `fanout: ${SIZES.join(', ')} clients x ${ROUNDS} slide changes (+${WARMUP_ROUNDS} warm-up), ` +
    `${PROCS} client processes, topic ${setup.topic}`,
);
const rows = [];
try {
  for (const n of SIZES) {
    for (const kind of [...HUB_CLIENTS, 'ws']) {
      const result = await phase(server, setup, kind, n);
      rows.push(result);
      const note = result.failures ? ` (${result.failures} failed: ${result.lastError})` : '';
      console.log(
        `  ${n} ${kind}: connected ${result.connected} in ${fmt(result.connectS)} s${note}; ` +
          `p50 ${fmt(result.p50, 2)} ms, p99 ${fmt(result.p99, 2)} ms`,
      );
    }
  }
} finally {
  await server.call('stop').catch(() => undefined);
  await Promise.race([server.exited, sleep(5_000)]);
}

console.log('');
printTable(rows);
console.log('');
for (const n of SIZES) {
  const ws = rows.find((r) => r.n === n && r.kind === 'ws');
  for (const hub of rows.filter((r) => r.n === n && r.kind !== 'ws')) {
    if (!ws) continue;
    const ratio = hub.p99 / ws.p99;
    const complete = hub.connected === n && hub.received === hub.expected;
    const verdict =
      hub.p99 <= BUDGET_P99_MS && ratio <= BUDGET_RATIO && complete ? 'WITHIN' : 'OVER';
    console.log(
      `${n} clients, ${LABELS[hub.kind]}: hub/ws p99 ${fmt(ratio, 2)}x, ` +
        `p50 ${fmt(hub.p50 / ws.p50, 2)}x, send loop ${fmt(hub.sendMs / ws.sendMs, 2)}x; ` +
        `budget p99 <= ${BUDGET_P99_MS} ms and <= ${BUDGET_RATIO}x ws: ${verdict}` +
        (complete ? '' : ` (reached ${hub.connected} of ${n} sockets)`),
    );
  }
}

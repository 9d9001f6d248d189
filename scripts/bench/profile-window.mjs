// Reads a V8 CPU profile (node --cpu-prof) over a window of its run only: the samples taken
// between two instants of the monotonic clock (process.hrtime.bigint() / 1000, the clock V8's
// profiler stamps its samples with). Each sample goes to the part of the server whose code it was
// in: the nearest frame, from the leaf up, that belongs to a known part (a native call or Node's
// own code counts for the caller that made it); socket writes and the garbage collector are
// parts of their own. Used by reconnect-cost.mjs.
import { readFileSync } from 'node:fs';

/** Parts of the server, by the URL of a frame's script; the first that matches wins. */
const PARTS = [
  [
    'hub (socket.io, engine.io, ws)',
    /node_modules\/(socket\.io|engine\.io|ws|socket\.io-adapter|socket\.io-parser|@socket\.io)\//,
  ],
  ['hub (podium realtime)', /apps\/server\/src\/realtime\//],
  [
    'database client',
    /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+|drizzle-orm|@electric-sql)\//,
  ],
  [
    'REST (fastify)',
    /node_modules\/(fastify|find-my-way|avvio|@fastify|fast-json-stringify|light-my-request|pino|fast-querystring|secure-json-parse|toad-cache)/,
  ],
  ['REST (podium modules)', /apps\/server\/src\/(modules|plugins|http|app\.ts)/],
  ['podium db helpers', /apps\/server\/src\/db\//],
  ['domain (zod, rules)', /packages\/domain\/|node_modules\/zod\//],
  ['node http', /^node:_http|^node:http/],
];

const WRITE =
  /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString|writev_generic)$/;

export function readProfile(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Milliseconds of samples per part between `fromUs` and `toUs` (monotonic µs), and the functions
 * with the most self time.
 */
export function windowBreakdown(profile, fromUs, toUs, { top = 20 } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const partOfNode = new Map();
  const partOf = (id) => {
    if (partOfNode.has(id)) return partOfNode.get(id);
    const node = byId.get(id);
    const { functionName, url } = node.callFrame;
    let part = null;
    if (functionName === '(garbage collector)') part = 'garbage collector';
    else if (functionName === '(program)') part = '(program: V8/native outside JS)';
    else if (functionName === '(idle)') part = 'idle';
    else if (WRITE.test(functionName) && !url) part = 'socket writes (native)';
    else part = PARTS.find(([, pattern]) => pattern.test(url))?.[0] ?? null;
    if (part === null) {
      const up = parent.get(id);
      part = up === undefined ? 'other' : partOf(up);
    }
    partOfNode.set(id, part);
    return part;
  };
  const parts = new Map();
  const self = new Map();
  let t = profile.startTime;
  let totalMs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < fromUs || t > toUs) continue;
    const next = profile.timeDeltas[i + 1] ?? 0;
    // A sample stands for the time until the next one (about the sampling interval).
    const ms = Math.min(next, 5_000) / 1000;
    const id = profile.samples[i];
    const part = partOf(id);
    if (part === 'idle') continue;
    totalMs += ms;
    parts.set(part, (parts.get(part) ?? 0) + ms);
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + ms);
  }
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return { totalMs, parts: sorted(parts), self: sorted(self).slice(0, top) };
}

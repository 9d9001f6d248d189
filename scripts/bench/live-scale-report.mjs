// The figures of `npm run bench:live-scale`: percentiles, the table (one row per number of
// viewers and cache setting) and the verdicts against the goals.
import { fmt } from './restart-report.mjs';

/** Goals: segment requests reaching Node per segment with the cache, latency p95, errors. */
export const GOALS = { nodePerSegment: 2, latencyP95Ms: 3_000, errors: 0 };

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function latencyStats(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

const s = (ms) => fmt(ms / 1000, 2);
const pct = (share) => `${fmt(share * 100, 0)} %`;

export function printTable(rows) {
  const header = [
    'viewers',
    'cache',
    'segments',
    'at Node per segment mean/max',
    'MISS per segment',
    'latency p50/p95/max s',
    'errors',
    'missed',
    'Node CPU s/s',
    'Node CPU ms/playlist',
    'Node playlists/s',
    'Node segments/s',
    'nginx CPU s/s',
    'transcoder CPU s/s',
    'viewers CPU s/s',
    'viewers loop p99 ms',
    'machine busy',
    'load',
  ];
  const lines = rows.map((r) => [
    r.playing < r.n ? `${r.n} (${r.playing} playing)` : String(r.n),
    r.mode,
    String(r.segments),
    `${fmt(r.nodePerSegment.mean, 2)}/${fmt(r.nodePerSegment.max, 0)}`,
    r.cache ? fmt(r.missPerSegment, 2) : '-',
    `${s(r.latency.p50)}/${s(r.latency.p95)}/${s(r.latency.max)}`,
    String(r.errors),
    String(r.missed),
    fmt(r.cpu.node, 2),
    fmt((r.cpu.node * 1000) / r.nodePlaylistsPerS, 3),
    fmt(r.nodePlaylistsPerS, 0),
    fmt(r.nodeSegmentsPerS, 1),
    fmt(r.cpu.nginx, 2),
    fmt(r.cpu.transcoder, 2),
    fmt(r.cpu.viewers, 2),
    fmt(r.loopP99Ms, 0),
    pct(r.cpu.machineBusy),
    `${fmt(r.load[0], 1)}→${fmt(r.load[1], 1)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(row(line));
}

/** Why requests failed, and per number of viewers whether the cached run met the goals. */
export function printVerdicts(rows) {
  for (const r of rows) {
    const reasons = Object.entries(r.reasons);
    if (reasons.length > 0)
      console.log(
        `${r.n} viewers, ${r.mode}: errors: ${reasons.map(([k, v]) => `${v} × ${k}`).join(', ')}`,
      );
  }
  for (const r of rows.filter((row) => row.cache)) {
    const checks = [
      [
        `≤ ${GOALS.nodePerSegment} segment requests at Node per segment`,
        r.nodePerSegment.max <= GOALS.nodePerSegment,
      ],
      [`latency p95 ≤ ${GOALS.latencyP95Ms / 1000} s`, r.latency.p95 <= GOALS.latencyP95Ms],
      ['no errors, no segment missed', r.errors === GOALS.errors && r.missed === 0],
    ];
    console.log(
      `${r.n} viewers with the cache: ` +
        checks.map(([what, met]) => `${what}: ${met ? 'MET' : 'NOT MET'}`).join('; '),
    );
  }
}

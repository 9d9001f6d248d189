// The figures of `npm run bench:restart`: percentiles, the table, and the budget verdicts.

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
export const seconds = (ms) => fmt(ms / 1000, 2);

export function stats(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    within: (ms) => sorted.filter((v) => v <= ms).length,
  };
}

/** One row per number of viewers. */
export function printTable(rows, budgetMs) {
  const header = [
    'viewers',
    'handshakes/s (first)',
    'start s',
    'reconnected p50/p99/max s',
    'back p50/p99/max s',
    `back within ${budgetMs / 1000} s`,
    'server CPU ms/viewer',
    "viewers' processes CPU ms/viewer",
    'load',
    'listen overflows',
    'attempts',
    'refresh failures',
    'next slide reached',
    'next slide p50/p99/max ms',
    'question/transition kept',
  ];
  const lines = rows.map((r) => [
    String(r.n),
    fmt(r.handshakesPerS, 0),
    seconds(r.startMs),
    `${seconds(r.reconnected.p50)}/${seconds(r.reconnected.p99)}/${seconds(r.reconnected.max)}`,
    `${seconds(r.back.p50)}/${seconds(r.back.p99)}/${seconds(r.back.max)}`,
    `${r.back.within(budgetMs)}/${r.connected}`,
    fmt(r.cpuMsPerViewer, 2),
    fmt(r.rigCpuMsPerViewer, 2),
    `${fmt(r.load[0], 1)}→${fmt(r.load[1], 1)}`,
    fmt(r.listenOverflows, 0),
    String(r.attempts),
    String(r.refreshFailures),
    `${r.live.count}/${r.connected}`,
    `${fmt(r.live.p50, 0)}/${fmt(r.live.p99, 0)}/${fmt(r.live.max, 0)}`,
    `${r.survived.question ? 'yes' : 'NO'}/${r.survived.transition ? 'yes' : 'NO'}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(row(line));
}

/** Why refresh reads failed, and per number of viewers whether everyone was back in budget. */
export function printVerdicts(rows, budgetMs, waitMs) {
  for (const r of rows) {
    const reasons = Object.entries(r.refreshErrors);
    if (reasons.length > 0)
      console.log(
        `${r.n} viewers: reconnect refresh failures: ${reasons.map(([k, v]) => `${v} × ${k}`).join(', ')}`,
      );
  }
  for (const r of rows) {
    const verdict =
      r.back.within(budgetMs) === r.connected && r.connected === r.n ? 'WITHIN' : 'OVER';
    console.log(
      `${r.n} viewers: every viewer back on the current slide within ${budgetMs / 1000} s: ${verdict}` +
        (r.back.count === r.connected
          ? ` (the last back ${seconds(r.back.max)} s after the kill)`
          : ` (${r.back.count} of ${r.connected} back before the ${waitMs(r.n) / 1000} s wait ended)`) +
        (r.connected < r.n ? `; only ${r.connected} of ${r.n} connected before the kill` : '') +
        (r.holding < r.connected ? `; ${r.holding} held the slide before the kill` : ''),
    );
  }
}

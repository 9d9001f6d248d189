// The report of `npm run bench:call-audio` (call-audio.mjs): the mouth-to-ear latency rows with
// the live video's baseline beside them, where the call audio's time goes, the listeners' request
// rates, and the server's CPU per speaker and per listener.
import { CALL_AUDIO_SEGMENT_SECONDS } from '../../apps/server/src/call-audio/mixer-args.ts';

const pct = (xs, p) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

export function report({ hold, cpuRows, latencyRows, video }) {
  const s = (x, w = 8) => (Number.isFinite(x) ? `${x.toFixed(2)} s` : '-').padStart(w);
  const ms = (x, w = 6) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '-').padStart(w);
  const pc = (x, w = 8) => (Number.isFinite(x) ? `${x.toFixed(1)} %` : '-').padStart(w);
  const two = (xs, f, w) => `${f(pct(xs, 50))} /${f(pct(xs, 95))}`.padStart(w);
  const h = hold.seconds;
  console.log(
    `\ncall audio, mouth to ear (demo 2001, one speaker, ${CALL_AUDIO_SEGMENT_SECONDS} s AAC segments);` +
      ` the player holds ${h} s back (${hold.source})`,
  );
  console.log(
    '                     measuring listener                                     every listener',
  );
  console.log(
    'listeners  markers  edge p50  edge p95  player p50  player p95  player max  player p50  player p95  player max  downloads',
  );
  for (const r of latencyRows)
    console.log(
      `${String(r.listeners).padStart(9)}  ${`${r.heard}/${r.sent}`.padStart(7)}  ${s(pct(r.edge, 50))}  ${s(pct(r.edge, 95))}  ${s(pct(r.edge, 50) + h, 10)}  ${s(pct(r.edge, 95) + h, 10)}  ${s(pct(r.edge, 100) + h, 10)}  ${s(pct(r.everyone, 50) + h, 10)}  ${s(pct(r.everyone, 95) + h, 10)}  ${s(pct(r.everyone, 100) + h, 10)}  ${String(r.everyone.length).padStart(9)}`,
    );
  if (video?.figures) {
    const v = video.figures;
    console.log(
      `live video baseline (bench:live-latency, demo 3001, 1 s segments, the player holds ${v.holdBack} s back):`,
    );
    console.log(
      `${'1 viewer'.padStart(9)}  ${'-'.padStart(7)}  ${s(v.edgeP50)}  ${s(v.edgeP95)}  ${s(v.playerP50, 10)}  ${s(v.playerP95, 10)}  ${s(v.edgeMax + v.holdBack, 10)}  (${v.segments} segments)`,
    );
  } else if (video) console.log(`live video baseline: no figures (exit ${video.code})`);
  console.log('goal for the call (product): player latency ≤ 2 s at 500 listeners; floor 4 s');

  console.log('\nwhere the call audio time goes (measuring listener, over its markers)');
  console.log(
    'listeners  listed min/p50  in hand p50  download p50/p95  playlist p50/p95  PDT offset p50  errors  unmatched  skipped',
  );
  for (const r of latencyRows)
    console.log(
      `${String(r.listeners).padStart(9)}  ${`${s(pct(r.listed, 0), 6)} /${s(pct(r.listed, 50), 6)}`.padStart(14)}  ${s(pct(r.inHand, 50), 11)}  ${two(r.downloadMs, ms, 16)}  ${two(r.playlistMs, ms, 16)}  ${s(pct(r.pdtOffset, 50), 14)}  ${String(r.errors).padStart(6)}  ${String(r.unmatched).padStart(9)}  ${String(r.skipped).padStart(7)}`,
    );
  console.log(
    'requests a second: every listener together, the measuring one, a simulated one on average;',
  );
  console.log("loop max and CPU: the simulated listeners' processes, then this one (the speaker)");
  console.log(
    'listeners  req/s  this  each  others: segments  skipped  playlist p50/p95  download p50/p95  loop max     CPU  |  loop max  marker late max',
  );
  const rate = (x, w) => (Number.isFinite(x) ? x.toFixed(1) : '-').padStart(w);
  for (const r of latencyRows)
    console.log(
      `${String(r.listeners).padStart(9)}  ${rate(r.requestRate, 5)}  ${rate(r.ownRate, 4)}  ${rate(r.simRatePerListener, 4)}  ${String(r.simSegments).padStart(16)}  ${String(r.simSkipped).padStart(7)}  ${two(r.simPlaylistMs, ms, 16)}  ${two(r.simDownloadMs, ms, 16)}  ${ms(r.simLoopMaxMs, 8)}  ${pc(r.simCpu * 100, 7)}  |  ${ms(r.loopMaxMs, 8)}  ${ms(r.lateMaxMs, 15)}`,
    );
  for (const r of latencyRows)
    if (r.lastError) console.log(`  ${r.listeners} listeners, last error: ${r.lastError}`);

  console.log(
    '\nserver CPU, % of one core (node process; its ffmpeg mix apart); the call LIVE; machine: every core',
  );
  console.log('speakers  listeners  window  node avg  node max 1 s  ffmpeg mix  machine busy');
  const rows = [
    ...cpuRows,
    ...latencyRows.map((r) => ({ speakers: 1, listeners: r.listeners, ...r.cpu })),
  ];
  for (const r of rows)
    console.log(
      `${String(r.speakers).padStart(8)}  ${String(r.listeners).padStart(9)}  ${`${Math.round(r.seconds)} s`.padStart(6)}  ${pc(r.node)}  ${pc(r.nodeMax, 12)}  ${pc(r.mix, 10)}  ${pc(r.machine, 12)}`,
    );
  const none = cpuRows.find((r) => r.speakers === 0);
  const one = cpuRows.find((r) => r.speakers === 1);
  const perSecond = (x) => `${(x * 10).toFixed(2)} ms`;
  if (none)
    for (const r of cpuRows.filter((c) => c.speakers > 0))
      console.log(
        `per speaker (${r.speakers} against none): node ${perSecond((r.node - none.node) / r.speakers)}, mix ${perSecond((r.mix - none.mix) / r.speakers)} of CPU a second`,
      );
  if (one) {
    const alone = latencyRows.find((r) => r.listeners === 1);
    for (const r of latencyRows) {
      const perRequestMs = ((r.cpu.node - one.node) * 10) / r.requestRate;
      console.log(
        `per listener (${r.listeners} against none, one speaker): node ${perSecond((r.cpu.node - one.node) / r.listeners)} of CPU a second;` +
          ` ${perRequestMs.toFixed(2)} ms a request at ${r.requestRate.toFixed(0)} requests a second`,
      );
      if (alone && r.listeners > 1)
        console.log(
          `  ${r.listeners} listeners asking as often as one alone (${alone.ownRate.toFixed(1)} requests a second each) would take` +
            ` about ${pc((perRequestMs * alone.ownRate * r.listeners) / 10, 0)} of one core for node at that cost`,
        );
    }
  }
}

import { describe, expect, it } from 'vitest';
import { broadcastAt, type BroadcastRecord } from './broadcast.ts';
import { nextPhaseDelayMs, simuLivePhase, SimuLivePhase } from './phase.ts';

const MIN = 60_000;
const START = 100 * 60 * MIN;
const schedule = { startMs: START, durationSeconds: 1200 };

function phaseAt(now: number, record: BroadcastRecord | null = null) {
  return simuLivePhase(schedule, broadcastAt(schedule, record, now), now);
}
function delayAt(now: number, record: BroadcastRecord | null = null) {
  return nextPhaseDelayMs(schedule, broadcastAt(schedule, record, now), now);
}

describe('SPEC §4 simulated-live states', () => {
  it('starting soon 900000 ms before the start (SPEC §9)', () => {
    expect(phaseAt(START - 15 * MIN - 1)).toBe(SimuLivePhase.Scheduled);
    expect(phaseAt(START - 15 * MIN)).toBe(SimuLivePhase.StartingSoon);
  });
  it('started at the start, ended after the recording ends', () => {
    expect(phaseAt(START)).toBe(SimuLivePhase.Started);
    expect(phaseAt(START + 1_199_999)).toBe(SimuLivePhase.Started);
    expect(phaseAt(START + 1_200_000)).toBe(SimuLivePhase.Ended);
  });
  it('paused is still started; a coordinator stop is stopped, not ended', () => {
    expect(phaseAt(START + MIN, { status: 'Paused', offsetSeconds: 5, changedAtMs: START })).toBe(
      SimuLivePhase.Started,
    );
    expect(phaseAt(START + MIN, { status: 'Stopped', offsetSeconds: 0, changedAtMs: START })).toBe(
      SimuLivePhase.Stopped,
    );
  });
  it('reads phases out of order without memory: each moment on its own', () => {
    expect([START + 30 * MIN, START - 20 * MIN, START].map((t) => phaseAt(t))).toEqual([
      SimuLivePhase.Ended,
      SimuLivePhase.Scheduled,
      SimuLivePhase.Started,
    ]);
  });
});

describe('SPEC §9 phase timers only when under 86400000 ms away', () => {
  it('waits for starting soon, then for the start, then for the end', () => {
    expect(delayAt(START - 20 * MIN)).toBe(5 * MIN);
    expect(delayAt(START - 10 * MIN)).toBe(10 * MIN);
    expect(delayAt(START + 5 * MIN)).toBe(15 * MIN);
  });
  it('sets no timer a day or more away', () => {
    expect(delayAt(START - 15 * MIN - 86_400_000)).toBeNull();
    expect(delayAt(START - 15 * MIN - 86_399_999)).toBe(86_399_999);
  });
  it('sets no timer when only a coordinator moves the broadcast on, or it ended', () => {
    expect(
      delayAt(START + MIN, { status: 'Paused', offsetSeconds: 5, changedAtMs: START }),
    ).toBeNull();
    expect(
      delayAt(START + MIN, { status: 'Stopped', offsetSeconds: 0, changedAtMs: START }),
    ).toBeNull();
    expect(delayAt(START + 40 * MIN)).toBeNull();
  });
});

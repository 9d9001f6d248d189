// The broadcast as of now, re-read while it plays so slide and time follow the clock.
import { useEffect, useState } from 'react';
import type { BroadcastNow, SimuLivePhase } from '@podium/domain';
import { broadcastNow, phaseNow, useSimuLiveStore } from './simulive.store.ts';

/** How often a playing broadcast is re-read for the screen (slide cue, time). */
const TICK_MS = 500;

export interface BroadcastClock {
  readonly now: BroadcastNow | null;
  readonly phase: SimuLivePhase | null;
}

export function useBroadcastClock(): BroadcastClock {
  const state = useSimuLiveStore();
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // A message that just arrived is read at its own moment, not the last tick's.
  const at = Math.max(nowMs, state.receivedAtMs);
  return { now: broadcastNow(state, at), phase: phaseNow(state, at) };
}

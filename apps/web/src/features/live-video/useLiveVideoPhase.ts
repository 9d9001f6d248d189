// The SPEC §4 state of the live video on screen, recomputed every second before the start (the
// countdown and the starting-soon and available moments), from the store and the presentation.
import { useEffect, useState } from 'react';
import {
  isRecordedReplayType,
  LiveVideoPhase,
  liveVideoPhase,
  ReplayType,
  type LiveVideoStatus,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useLiveVideoStore } from './live-video.store.ts';

/** The countdown's tick. */
const TICK_MS = 1000;

function replayTypeOf(data: unknown): ReplayType | null {
  if (typeof data !== 'object' || data === null || !('ReplayType' in data)) return null;
  const value = (data as { ReplayType: unknown }).ReplayType;
  return (Object.values(ReplayType) as unknown[]).includes(value) ? (value as ReplayType) : null;
}

export interface LiveVideoView {
  readonly status: LiveVideoStatus | null;
  readonly phase: LiveVideoPhase;
  readonly startTimeUtc: string | null;
  readonly nowMs: number;
  readonly replayType: ReplayType | null;
  readonly replayExpected: boolean;
}

export function useLiveVideoPhase(): LiveVideoView {
  const { presentation } = usePresentation();
  const status = useLiveVideoStore((s) => s.status);
  const connectionError = useLiveVideoStore((s) => s.connectionError);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const beforeStart = status === null || !status.HasStarted;
  useEffect(() => {
    if (!beforeStart) return;
    const timer = setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [beforeStart]);

  const replayType = replayTypeOf(presentation.LiveVideoData);
  const startTimeUtc = status?.StartTime ?? presentation.EventInfo.StartDateUtc ?? null;
  const phase =
    status === null
      ? LiveVideoPhase.Waiting
      : liveVideoPhase({ status, startTimeUtc, replayType, connectionError, nowMs });
  return {
    status,
    phase,
    startTimeUtc,
    nowMs,
    replayType,
    replayExpected: isRecordedReplayType(replayType),
  };
}

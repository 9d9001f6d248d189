// Keeps a live stream playing through the faults a live event meets (the server restarting, the
// network gone, a playlist that stops growing): a stream that failed is started again by itself,
// at once when the hub connection comes back (the server answers again), else every
// STREAM_RETRY_MS; one that plays without moving for STREAM_STALL_MS counts as failed. The player
// owning the stream starts it afresh on each new `attempt`; `retry` is the viewer's Try again.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** How long after a failure the stream is tried again, while it keeps failing. */
export const STREAM_RETRY_MS = 5_000;
/**
 * A stream that plays without moving this long has stopped (its server went away while the
 * player still waits). Several segments' worth, so a slow network is not taken for it.
 */
export const STREAM_STALL_MS = 8_000;
const STALL_CHECK_MS = 1_000;

export interface StreamRecovery {
  /** Starts at 0; each retry adds one, and the player starts the stream afresh. */
  readonly attempt: number;
  /** The stream stopped moving during this attempt. */
  readonly stalled: boolean;
  readonly retry: () => void;
}

interface Options {
  /** The stream should be playing live now. */
  readonly active: boolean;
  /** The player loaded the stream and plays it. */
  readonly ready: boolean;
  /** The player reported a failure it will not get over by itself. */
  readonly failed: boolean;
  /** The hub connection is up (a reconnect means the server answers again). */
  readonly connectionUp: boolean;
}

export function useStreamRecovery(
  mediaRef: RefObject<HTMLMediaElement | null>,
  { active, ready, failed, connectionUp }: Options,
): StreamRecovery {
  const [attempt, setAttempt] = useState(0);
  const [stalledAttempt, setStalledAttempt] = useState<number | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const stalled = stalledAttempt === attempt;
  const down = active && (failed || stalled);

  useEffect(() => {
    if (!down) return undefined;
    const timer = setTimeout(retry, STREAM_RETRY_MS);
    return () => clearTimeout(timer);
  }, [down, attempt, retry]);

  const wasUp = useRef(connectionUp);
  useEffect(() => {
    if (connectionUp && !wasUp.current && down) retry();
    wasUp.current = connectionUp;
  }, [connectionUp, down, retry]);

  useEffect(() => {
    const media = mediaRef.current;
    if (!active || !ready || stalled || media === null) return undefined;
    let last = { time: media.currentTime, at: Date.now() };
    const timer = setInterval(() => {
      const now = Date.now();
      if (media.paused || media.currentTime !== last.time)
        last = { time: media.currentTime, at: now };
      else if (now - last.at >= STREAM_STALL_MS) setStalledAttempt(attempt);
    }, STALL_CHECK_MS);
    return () => clearInterval(timer);
  }, [mediaRef, active, ready, stalled, attempt]);

  return { attempt, stalled, retry };
}

// Whether the call's live stream is on by the server's clock (domain isLiveStreamOn): while the
// call is LIVE, and from about 10 minutes before its start while it has not begun (SPEC §8, §9).
// The page re-renders when the clock turns it on (SPEC §9: timers only under 24 h away).
import { useEffect, useState } from 'react';
import { isLiveStreamOn, MAX_TIMER_MS, msUntilLiveStreamOn } from '@podium/domain';
import { useConferenceStore } from './conference.store.ts';
import { serverNow } from '../../shared/server-clock.ts';

export function useLiveStreamOn(): boolean {
  const status = useConferenceStore((s) => s.call.status);
  const isDeleted = useConferenceStore((s) => s.call.isCancelled);
  const startTimeUtc = useConferenceStore((s) => s.call.startTimeUtc);
  const [nowMs, setNowMs] = useState(() => serverNow());
  const parsed = startTimeUtc === null ? Number.NaN : Date.parse(startTimeUtc);
  const call = { status, isDeleted, startTimeMs: Number.isNaN(parsed) ? null : parsed };
  const wait = msUntilLiveStreamOn(call, nowMs);

  useEffect(() => {
    if (wait === null || wait <= 0 || wait >= MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => setNowMs(serverNow()), wait);
    return () => clearTimeout(timer);
  }, [wait]);
  // A moved start time is measured from now, not from the last render.
  useEffect(() => setNowMs(serverNow()), [startTimeUtc]);

  return isLiveStreamOn(call, nowMs);
}

// SPEC §4, §9 starting-soon and available flags of the call, from eventTimers: a flag already due
// applies at once, one under 24 h away gets a timer, anything later gets none. A changed start
// time (SPEC §4) recomputes them because the effect depends on it.
import { useEffect, useState } from 'react';
import { eventTimers } from '@podium/domain';

export interface CallTimerFlags {
  readonly startingSoon: boolean;
  readonly available: boolean;
}

export function useCallTimers(startTimeUtc: string | null): CallTimerFlags {
  const [flags, setFlags] = useState<CallTimerFlags>({ startingSoon: false, available: false });
  useEffect(() => {
    const timers = eventTimers(startTimeUtc, Date.now());
    const handles: ReturnType<typeof setTimeout>[] = [];
    const arm = (delay: number | null, flag: keyof CallTimerFlags) => {
      if (delay === null || delay === 0) return;
      handles.push(setTimeout(() => setFlags((f) => ({ ...f, [flag]: true })), delay));
    };
    setFlags({
      startingSoon: timers.liveStartingSoonMs === 0,
      available: timers.callAvailableMs === 0,
    });
    arm(timers.liveStartingSoonMs, 'startingSoon');
    arm(timers.callAvailableMs, 'available');
    return () => handles.forEach(clearTimeout);
  }, [startTimeUtc]);
  return flags;
}

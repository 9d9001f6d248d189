// Keeps the server session alive while the viewer is open: SESSION_IDLE_TIMEOUT_MS would
// otherwise end it during a long, passive presentation. Each answer also sets the viewer's server
// clock (SPEC §7 KeepAlive Date header), first read SERVER_CLOCK_FIRST_READ_MS after the viewer
// opens, once its first screen is done. Failures are ignored (SPEC §8 "most other calls are
// silently ignored"); a 401 still reaches the timeout screen via the client.
import { useEffect } from 'react';
import { KEEP_ALIVE_INTERVAL_MS } from '@podium/domain';
import { keepAlive } from './session.api.ts';

/** When the viewer first reads the server's clock, after it opened. */
export const SERVER_CLOCK_FIRST_READ_MS = 5_000;

export function useKeepAlive(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const ping = () => void keepAlive().catch(() => undefined);
    const first = setTimeout(ping, SERVER_CLOCK_FIRST_READ_MS);
    const timer = setInterval(ping, KEEP_ALIVE_INTERVAL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [enabled]);
}

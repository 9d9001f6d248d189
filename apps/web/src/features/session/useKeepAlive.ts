// Keeps the server session alive while the viewer is open: SESSION_IDLE_TIMEOUT_MS would
// otherwise end it during a long, passive presentation. Failures are ignored (SPEC §8 "most
// other calls are silently ignored"); a 401 still reaches the timeout screen via the client.
import { useEffect } from 'react';
import { KEEP_ALIVE_INTERVAL_MS } from '@podium/domain';
import { keepAlive } from './session.api.ts';

export function useKeepAlive(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => {
      keepAlive().catch(() => undefined);
    }, KEEP_ALIVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}

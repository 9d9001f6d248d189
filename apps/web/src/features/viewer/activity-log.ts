// SPEC §7 activity logging (POST logevent with the visit's logId). Logging must never disturb
// viewing, so calls are fire-and-forget and failures are dropped (SPEC §8: most other calls'
// failures are silently ignored).
import { apiPaths, type LogEventBody } from '@podium/domain';
import { requestVoid } from '../../shared/http/client.ts';

export type ActivityEvent = Omit<LogEventBody, 'logId' | 'PresId'>;

/**
 * Sends one activity event; does nothing before the route call gave this visit a logId, and so
 * never for a retail show (SPEC §7: the gate gives retail visits no logId).
 */
export function logActivity(presId: number, logId: number | null, event: ActivityEvent): void {
  if (logId === null) return;
  const body: LogEventBody = { logId, PresId: presId, ...event };
  requestVoid(apiPaths.logEvent(), { method: 'POST', body }).catch(() => undefined);
}

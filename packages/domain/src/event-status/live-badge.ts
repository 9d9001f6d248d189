// A `Live` badge promises that what the viewer sees and hears is live. While the realtime
// connection is down (SPEC §8 connection toaster showing) nothing live reaches the page, so the
// badge gives way to a reconnecting line until the hub is back.
import type { ConnectionToasterState } from '../realtime/reconnect.ts';
import { EventStatus } from './status-line.ts';

/** The status line's badge: the status itself, or `offline` for a live event the viewer lost. */
export type StatusBadge = EventStatus | 'offline';

/** Whether the realtime connection is up, as the SPEC §8 toaster tells it (hidden = connected). */
export function isConnectionUp(toaster: ConnectionToasterState): boolean {
  return toaster.phase === 'hidden';
}

export function statusBadge(status: EventStatus, connectionUp: boolean): StatusBadge {
  return status === EventStatus.Live && !connectionUp ? 'offline' : status;
}

// Who is calling a service, in plain terms: the route layer reads it from the HTTP request once
// (http/caller.ts), so services never see the request itself.
import type { RequestSession } from '../../types.ts';

export interface Caller {
  /** The signed-in (or entry-code guest) session; null without one. */
  readonly session: RequestSession | null;
  /** The cookie named a session that idled out or no longer exists (SPEC §8 timeout screen). */
  readonly sessionExpired: boolean;
  /** Scheme and host the caller reached the server at, for links the server writes back. */
  readonly origin: string;
  /** The viewer's IANA zone from the IanaTimeZone header (SPEC §7), UTC when absent or invalid. */
  readonly timeZone: string;
}

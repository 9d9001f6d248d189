// Sessions and entry-code guests are bounded: entering by code is rate-limited per address
// (request-rates.ts), and what entering leaves behind expires when idle. A periodic sweep deletes
// sessions idle past the session timeout (they are refused from then on anyway), and guest users
// left with no session who never took part (no call registration, question or retail
// registration: those are the coordinators' record and stay). SPEC is silent on all of it.

/** How often each server process sweeps. */
export const IDLE_SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * A guest younger than this is never swept, whatever its sessions: its first session is written
 * just after it, and a guest cookie may be about to bring it back.
 */
export const GUEST_GRACE_MS = 10 * 60_000;

/** Rows per delete statement: short statements, whatever has piled up. */
export const IDLE_SWEEP_BATCH = 1_000;

export interface IdleSweepCutoffs {
  /** Sessions last seen before this are deleted. */
  readonly sessionsSeenBefore: Date;
  /** Guests created before this, left with no session and no part taken, are deleted. */
  readonly guestsCreatedBefore: Date;
}

export function idleSweepCutoffs(now: Date, sessionIdleTimeoutMs: number): IdleSweepCutoffs {
  const at = now.getTime();
  return {
    sessionsSeenBefore: new Date(at - sessionIdleTimeoutMs),
    guestsCreatedBefore: new Date(at - Math.max(sessionIdleTimeoutMs, GUEST_GRACE_MS)),
  };
}

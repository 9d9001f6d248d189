// Who is connected to a call now, as the console's participants list shows it (SPEC §2, §6).
// Each server process vouches for the participants whose hub connection it holds, every
// PRESENCE_HEARTBEAT_MS; a participant nobody vouched for within PRESENCE_WINDOW_MS is gone.
// A closed browser closes its connection at once (the process then stops vouching and clears the
// mark); a vanished network is noticed by the hub's ping within HUB_PING_INTERVAL_MS +
// HUB_PING_TIMEOUT_MS, and a process that dies stops vouching, so its marks go stale.
// Either way the console sees "Disconnected" within a minute.

/** How often a process renews the mark of the participants it holds a connection of. */
export const PRESENCE_HEARTBEAT_MS = 20_000;

/** A mark older than this is stale: two missed heartbeats and a margin for a slow write. */
export const PRESENCE_WINDOW_MS = 45_000;

/** The longest a dead connection goes unnoticed by the hub (socket.io ping interval + timeout). */
export const HUB_PING_INTERVAL_MS = 20_000;
export const HUB_PING_TIMEOUT_MS = 15_000;

/** True when a process vouched for the participant within the window before `now`. */
export function isPresent(lastSeenAt: Date | null, now: Date): boolean {
  if (lastSeenAt === null) return false;
  const age = now.getTime() - lastSeenAt.getTime();
  return age <= PRESENCE_WINDOW_MS;
}

/** What names a person behind a call registration (one row per person in the console). */
export interface PersonFacts {
  readonly coreUserId: number;
  /** A guest of an entry code (each entry without the guest cookie is a new guest). */
  readonly isGuest: boolean;
  /** The email the registration carries (a guest's own, given on entry), if any. */
  readonly email: string | null;
}

/**
 * The person a registration belongs to: an account is one person on every device; guests who gave
 * the same email (one person entering twice, in two browsers) are one person; a guest without an
 * email is only themself.
 */
export function personKey(facts: PersonFacts): string {
  if (facts.isGuest && facts.email !== null && facts.email !== '')
    return `email:${facts.email.toLowerCase()}`;
  return `user:${facts.coreUserId}`;
}

/**
 * The registrations grouped one per person, in the order each person first registered. The
 * console shows the first of each group, connected when any of them is, revoked when all are.
 */
export function groupByPerson<T extends PersonFacts>(rows: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = personKey(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

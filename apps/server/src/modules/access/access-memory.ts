// Who a session is and what it was granted, remembered for a short time, so a request that is
// read again and again by every viewer (GET presentation after a restart or a deck change, the
// slide images behind it) costs no session or grant query. Only answers that admit are kept:
// a refusal is always decided afresh, so a grant given on any process works on the next request.
// The presentation rows these requests need are read once for everyone (see presentationRow).
//
// What takes admission away is forgotten at once on the process that does it: signing out,
// rotating or idling out a session, leaving an event, a grant replaced, a guest's details saved.
// Revocations and the end of a public portion travel as hub messages to every process
// (userAccess, callAccess), and each forgets every remembered grant and cut-off answer when one
// arrives, so they take effect at once everywhere. A session signed out or a user changed on
// another process is believed here for at most ACCESS_MEMORY_TTL_MS.
import { LRUCache } from 'lru-cache';
import type { PresentationRow } from '../presentation/presentation.repository.ts';
import type {
  PresentationGrantFacts,
  SessionRepository,
  SessionWithUser,
} from '../account/session.repository.ts';

/**
 * How long a session's lookup, its grant on a presentation and its not-cut-off answer are
 * believed without the database: the bound within which a sign-out or an account change made on
 * another process reaches this one (on the process that makes it, at once).
 */
export const ACCESS_MEMORY_TTL_MS = 5_000;
/** Remembered sessions, and remembered grants, at most; the least recently used go first. */
const ACCESS_MEMORY_MAX = 100_000;
/**
 * How old a presentation row read for every viewer may be. It is forgotten at once, on every
 * process, when a hub message tells viewers to read the presentation again (a deck, media or
 * entry code changed), and on this process after any change made through its API; a change that
 * another process makes and tells no viewer about (an event's settings edited) is seen within it.
 */
export const PRESENTATION_ROW_MAX_AGE_MS = 1_000;
/** Presentation rows held at most. */
const PRESENTATION_ROWS_MAX = 1_000;

/**
 * A memory of decisions that each live `ttlMs` from the moment they were made (not from their
 * last use), on the given clock: the access memory's and the live video media's standings.
 */
export function createTtlMemory<V extends object>(options: {
  readonly ttlMs: number;
  readonly max: number;
  readonly now: () => Date;
}): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: options.max,
    ttl: options.ttlMs,
    updateAgeOnGet: false,
    perf: { now: () => options.now().getTime() },
    // Ask the clock at every look (lru-cache otherwise holds its reading for a millisecond).
    ttlResolution: 0,
  });
}

/** A read under way, and the forgetting generation it began in. */
interface Shared<T> {
  readonly since: number;
  readonly value: Promise<T>;
}

/** The grant facts without the presentation row, which is read fresh for every request. */
export type RememberedGrant = Omit<PresentationGrantFacts, 'presentation'>;

export function createAccessMemory(options: { readonly now: () => Date; readonly ttlMs?: number }) {
  const ttlMs = options.ttlMs ?? ACCESS_MEMORY_TTL_MS;
  const memory = <V extends object>() =>
    createTtlMemory<V>({ ttlMs, max: ACCESS_MEMORY_MAX, now: options.now });
  const sessions = memory<SessionWithUser>();
  /** By `${sessionId}:${presId}`. */
  const grants = memory<RememberedGrant>();
  /** By `${sessionId}:${presId}`: the call has not cut this session's user off. */
  const notCutOff = memory<{ readonly at: number }>();
  /**
   * Counts every forgetting: an answer read from the database while something was forgotten may
   * predate the change, so it is not kept.
   */
  let generation = 0;
  const forgetting = () => (generation += 1);

  const rows = createTtlMemory<{ readonly row: PresentationRow | null }>({
    ttlMs: PRESENTATION_ROW_MAX_AGE_MS,
    max: PRESENTATION_ROWS_MAX,
    now: options.now,
  });
  /** Row reads under way, each with the row generation it began in. */
  const rowReads = new Map<
    number,
    { readonly since: number; readonly row: Promise<PresentationRow | null> }
  >();
  let rowGeneration = 0;

  /**
   * Reads under way, by key, each with the generation it began in: requests that come together
   * (a viewer's refresh calls after a restart) share one read, unless something was forgotten
   * since it began.
   */
  const sessionReads = new Map<string, Shared<SessionWithUser | null>>();
  const grantReads = new Map<string, Shared<PresentationGrantFacts | null>>();
  const otherReads = new Map<string, Shared<unknown>>();
  function shared<T>(
    reads: Map<string, Shared<T>>,
    key: string,
    read: () => Promise<T>,
  ): { readonly since: number; readonly value: Promise<T> } {
    const reading = reads.get(key);
    if (reading && reading.since === generation) return reading;
    const entry = { since: generation, value: read() };
    reads.set(key, entry);
    const done = () => {
      if (reads.get(key) === entry) reads.delete(key);
    };
    entry.value.then(done, done);
    return entry;
  }

  const grantKey = (sessionId: string, presId: number) => `${sessionId}:${presId}`;
  function forgetKeysOf(sessionId: string): void {
    const prefix = `${sessionId}:`;
    for (const store of [grants, notCutOff])
      for (const key of [...store.keys()]) if (key.startsWith(prefix)) store.delete(key);
  }

  return {
    /** The session with its user, from memory or `read` (only a found one is kept). */
    async session(
      id: string,
      read: () => Promise<SessionWithUser | null>,
    ): Promise<SessionWithUser | null> {
      const held = sessions.get(id);
      if (held) return held;
      const reading = shared(sessionReads, id, read);
      const found = await reading.value;
      if (found && reading.since === generation) sessions.set(id, found);
      return found;
    },

    /** The session's grant facts on presId, from memory or `read` (kept when they admit). */
    async grant(
      sessionId: string,
      presId: number,
      read: () => Promise<PresentationGrantFacts | null>,
      admits: (facts: PresentationGrantFacts) => boolean,
      presentation: () => Promise<PresentationGrantFacts['presentation'] | null>,
    ): Promise<PresentationGrantFacts | null> {
      const key = grantKey(sessionId, presId);
      const held = grants.get(key);
      if (held) {
        const row = await presentation();
        // A presentation deleted since: as unknown as the database says.
        return row ? { ...held, presentation: row } : null;
      }
      const reading = shared(grantReads, key, read);
      const facts = await reading.value;
      if (facts && reading.since === generation && admits(facts)) {
        const { presentation: _row, ...rest } = facts;
        grants.set(key, rest);
      }
      return facts;
    },

    /** Whether the session's grant on presId is held (grant() would answer without reading). */
    holdsGrant(sessionId: string, presId: number): boolean {
      return grants.has(grantKey(sessionId, presId));
    },

    /**
     * The presentation's row, read at most once per PRESENTATION_ROW_MAX_AGE_MS for every viewer
     * (requests that come together share one read), and never one read before the last
     * forgetPresentations().
     */
    presentationRow(
      presId: number,
      read: () => Promise<PresentationRow | null>,
    ): Promise<PresentationRow | null> {
      const held = rows.get(String(presId));
      if (held) return Promise.resolve(held.row);
      const reading = rowReads.get(presId);
      if (reading && reading.since === rowGeneration) return reading.row;
      const since = rowGeneration;
      const row = read().then((found) => {
        if (since === rowGeneration) rows.set(String(presId), { row: found });
        return found;
      });
      const entry = { since, row };
      rowReads.set(presId, entry);
      const done = () => {
        if (rowReads.get(presId) === entry) rowReads.delete(presId);
      };
      row.then(done, done);
      return row;
    },
    /** A presentation may have changed: rows are read again. */
    forgetPresentations(): void {
      rowGeneration += 1;
      rows.clear();
    },

    /**
     * `read`, shared with every request that asks for the same `key` while it runs (and nothing
     * was forgotten since it began); nothing is kept once it is answered. For reads every request
     * of a viewer makes, which come together after a restart (the call standing).
     */
    sharedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
      return shared(otherReads as Map<string, Shared<T>>, key, read).value;
    },

    /** Whether the session was found not cut off from presId lately. */
    isNotCutOff(sessionId: string, presId: number): boolean {
      return notCutOff.has(grantKey(sessionId, presId));
    },
    /** Call `generation()` before the read, and pass it here with the answer. */
    rememberNotCutOff(sessionId: string, presId: number, since: number): void {
      if (since === generation) notCutOff.set(grantKey(sessionId, presId), { at: since });
    },
    generation: () => generation,

    /** Signed out, rotated, idled out: the session and all it was granted. */
    forgetSession(sessionId: string): void {
      forgetting();
      sessions.delete(sessionId);
      forgetKeysOf(sessionId);
    },
    /** A grant written or removed. */
    forgetGrant(sessionId: string, presId: number): void {
      forgetting();
      grants.delete(grantKey(sessionId, presId));
      notCutOff.delete(grantKey(sessionId, presId));
    },
    /** A user's name, email or standing changed: every session of theirs is read again. */
    forgetUser(userId: number): void {
      forgetting();
      for (const [id, held] of sessions.entries()) if (held.user.id === userId) sessions.delete(id);
    },
    /** Revocations, a public portion's end, a role or code changed: every grant is decided again. */
    forgetGrants(): void {
      forgetting();
      grants.clear();
      notCutOff.clear();
    },
  };
}

export type AccessMemory = ReturnType<typeof createAccessMemory>;

/**
 * The session repository with the access memory in front of its two reads on every request, and
 * each write that can take admission away forgetting what it changes.
 */
export function rememberingSessions(
  repo: SessionRepository,
  memory: AccessMemory,
): SessionRepository {
  return {
    ...repo,
    findWithUser: (id) => memory.session(id, () => repo.findWithUser(id)),
    async rotate(old, now) {
      memory.forgetSession(old.id);
      const row = await repo.rotate(old, now);
      memory.forgetSession(old.id);
      return row;
    },
    async delete(id) {
      memory.forgetSession(id);
      await repo.delete(id);
      memory.forgetSession(id);
    },
    async upsertGrant(grant) {
      await repo.upsertGrant(grant);
      memory.forgetGrant(grant.sessionId, grant.presId);
    },
    async addLinkedGrant(grant) {
      await repo.addLinkedGrant(grant);
      memory.forgetGrant(grant.sessionId, grant.presId);
    },
    async leavePresentation(sessionId, userId, presId) {
      memory.forgetGrant(sessionId, presId);
      await repo.leavePresentation(sessionId, userId, presId);
      memory.forgetGrant(sessionId, presId);
    },
    async acceptDisclaimer(sessionId, presId, now) {
      await repo.acceptDisclaimer(sessionId, presId, now);
      memory.forgetGrant(sessionId, presId);
    },
  };
}

// Sessions and what each session was granted (SQL only; rules live in the services). The idle
// sweep's deletes: session-sweeps.repository.ts.
import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { createBatchedReader } from '../../db/batched-reads.ts';
import type { Database } from '../../db/database.ts';
import {
  conferenceCalls,
  conferenceParticipants,
  entryCodes,
  participantSessions,
  presentations,
  retailShows,
  sessionGrants,
  sessions,
  userPresentationRoles,
  users,
  visitLogs,
} from '../../db/schema/index.ts';
import { anyOf } from '../../db/any-of.ts';
import { createSessionSweeps } from './session-sweeps.repository.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type GrantRow = typeof sessionGrants.$inferSelect;

/** What decides a session's access to a presentation (SPEC §6), read together. */
export interface PresentationGrantFacts {
  readonly presentation: typeof presentations.$inferSelect;
  /** The user's role on the presentation. */
  readonly role: typeof userPresentationRoles.$inferSelect | null;
  /** What this session was granted on it (entry code, disclaimer). */
  readonly grant: GrantRow | null;
  /** The entry code behind the grant, if any. */
  readonly entryCode: typeof entryCodes.$inferSelect | null;
  /** The presentation's retail show, if it is one (whether it asks visitors to register). */
  readonly retailShow: typeof retailShows.$inferSelect | null;
}

export interface SessionWithUser {
  readonly session: SessionRow;
  readonly user: UserRow;
}

const token = () => randomBytes(32).toString('base64url');

interface GrantKey {
  readonly sessionId: string;
  readonly userId: number;
  readonly presId: number;
}
const grantId = (key: GrantKey) => `${key.sessionId}:${key.userId}:${key.presId}`;

export function createSessionRepository(db: Database) {
  // Every API request reads its session, and every protected one its access: built once and
  // prepared (named statements on PostgreSQL), so neither pays drizzle's query building again.
  const withUser = db
    .select()
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('podium_session_with_user');
  const withUsers = db
    .select()
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(anyOf(sessions.id, 'ids'))
    .prepare('podium_sessions_with_users');
  // The sessions of requests that arrive together (a reconnect storm) in one query.
  const sessionsWithUsers = createBatchedReader<string, SessionWithUser>({
    id: (id) => id,
    async one(id) {
      const [row] = await withUser.execute({ id });
      return row ? { session: row.sessions, user: row.users } : null;
    },
    async many(ids) {
      const rows = await withUsers.execute({ ids: [...ids] });
      return new Map(
        rows.map((row) => [row.sessions.id, { session: row.sessions, user: row.users }]),
      );
    },
  });
  const presentationGrant = db
    .select({
      presentation: presentations,
      role: userPresentationRoles,
      grant: sessionGrants,
      entryCode: entryCodes,
      retailShow: retailShows,
    })
    .from(presentations)
    .leftJoin(
      userPresentationRoles,
      and(
        eq(userPresentationRoles.presId, presentations.id),
        eq(userPresentationRoles.userId, sql.placeholder('userId')),
      ),
    )
    .leftJoin(
      sessionGrants,
      and(
        eq(sessionGrants.presId, presentations.id),
        eq(sessionGrants.sessionId, sql.placeholder('sessionId')),
      ),
    )
    .leftJoin(entryCodes, eq(entryCodes.id, sessionGrants.entryCodeId))
    .leftJoin(retailShows, eq(retailShows.presId, presentations.id))
    .where(eq(presentations.id, sql.placeholder('presId')))
    .prepare('podium_presentation_grant');
  // The same facts for the requests of one turn (a reconnect storm), in three statements.
  const presentationsOf = db
    .select({ presentation: presentations, retailShow: retailShows })
    .from(presentations)
    .leftJoin(retailShows, eq(retailShows.presId, presentations.id))
    .where(anyOf(presentations.id, 'presIds'))
    .prepare('podium_presentations_of_grants');
  const rolesOf = db
    .select()
    .from(userPresentationRoles)
    .where(
      and(
        anyOf(userPresentationRoles.presId, 'presIds'),
        anyOf(userPresentationRoles.userId, 'userIds'),
      ),
    )
    .prepare('podium_roles_of_grants');
  const grantsOf = db
    .select({ grant: sessionGrants, entryCode: entryCodes })
    .from(sessionGrants)
    .leftJoin(entryCodes, eq(entryCodes.id, sessionGrants.entryCodeId))
    .where(
      and(anyOf(sessionGrants.presId, 'presIds'), anyOf(sessionGrants.sessionId, 'sessionIds')),
    )
    .prepare('podium_grants_of_sessions');
  // After a restart every returning viewer's first request touches its session (SPEC §8 idle
  // timeout): those of one turn are one write, at the latest of their times.
  const touchMany = db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}` })
    .where(anyOf(sessions.id, 'ids'))
    .prepare('podium_sessions_touch');
  const touches = createBatchedReader<{ readonly id: string; readonly now: Date }, true>({
    id: (key) => key.id,
    async one({ id, now }) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      return true;
    },
    async many(keys) {
      const at = new Date(Math.max(...keys.map((key) => key.now.getTime())));
      // As drizzle writes a timestamp column's Date.
      await touchMany.execute({ at: at.toISOString(), ids: keys.map((key) => key.id) });
      return new Map(keys.map((key) => [key.id, true as const]));
    },
  });
  const grants = createBatchedReader<GrantKey, PresentationGrantFacts>({
    id: grantId,
    async one({ sessionId, userId, presId }) {
      const [row] = await presentationGrant.execute({ presId, userId, sessionId });
      return row ?? null;
    },
    async many(keys) {
      const presIds = [...new Set(keys.map((key) => key.presId))];
      const [shown, roles, granted] = await Promise.all([
        presentationsOf.execute({ presIds }),
        rolesOf.execute({ presIds, userIds: [...new Set(keys.map((key) => key.userId))] }),
        grantsOf.execute({ presIds, sessionIds: [...new Set(keys.map((key) => key.sessionId))] }),
      ]);
      const byPresentation = new Map(shown.map((row) => [row.presentation.id, row]));
      const roleOf = new Map(roles.map((role) => [`${role.presId}:${role.userId}`, role]));
      const grantOf = new Map(
        granted.map((row) => [`${row.grant.presId}:${row.grant.sessionId}`, row]),
      );
      const found = new Map<string, PresentationGrantFacts>();
      for (const key of keys) {
        const shownRow = byPresentation.get(key.presId);
        if (!shownRow) continue;
        const grantRow = grantOf.get(`${key.presId}:${key.sessionId}`);
        found.set(grantId(key), {
          presentation: shownRow.presentation,
          role: roleOf.get(`${key.presId}:${key.userId}`) ?? null,
          grant: grantRow?.grant ?? null,
          entryCode: grantRow?.entryCode ?? null,
          retailShow: shownRow.retailShow,
        });
      }
      return found;
    },
  });

  return {
    ...createSessionSweeps(db),

    async create(userId: number, now: Date): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({ id: token(), userId, antiForgeryToken: token(), createdAt: now, lastSeenAt: now })
        .returning();
      if (!row) throw new Error('session insert returned no row');
      return row;
    },

    /**
     * A new id for the same session: the grants and visit logs move to it and the old id is gone
     * (its hub tokens with it), so an id known before a privilege change is worth nothing after.
     */
    async rotate(old: SessionRow, now: Date): Promise<SessionRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sessions)
          .values({
            id: token(),
            userId: old.userId,
            antiForgeryToken: token(),
            createdAt: old.createdAt,
            lastSeenAt: now,
          })
          .returning();
        if (!row) throw new Error('session insert returned no row');
        await tx
          .update(sessionGrants)
          .set({ sessionId: row.id })
          .where(eq(sessionGrants.sessionId, old.id));
        await tx
          .update(visitLogs)
          .set({ sessionId: row.id })
          .where(eq(visitLogs.sessionId, old.id));
        await tx.delete(sessions).where(eq(sessions.id, old.id));
        return row;
      });
    },

    findWithUser(id: string): Promise<SessionWithUser | null> {
      return sessionsWithUsers.load(id);
    },

    /** Which of `ids` name sessions that still exist and were seen at or after `seenSince`. */
    async findLive(ids: readonly string[], seenSince: Date): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, [...ids]), gte(sessions.lastSeenAt, seenSince)));
      return new Set(rows.map((row) => row.id));
    },

    /** Last seen `now`; the sessions touched in one turn are written together. */
    async touch(id: string, now: Date): Promise<void> {
      await touches.load({ id, now });
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /**
     * The presentation with the user's role, the session's grant and its entry code, in one round
     * trip (every protected call asks; those of one turn are read together); null for an unknown
     * presentation.
     */
    async findPresentationGrant(
      session: { readonly id: string; readonly userId: number },
      presId: number,
    ): Promise<PresentationGrantFacts | null> {
      return grants.load({ sessionId: session.id, userId: session.userId, presId });
    },

    /** Whether the session was granted any presentation by this entry code. */
    async enteredWithCode(sessionId: string, entryCodeId: number): Promise<boolean> {
      const [row] = await db
        .select({ presId: sessionGrants.presId })
        .from(sessionGrants)
        .where(
          and(eq(sessionGrants.sessionId, sessionId), eq(sessionGrants.entryCodeId, entryCodeId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Entering a code again replaces what the earlier code granted, keeping an accepted disclaimer. */
    async upsertGrant(grant: {
      sessionId: string;
      presId: number;
      isPublic: boolean;
      entryCodeId: number | null;
    }): Promise<void> {
      await db
        .insert(sessionGrants)
        .values(grant)
        .onConflictDoUpdate({
          target: [sessionGrants.sessionId, sessionGrants.presId],
          set: { isPublic: grant.isPublic, entryCodeId: grant.entryCodeId },
        });
    },

    /**
     * A grant through another show's code (its linked set): it never replaces what a code of this
     * show granted, only a grant that came from no code (e.g. a disclaimer alone).
     */
    async addLinkedGrant(grant: {
      sessionId: string;
      presId: number;
      isPublic: boolean;
      entryCodeId: number;
    }): Promise<void> {
      await db
        .insert(sessionGrants)
        .values(grant)
        .onConflictDoUpdate({
          target: [sessionGrants.sessionId, sessionGrants.presId],
          set: { isPublic: grant.isPublic, entryCodeId: grant.entryCodeId },
          where: isNull(sessionGrants.entryCodeId),
        });
    },

    /**
     * SPEC §2 leaveevent: what this session was granted on the presentation goes (entering again
     * asks for the code, or the disclaimer), the user's open participant sessions on its calls
     * close, and their presence marks clear (another device of theirs renews its own).
     */
    async leavePresentation(sessionId: string, userId: number, presId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(sessionGrants)
          .where(and(eq(sessionGrants.sessionId, sessionId), eq(sessionGrants.presId, presId)));
        const calls = tx
          .select({ id: conferenceCalls.id })
          .from(conferenceCalls)
          .where(eq(conferenceCalls.presId, presId));
        // The user's registrations on the presentation's calls.
        const theirs = and(
          eq(conferenceParticipants.userId, userId),
          inArray(conferenceParticipants.conferenceId, calls),
        );
        const registrations = tx
          .select({ id: conferenceParticipants.id })
          .from(conferenceParticipants)
          .where(theirs);
        await tx
          .update(participantSessions)
          .set({ isActive: false })
          .where(
            and(
              eq(participantSessions.isActive, true),
              inArray(participantSessions.participantId, registrations),
            ),
          );
        await tx.update(conferenceParticipants).set({ lastSeenAt: null }).where(theirs);
      });
    },

    /** Users with a role have no grant row until they accept a disclaimer; create it then. */
    async acceptDisclaimer(sessionId: string, presId: number, now: Date): Promise<void> {
      await db
        .insert(sessionGrants)
        .values({ sessionId, presId, isPublic: false, disclaimerAcceptedAt: now })
        .onConflictDoUpdate({
          target: [sessionGrants.sessionId, sessionGrants.presId],
          set: { disclaimerAcceptedAt: sql`excluded.disclaimer_accepted_at` },
        });
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;

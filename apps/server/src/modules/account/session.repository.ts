// Sessions and what each session was granted (SQL only; rules live in the services).
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sessionGrants, sessions, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type GrantRow = typeof sessionGrants.$inferSelect;

export interface SessionWithUser {
  readonly session: SessionRow;
  readonly user: UserRow;
}

const token = () => randomBytes(32).toString('base64url');

export function createSessionRepository(db: Database) {
  return {
    async create(userId: number, now: Date): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({ id: token(), userId, antiForgeryToken: token(), createdAt: now, lastSeenAt: now })
        .returning();
      if (!row) throw new Error('session insert returned no row');
      return row;
    },

    async findWithUser(id: string): Promise<SessionWithUser | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id));
      return row ? { session: row.sessions, user: row.users } : null;
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async findGrant(sessionId: string, presId: number): Promise<GrantRow | null> {
      const [row] = await db
        .select()
        .from(sessionGrants)
        .where(and(eq(sessionGrants.sessionId, sessionId), eq(sessionGrants.presId, presId)));
      return row ?? null;
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

// Users and their per-presentation roles (SQL only).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { userPresentationRoles, users } from '../../db/schema/index.ts';
import type { UserRow } from './session.repository.ts';

export type RoleRow = typeof userPresentationRoles.$inferSelect;

export function createAccountRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    async findUser(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** Replaces the stored hash only if it is still the one read, so two sign-ins don't race. */
    async replacePasswordHash(id: number, from: string, to: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: to })
        .where(and(eq(users.id, id), eq(users.passwordHash, from)));
    },

    async createGuest(): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ firstName: 'Guest', lastName: '', isGuest: true })
        .returning();
      if (!row) throw new Error('guest insert returned no row');
      return row;
    },

    async findRole(userId: number, presId: number): Promise<RoleRow | null> {
      const [row] = await db
        .select()
        .from(userPresentationRoles)
        .where(
          and(eq(userPresentationRoles.userId, userId), eq(userPresentationRoles.presId, presId)),
        );
      return row ?? null;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

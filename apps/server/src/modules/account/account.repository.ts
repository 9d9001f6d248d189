// Users and their per-presentation roles (SQL only).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conferenceParticipants, userPresentationRoles, users } from '../../db/schema/index.ts';
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

    async createGuest(guestTokenHash: string | null = null): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ firstName: 'Guest', lastName: '', isGuest: true, guestTokenHash })
        .returning();
      if (!row) throw new Error('guest insert returned no row');
      return row;
    },

    /** The guest a guest cookie names (by its hash); null when none or no longer kept. */
    async findGuestByToken(guestTokenHash: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.guestTokenHash, guestTokenHash), eq(users.isGuest, true)));
      return row ?? null;
    },

    /** A guest's name, company and email (users/attendee-details), and on their registrations. */
    async saveGuestDetails(
      userId: number,
      details: { firstName: string; lastName: string; company: string; email: string },
      at: Date,
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            firstName: details.firstName,
            lastName: details.lastName,
            company: details.company,
            contactEmail: details.email,
            detailsGivenAt: at,
          })
          .where(and(eq(users.id, userId), eq(users.isGuest, true)))
          .returning();
        if (!row) throw new Error(`guest ${userId} vanished while saving details`);
        await tx
          .update(conferenceParticipants)
          .set({ emailAddress: details.email })
          .where(eq(conferenceParticipants.userId, userId));
        return row;
      });
    },

    /** Whether an account (not an entry-code guest) signs in with this (lower-case) email. */
    async isAccountEmail(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.isGuest, false)))
        .limit(1);
      return row !== undefined;
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

// Retail shows, their registrations and the session grants registering gives (SQL only).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retailRegistrations, retailShows, sessionGrants, users } from '../../db/schema/index.ts';

export type RetailShowRow = typeof retailShows.$inferSelect;
export type RegistrationRow = typeof retailRegistrations.$inferSelect;

export interface NewRegistration {
  readonly presId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly company: string;
  readonly countryCode: string;
  readonly linkCode: string | null;
  readonly registeredAt: Date;
}

export function createRetailRepository(db: Database) {
  return {
    async findShow(presId: number): Promise<RetailShowRow | null> {
      const [row] = await db.select().from(retailShows).where(eq(retailShows.presId, presId));
      return row ?? null;
    },

    /** The retail show whose link code is `linkCode` (already normalized), if any. */
    async findShowByLinkCode(linkCode: string): Promise<RetailShowRow | null> {
      const [row] = await db.select().from(retailShows).where(eq(retailShows.linkCode, linkCode));
      return row ?? null;
    },

    /** Which of `presIds` are retail shows. */
    async retailShowIds(presIds: readonly number[]): Promise<Set<number>> {
      if (presIds.length === 0) return new Set();
      const rows = await db
        .select({ presId: retailShows.presId })
        .from(retailShows)
        .where(inArray(retailShows.presId, [...presIds]));
      return new Set(rows.map((row) => row.presId));
    },

    /**
     * Stores the registration (one per address and show: registering again updates the names,
     * company, country and link code, and keeps the first registrant's user and time). A new
     * registration belongs to `userId`, or to a new guest user carrying the registrant's name,
     * company and country when `userId` is null.
     */
    async register(userId: number | null, registration: NewRegistration): Promise<RegistrationRow> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ userId: retailRegistrations.userId })
          .from(retailRegistrations)
          .where(
            and(
              eq(retailRegistrations.presId, registration.presId),
              eq(retailRegistrations.email, registration.email),
            ),
          );
        const person = {
          firstName: registration.firstName,
          lastName: registration.lastName,
          company: registration.company,
          countryCode: registration.countryCode,
        };
        let ownerId = existing?.userId ?? userId;
        if (ownerId === null) {
          const [guest] = await tx
            .insert(users)
            .values({ ...person, isGuest: true })
            .returning({ id: users.id });
          if (!guest) throw new Error('guest insert returned no row');
          ownerId = guest.id;
        } else if (existing) {
          await tx
            .update(users)
            .set(person)
            .where(and(eq(users.id, existing.userId), eq(users.isGuest, true)));
        }
        const [row] = await tx
          .insert(retailRegistrations)
          .values({ ...registration, userId: ownerId })
          .onConflictDoUpdate({
            target: [retailRegistrations.presId, retailRegistrations.email],
            set: { ...person, linkCode: registration.linkCode },
          })
          .returning();
        if (!row) throw new Error('registration insert returned no row');
        return row;
      });
    },

    /** The session may see the show by its registration (keeps an accepted disclaimer). */
    async grant(sessionId: string, presId: number, registrationId: number): Promise<void> {
      await db
        .insert(sessionGrants)
        .values({ sessionId, presId, isPublic: false, retailRegistrationId: registrationId })
        .onConflictDoUpdate({
          target: [sessionGrants.sessionId, sessionGrants.presId],
          set: { retailRegistrationId: registrationId },
        });
    },

    /**
     * The session may see a linked show by a registration for another show (one it covers): this
     * never replaces a grant the session already has on the show by a code or a registration.
     */
    async grantCovered(sessionId: string, presId: number, registrationId: number): Promise<void> {
      await db
        .insert(sessionGrants)
        .values({ sessionId, presId, isPublic: false, retailRegistrationId: registrationId })
        .onConflictDoUpdate({
          target: [sessionGrants.sessionId, sessionGrants.presId],
          set: { retailRegistrationId: registrationId },
          where: and(isNull(sessionGrants.entryCodeId), isNull(sessionGrants.retailRegistrationId)),
        });
    },

    /** Oldest first. */
    async listRegistrations(presId: number): Promise<RegistrationRow[]> {
      return db
        .select()
        .from(retailRegistrations)
        .where(eq(retailRegistrations.presId, presId))
        .orderBy(asc(retailRegistrations.id));
    },
  };
}

export type RetailRepository = ReturnType<typeof createRetailRepository>;

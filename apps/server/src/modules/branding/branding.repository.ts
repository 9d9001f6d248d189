// Branding groups and underwriter logos (SQL only).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brandingGroups, underwriters } from '../../db/schema/index.ts';

export type BrandingGroupRow = typeof brandingGroups.$inferSelect;
export type UnderwriterRow = typeof underwriters.$inferSelect;

export function createBrandingRepository(db: Database) {
  return {
    async findGroup(guid: string): Promise<BrandingGroupRow | null> {
      const [row] = await db
        .select()
        .from(brandingGroups)
        .where(eq(brandingGroups.guid, guid.toLowerCase()));
      return row ?? null;
    },

    listUnderwriters(presId: number): Promise<UnderwriterRow[]> {
      return db
        .select()
        .from(underwriters)
        .where(eq(underwriters.presId, presId))
        .orderBy(asc(underwriters.sortOrder));
    },
  };
}

export type BrandingRepository = ReturnType<typeof createBrandingRepository>;

// Entry codes (SQL only).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { entryCodes } from '../../db/schema/index.ts';

export type EntryCodeRow = typeof entryCodes.$inferSelect;

export function createEntryRepository(db: Database) {
  return {
    async findByCode(code: string): Promise<EntryCodeRow | null> {
      const [row] = await db
        .select()
        .from(entryCodes)
        .where(eq(entryCodes.code, code.toUpperCase()));
      return row ?? null;
    },

    async findById(id: number): Promise<EntryCodeRow | null> {
      const [row] = await db.select().from(entryCodes).where(eq(entryCodes.id, id));
      return row ?? null;
    },
  };
}

export type EntryRepository = ReturnType<typeof createEntryRepository>;

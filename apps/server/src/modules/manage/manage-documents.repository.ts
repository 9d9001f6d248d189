// An event's documents (SQL only), in their panel order.
import { and, asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { documents } from '../../db/schema/index.ts';

export type ManagedDocumentRow = typeof documents.$inferSelect;
type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'presId' | 'sortOrder'>;

export function createManageDocumentsRepository(db: Database) {
  return {
    list(presId: number): Promise<ManagedDocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(eq(documents.presId, presId))
        .orderBy(asc(documents.sortOrder), asc(documents.id));
    },

    /** Added last in the panel. */
    async add(presId: number, values: NewDocument): Promise<ManagedDocumentRow> {
      return db.transaction(async (tx) => {
        const [last] = await tx
          .select({ last: max(documents.sortOrder) })
          .from(documents)
          .where(eq(documents.presId, presId));
        const [row] = await tx
          .insert(documents)
          .values({ ...values, presId, sortOrder: (last?.last ?? -1) + 1 })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    async remove(presId: number, docId: number): Promise<ManagedDocumentRow | null> {
      const [row] = await db
        .delete(documents)
        .where(and(eq(documents.id, docId), eq(documents.presId, presId)))
        .returning();
      return row ?? null;
    },
  };
}

export type ManageDocumentsRepository = ReturnType<typeof createManageDocumentsRepository>;

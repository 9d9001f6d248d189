// Slide transitions (SQL only).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { slideTransitions } from '../../db/schema/index.ts';

export type SlideTransitionRow = typeof slideTransitions.$inferSelect;

export function createSlidesRepository(db: Database) {
  return {
    listTransitions(presId: number): Promise<SlideTransitionRow[]> {
      return db
        .select()
        .from(slideTransitions)
        .where(eq(slideTransitions.presId, presId))
        .orderBy(asc(slideTransitions.transitionAt), asc(slideTransitions.id));
    },

    async addTransition(transition: {
      presId: number;
      slideGuid: string;
      transitionAt: Date;
      createdBy: number | null;
    }): Promise<SlideTransitionRow> {
      const [row] = await db.insert(slideTransitions).values(transition).returning();
      if (!row) throw new Error('transition insert returned no row');
      return row;
    },
  };
}

export type SlidesRepository = ReturnType<typeof createSlidesRepository>;

// The NRS Direct padding dates kept in the presentation's extras (SQL only; the rules live in the
// domain's nrs-direct/padding-console.ts).
import { eq, sql } from 'drizzle-orm';
import type { PaddingNavData } from '@podium/domain';
import type { Database } from '../../db/database.ts';
import { presentations } from '../../db/schema/index.ts';

export function createNrsDirectRepository(db: Database) {
  return {
    /** Replaces NrsDirectPaddingNavData, leaving the rest of the extras as they are. */
    async savePaddingNav(presId: number, data: PaddingNavData): Promise<void> {
      await db
        .update(presentations)
        .set({
          extras: sql`${presentations.extras} || jsonb_build_object('NrsDirectPaddingNavData', ${JSON.stringify(data)}::jsonb)`,
        })
        .where(eq(presentations.id, presId));
    },
  };
}

export type NrsDirectRepository = ReturnType<typeof createNrsDirectRepository>;

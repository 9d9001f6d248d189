// Hub tokens (SQL only; the rules live in hub-token.service.ts and realtime/hub-auth.ts; the
// handshake reads a token with everything else it needs in realtime/hub.repository.ts).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { hubTokens } from '../../db/schema/index.ts';

export type HubTokenRow = typeof hubTokens.$inferSelect;
export type NewHubToken = Omit<typeof hubTokens.$inferInsert, 'id' | 'usedAt'>;

export function createHubTokenRepository(db: Database) {
  return {
    async create(token: NewHubToken): Promise<HubTokenRow> {
      const [row] = await db
        .insert(hubTokens)
        .values({ ...token, id: randomBytes(32).toString('base64url') })
        .returning();
      if (!row) throw new Error('hub token insert returned no row');
      return row;
    },

    /** Records the first connection; later ones keep the first time. */
    async markUsed(id: string, at: Date): Promise<void> {
      await db
        .update(hubTokens)
        .set({ usedAt: at })
        .where(and(eq(hubTokens.id, id), isNull(hubTokens.usedAt)));
    },

    /** Tokens never used before they expired can no longer open a connection. */
    async deleteUnusedExpired(now: Date): Promise<void> {
      await db.delete(hubTokens).where(and(isNull(hubTokens.usedAt), lt(hubTokens.expiresAt, now)));
    },
  };
}

export type HubTokenRepository = ReturnType<typeof createHubTokenRepository>;

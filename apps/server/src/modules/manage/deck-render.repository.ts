// Slides being made from an uploaded PDF (slide_deck_renders): one row per event, its latest
// render. A render is claimed by the server process making it, which renews the claim as pages
// are made; a claim left to go stale is a process that stopped.
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DeckRenderStatus } from '@podium/domain';
import type { Database } from '../../db/database.ts';
import { slideDeckRenders } from '../../db/schema/index.ts';

export type DeckRenderRow = typeof slideDeckRenders.$inferSelect;

const UNDERWAY: DeckRenderStatus[] = ['Queued', 'Rendering'];

export function createDeckRenderRepository(db: Database) {
  const thisRender = (presId: number, renderId: string) =>
    and(eq(slideDeckRenders.presId, presId), eq(slideDeckRenders.renderId, renderId));

  return {
    async find(presId: number): Promise<DeckRenderRow | null> {
      const [row] = await db
        .select()
        .from(slideDeckRenders)
        .where(eq(slideDeckRenders.presId, presId));
      return row ?? null;
    },

    /**
     * Records a new render (Queued) claimed by `claimedBy`, replacing the event's last one
     * unless that one is still underway with a claim renewed since `staleBefore`; null then.
     */
    async start(
      render: { presId: number; renderId: string; fileName: string; claimedBy: string; at: Date },
      staleBefore: Date,
    ): Promise<DeckRenderRow | null> {
      const values = {
        presId: render.presId,
        renderId: render.renderId,
        fileName: render.fileName,
        status: 'Queued' as const,
        pagesDone: 0,
        pageCount: null,
        error: null,
        claimedBy: render.claimedBy,
        claimedAt: render.at,
        createdAt: render.at,
      };
      const [row] = await db
        .insert(slideDeckRenders)
        .values(values)
        .onConflictDoUpdate({
          target: slideDeckRenders.presId,
          set: values,
          where: or(
            inArray(slideDeckRenders.status, ['Done', 'Failed']),
            lt(slideDeckRenders.claimedAt, staleBefore),
          ),
        })
        .returning();
      return row ?? null;
    },

    /** How far the render is; also renews its claim. False when the render is no longer ours. */
    async progress(
      presId: number,
      renderId: string,
      progress: { pagesDone: number; pageCount: number | null },
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(slideDeckRenders)
        .set({ ...progress, status: 'Rendering', claimedAt: at })
        .where(and(thisRender(presId, renderId), inArray(slideDeckRenders.status, UNDERWAY)))
        .returning({ presId: slideDeckRenders.presId });
      return rows.length > 0;
    },

    /** The render is still at it (a long page, or waiting for its turn). */
    async renew(presId: number, renderId: string, at: Date): Promise<void> {
      await db
        .update(slideDeckRenders)
        .set({ claimedAt: at })
        .where(and(thisRender(presId, renderId), inArray(slideDeckRenders.status, UNDERWAY)));
    },

    /** The render ended: Done with its page count, or Failed and why. */
    async finish(
      presId: number,
      renderId: string,
      outcome: { status: 'Done'; pageCount: number } | { status: 'Failed'; error: string },
    ): Promise<DeckRenderRow | null> {
      const set =
        outcome.status === 'Done'
          ? { status: outcome.status, pagesDone: outcome.pageCount, pageCount: outcome.pageCount }
          : { status: outcome.status, error: outcome.error };
      const [row] = await db
        .update(slideDeckRenders)
        .set({ ...set, claimedBy: null, claimedAt: null })
        .where(thisRender(presId, renderId))
        .returning();
      return row ?? null;
    },

    /**
     * Renders underway whose process last renewed their claim before `staleBefore` are taken
     * to have lost it: they end Failed, saying `error`. Returns them.
     */
    async failAbandoned(staleBefore: Date, error: string): Promise<DeckRenderRow[]> {
      return db
        .update(slideDeckRenders)
        .set({ status: 'Failed', error, claimedBy: null, claimedAt: null })
        .where(
          and(
            inArray(slideDeckRenders.status, UNDERWAY),
            or(isNull(slideDeckRenders.claimedAt), lt(slideDeckRenders.claimedAt, staleBefore)),
          ),
        )
        .returning();
    },

    /** The ids of the renders underway, whose scratch folders are in use. */
    async underwayIds(): Promise<string[]> {
      const rows = await db
        .select({ renderId: slideDeckRenders.renderId })
        .from(slideDeckRenders)
        .where(inArray(slideDeckRenders.status, UNDERWAY));
      return rows.map((row) => row.renderId);
    },
  };
}

export type DeckRenderRepository = ReturnType<typeof createDeckRenderRepository>;

// The manage area's SQL: events a user manages, authored settings, the slide deck and entry codes.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { LiveVideoRole } from '@podium/domain';
import type { Database } from '../../db/database.ts';
import {
  brandingGroups,
  entryCodes,
  presentations,
  slides,
  userPresentationRoles,
} from '../../db/schema/index.ts';

export type ManagedPresentationRow = typeof presentations.$inferSelect;
export type EntryCodeRow = typeof entryCodes.$inferSelect;
export type DeckSlideRow = typeof slides.$inferSelect;
type PresentationValues = Omit<typeof presentations.$inferInsert, 'id' | 'rowguid'>;
export type NewSlideRow = Omit<typeof slides.$inferInsert, 'id' | 'presId'>;

export interface ManagedListRow {
  readonly presentation: ManagedPresentationRow;
  readonly slideCount: number;
}

/** Writes done in the transaction of a create or update, after the presentation row. */
export type WithinTransaction = (tx: Database, row: ManagedPresentationRow) => Promise<void>;

async function rereadAfter(
  tx: Database,
  row: ManagedPresentationRow,
  within: WithinTransaction,
): Promise<ManagedPresentationRow> {
  await within(tx, row);
  const [reread] = await tx.select().from(presentations).where(eq(presentations.id, row.id));
  if (!reread) throw new Error('presentation vanished in its own transaction');
  return reread;
}

const coordinatorBit = sql`(${userPresentationRoles.liveVideoRole} & ${LiveVideoRole.EventCoordinator}) = ${LiveVideoRole.EventCoordinator}`;

export function createManageRepository(db: Database) {
  const slideCounts = db
    .select({ presId: slides.presId, n: count().as('n') })
    .from(slides)
    .groupBy(slides.presId)
    .as('slide_counts');

  return {
    /** Every presentation (site admins), or those the user coordinates. */
    async listManaged(userId: number | null): Promise<ManagedListRow[]> {
      const base = db
        .select({ presentation: presentations, slideCount: slideCounts.n })
        .from(presentations)
        .leftJoin(slideCounts, eq(slideCounts.presId, presentations.id));
      const rows =
        userId === null
          ? await base.orderBy(asc(presentations.id))
          : await base
              .innerJoin(
                userPresentationRoles,
                and(
                  eq(userPresentationRoles.presId, presentations.id),
                  eq(userPresentationRoles.userId, userId),
                  coordinatorBit,
                ),
              )
              .orderBy(asc(presentations.id));
      return rows.map((r) => ({ presentation: r.presentation, slideCount: r.slideCount ?? 0 }));
    },

    async find(presId: number): Promise<ManagedPresentationRow | null> {
      const [row] = await db.select().from(presentations).where(eq(presentations.id, presId));
      return row ?? null;
    },

    async coordinates(userId: number, presId: number): Promise<boolean> {
      const [row] = await db
        .select({ presId: userPresentationRoles.presId })
        .from(userPresentationRoles)
        .where(
          and(
            eq(userPresentationRoles.presId, presId),
            eq(userPresentationRoles.userId, userId),
            coordinatorBit,
          ),
        );
      return row !== undefined;
    },

    /** A new presentation (id from 10001 on) coordinated by its creator. */
    async create(
      values: PresentationValues,
      rowguid: string,
      creatorId: number,
      primaryColor: string | null,
      brandingGuid: string,
      /** More writes of the same transaction (the event's run data); the row is read after. */
      within?: WithinTransaction,
    ): Promise<ManagedPresentationRow> {
      return db.transaction(async (tx) => {
        if (primaryColor !== null)
          await tx
            .insert(brandingGroups)
            .values({ guid: brandingGuid, primaryColor, stylesheet: '' });
        const [row] = await tx
          .insert(presentations)
          .values({
            ...values,
            id: sql`nextval('authored_presentation_ids')`,
            rowguid,
            brandingGuid: primaryColor === null ? null : brandingGuid,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await tx.insert(userPresentationRoles).values({
          userId: creatorId,
          presId: row.id,
          liveVideoRole: LiveVideoRole.EventCoordinator,
          slideNavigation: true,
        });
        return within ? rereadAfter(tx, row, within) : row;
      });
    },

    async update(
      presId: number,
      values: PresentationValues,
      primaryColor: string | null,
      newBrandingGuid: string,
      within?: WithinTransaction,
    ): Promise<ManagedPresentationRow> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ brandingGuid: presentations.brandingGuid })
          .from(presentations)
          .where(eq(presentations.id, presId));
        let brandingGuid = current?.brandingGuid ?? null;
        if (primaryColor === null) brandingGuid = null;
        else if (brandingGuid === null) {
          brandingGuid = newBrandingGuid;
          await tx
            .insert(brandingGroups)
            .values({ guid: brandingGuid, primaryColor, stylesheet: '' });
        } else
          await tx
            .update(brandingGroups)
            .set({ primaryColor })
            .where(eq(brandingGroups.guid, brandingGuid));
        const [row] = await tx
          .update(presentations)
          .set({ ...values, brandingGuid })
          .where(eq(presentations.id, presId))
          .returning();
        if (!row) throw new Error('update returned no row');
        return within ? rereadAfter(tx, row, within) : row;
      });
    },

    async listSlides(presId: number): Promise<DeckSlideRow[]> {
      return db.select().from(slides).where(eq(slides.presId, presId)).orderBy(asc(slides.index));
    },

    /** The deck replaced in one transaction: viewers see the old deck or the new, never a mix. */
    async replaceSlides(presId: number, rows: readonly NewSlideRow[]): Promise<DeckSlideRow[]> {
      return db.transaction(async (tx) => {
        await tx.delete(slides).where(eq(slides.presId, presId));
        if (rows.length === 0) return [];
        return tx
          .insert(slides)
          .values(rows.map((row) => ({ ...row, presId })))
          .returning();
      });
    },

    /** Each slide's start in the media, by index (SPEC §3 Slide.Time), in one transaction. */
    async setSlideTimes(presId: number, times: readonly number[]): Promise<DeckSlideRow[]> {
      return db.transaction(async (tx) => {
        for (const [index, timeSeconds] of times.entries())
          await tx
            .update(slides)
            .set({ timeSeconds })
            .where(and(eq(slides.presId, presId), eq(slides.index, index)));
        return tx.select().from(slides).where(eq(slides.presId, presId)).orderBy(asc(slides.index));
      });
    },

    async listEntryCodes(presId: number): Promise<EntryCodeRow[]> {
      return db
        .select()
        .from(entryCodes)
        .where(eq(entryCodes.presId, presId))
        .orderBy(asc(entryCodes.id));
    },

    /** Null when the code is taken (codes are unique across presentations). */
    async addEntryCode(
      values: Omit<typeof entryCodes.$inferInsert, 'id'>,
    ): Promise<EntryCodeRow | null> {
      const [row] = await db
        .insert(entryCodes)
        .values(values)
        .onConflictDoNothing({ target: entryCodes.code })
        .returning();
      return row ?? null;
    },

    async expireEntryCode(presId: number, id: number, at: Date): Promise<EntryCodeRow | null> {
      const [row] = await db
        .update(entryCodes)
        .set({ validUntil: at })
        .where(and(eq(entryCodes.id, id), eq(entryCodes.presId, presId)))
        .returning();
      return row ?? null;
    },
  };
}

export type ManageRepository = ReturnType<typeof createManageRepository>;

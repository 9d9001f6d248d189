// Reads of presentation content (SQL only).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  conferenceCalls,
  conferenceParticipants,
  conferencePresenters,
  documents,
  linkedPresentations,
  presentations,
  slides,
  speakers,
} from '../../db/schema/index.ts';

export type PresentationRow = typeof presentations.$inferSelect;
export type SlideRow = typeof slides.$inferSelect;
export type SpeakerRow = typeof speakers.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
/** A document with the size of its stored file (null for links and missing files). */
export interface SizedDocumentRow extends DocumentRow {
  readonly sizeBytes: number | null;
}

/** A user's standing with one of the presentation's conference calls (SPEC §6 cut-off). */
export interface CallStandingRow {
  readonly call: typeof conferenceCalls.$inferSelect;
  /** The user's registration for the call; null when they never registered. */
  readonly participant: typeof conferenceParticipants.$inferSelect | null;
  /** On the call's presenter list. */
  readonly isListedPresenter: boolean;
}

export interface LinkedPresentationRow {
  readonly presId: number;
  readonly title: string;
  readonly linkType: number;
  /** The linked show's language as authored (PresentationExtras.Language); null: not set. */
  readonly language: string | null;
}

export function createPresentationRepository(db: Database) {
  return {
    async find(presId: number): Promise<PresentationRow | null> {
      const [row] = await db.select().from(presentations).where(eq(presentations.id, presId));
      return row ?? null;
    },

    async isEmpty(): Promise<boolean> {
      const rows = await db.select({ id: presentations.id }).from(presentations).limit(1);
      return rows.length === 0;
    },

    listSlides(presId: number): Promise<SlideRow[]> {
      return db.select().from(slides).where(eq(slides.presId, presId)).orderBy(asc(slides.index));
    },

    async findSlide(presId: number, guid: string): Promise<SlideRow | null> {
      const [row] = await db
        .select()
        .from(slides)
        .where(and(eq(slides.presId, presId), eq(slides.guid, guid.toLowerCase())));
      return row ?? null;
    },

    listSpeakers(presId: number): Promise<SpeakerRow[]> {
      return db
        .select()
        .from(speakers)
        .where(eq(speakers.presId, presId))
        .orderBy(asc(speakers.sortOrder));
    },

    listDocuments(presId: number): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(eq(documents.presId, presId))
        .orderBy(asc(documents.sortOrder));
    },

    async findDocument(presId: number, docId: number): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.presId, presId), eq(documents.id, docId)));
      return row ?? null;
    },

    /**
     * Every conference call of the presentation with this user's registration and presenter
     * listing: one indexed query, none of it found for a presentation without a call.
     */
    async callStandings(presId: number, userId: number): Promise<CallStandingRow[]> {
      const rows = await db
        .select({
          call: conferenceCalls,
          participant: conferenceParticipants,
          isListedPresenter: sql<boolean>`exists (select 1 from ${conferencePresenters} where ${conferencePresenters.conferenceId} = ${conferenceCalls.id} and ${conferencePresenters.userId} = ${userId})`,
        })
        .from(conferenceCalls)
        .leftJoin(
          conferenceParticipants,
          and(
            eq(conferenceParticipants.conferenceId, conferenceCalls.id),
            eq(conferenceParticipants.userId, userId),
          ),
        )
        .where(eq(conferenceCalls.presId, presId));
      return rows;
    },

    listLinked(presId: number): Promise<LinkedPresentationRow[]> {
      return db
        .select({
          presId: presentations.id,
          title: presentations.titleBarWeb,
          linkType: linkedPresentations.linkType,
          language: sql<string | null>`${presentations.extras}->>'Language'`,
        })
        .from(linkedPresentations)
        .innerJoin(presentations, eq(presentations.id, linkedPresentations.linkedPresId))
        .where(eq(linkedPresentations.presId, presId))
        .orderBy(asc(linkedPresentations.sortOrder));
    },
  };
}

export type PresentationRepository = ReturnType<typeof createPresentationRepository>;

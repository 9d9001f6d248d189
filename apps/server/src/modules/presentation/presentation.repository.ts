// Reads of presentation content (SQL only).
import { and, asc, eq, sql } from 'drizzle-orm';
import { createBatchedReader } from '../../db/batched-reads.ts';
import {
  prepareCallStandingQueries,
  type CallStandingFacts,
} from '../conference/call-standing.queries.ts';
import type { Database } from '../../db/database.ts';
import {
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

export interface LinkedPresentationRow {
  readonly presId: number;
  readonly title: string;
  readonly linkType: number;
  /** The linked show's language as authored (PresentationExtras.Language); null: not set. */
  readonly language: string | null;
}

interface CallStandingsKey {
  readonly presId: number;
  readonly userId: number;
}
const callStandingsId = (key: CallStandingsKey) => `${key.presId}:${key.userId}`;

export function createPresentationRepository(db: Database) {
  // Every viewer's presentation request (its cut-off guard) asks, and after a restart all of
  // them at once: the requests of one turn read together.
  const standingQueries = prepareCallStandingQueries(db, 'presentation');
  const callStandings = createBatchedReader<CallStandingsKey, CallStandingFacts[]>({
    id: callStandingsId,
    one: ({ presId, userId }) => standingQueries.ofUser(presId, userId),
    async many(keys) {
      const found = await standingQueries.ofUsers(
        keys.map((key) => key.presId),
        keys.map((key) => key.userId),
      );
      const standings = new Map<string, CallStandingFacts[]>();
      for (const key of keys)
        standings.set(
          callStandingsId(key),
          found.calls
            .filter((call) => call.presId === key.presId)
            .map((call) => found.standing(call, key.userId)),
        );
      return standings;
    },
  });

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
    async callStandings(presId: number, userId: number): Promise<CallStandingFacts[]> {
      return (await callStandings.load({ presId, userId })) ?? [];
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

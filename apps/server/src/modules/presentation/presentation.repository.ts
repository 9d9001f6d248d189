// Reads of presentation content (SQL only).
import { and, asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import { createBatchedReader } from '../../db/batched-reads.ts';
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
type CallRow = typeof conferenceCalls.$inferSelect;
type ParticipantRow = typeof conferenceParticipants.$inferSelect;
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

interface CallStandingsKey {
  readonly presId: number;
  readonly userId: number;
}
const callStandingsId = (key: CallStandingsKey) => `${key.presId}:${key.userId}`;

export function createPresentationRepository(db: Database) {
  // Every viewer's presentation request (its cut-off guard) asks, and after a restart all of
  // them at once: built once and prepared, and the requests of one turn read together.
  const standingUser = sql.placeholder('userId');
  const standingsOfUser = db
    .select({
      call: conferenceCalls,
      participant: conferenceParticipants,
      isListedPresenter: sql<boolean>`exists (select 1 from ${conferencePresenters} where ${conferencePresenters.conferenceId} = ${conferenceCalls.id} and ${conferencePresenters.userId} = ${standingUser})`,
    })
    .from(conferenceCalls)
    .leftJoin(
      conferenceParticipants,
      and(
        eq(conferenceParticipants.conferenceId, conferenceCalls.id),
        eq(conferenceParticipants.userId, standingUser),
      ),
    )
    .where(eq(conferenceCalls.presId, sql.placeholder('presId')))
    .prepare('podium_presentation_call_standing');
  const standingsOfUsers = db
    .select({
      call: conferenceCalls,
      participant: conferenceParticipants,
      presenterIds: sql<
        number[]
      >`coalesce((select array_agg(${conferencePresenters.userId}) from ${conferencePresenters} where ${conferencePresenters.conferenceId} = ${conferenceCalls.id}), '{}'::int[])`,
    })
    .from(conferenceCalls)
    .leftJoin(
      conferenceParticipants,
      and(
        eq(conferenceParticipants.conferenceId, conferenceCalls.id),
        anyOf(conferenceParticipants.userId, 'userIds'),
      ),
    )
    .where(anyOf(conferenceCalls.presId, 'presIds'))
    .prepare('podium_presentation_call_standings');
  const callStandings = createBatchedReader<CallStandingsKey, CallStandingRow[]>({
    id: callStandingsId,
    one: ({ presId, userId }) => standingsOfUser.execute({ presId, userId }),
    async many(keys) {
      const rows = await standingsOfUsers.execute({
        presIds: [...new Set(keys.map((key) => key.presId))],
        userIds: [...new Set(keys.map((key) => key.userId))],
      });
      // Each call once, with the registrations of the users asked (a user registers once).
      const calls = new Map<number, { call: CallRow; presenterIds: Set<number> }>();
      const participants = new Map<string, ParticipantRow>();
      for (const row of rows) {
        if (!calls.has(row.call.id))
          calls.set(row.call.id, { call: row.call, presenterIds: new Set(row.presenterIds) });
        if (row.participant)
          participants.set(`${row.call.id}:${row.participant.userId}`, row.participant);
      }
      const found = new Map<string, CallStandingRow[]>();
      for (const key of keys)
        found.set(
          callStandingsId(key),
          [...calls.values()]
            .filter(({ call }) => call.presId === key.presId)
            .map(({ call, presenterIds }) => ({
              call,
              participant: participants.get(`${call.id}:${key.userId}`) ?? null,
              isListedPresenter: presenterIds.has(key.userId),
            })),
        );
      return found;
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
    async callStandings(presId: number, userId: number): Promise<CallStandingRow[]> {
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

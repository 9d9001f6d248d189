// Conference calls, their presenters, participants and participant sessions (SQL only; the
// rules live in the services). The participants' presence marks: conference-presence.repository.ts.
import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import { createBatchedReader } from '../../db/batched-reads.ts';
import type { Database } from '../../db/database.ts';
import {
  presentations,
  conferenceCalls,
  conferenceParticipants,
  conferencePresenters,
  participantSessions,
  slides,
  userPresentationRoles,
  users,
} from '../../db/schema/index.ts';
import { anyOf } from '../../db/any-of.ts';
import { prepareCallStandingQueries, type CallStandingFacts } from './call-standing.queries.ts';
import { createConferencePresenceWrites } from './conference-presence.repository.ts';

export type { CallStandingFacts } from './call-standing.queries.ts';

export type CallRow = typeof conferenceCalls.$inferSelect;
export type CallChange = Partial<Omit<typeof conferenceCalls.$inferInsert, 'id' | 'presId'>>;
export type ParticipantRow = typeof conferenceParticipants.$inferSelect;
export type ParticipantSessionRow = typeof participantSessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface PresenterRow {
  readonly userId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
}

export interface ParticipantWithUser {
  readonly participant: ParticipantRow;
  readonly user: UserRow;
}

interface StandingKey {
  readonly confId: number;
  readonly userId: number;
}
const standingId = (key: StandingKey) => `${key.confId}:${key.userId}`;

export function createConferenceRepository(db: Database) {
  // Asked by every call of a participant and every hub handshake.
  const standingQueries = prepareCallStandingQueries(db, 'call');

  /** The standings asked together (a reconnect storm), in one query. */
  async function standingsOf(
    keys: readonly StandingKey[],
  ): Promise<ReadonlyMap<string, CallStandingFacts>> {
    const found = await standingQueries.ofUsers(
      keys.map((key) => key.confId),
      keys.map((key) => key.userId),
    );
    const calls = new Map(found.calls.map((call) => [call.id, call]));
    const standings = new Map<string, CallStandingFacts>();
    for (const key of keys) {
      const call = calls.get(key.confId);
      if (call) standings.set(standingId(key), found.standing(call, key.userId));
    }
    return standings;
  }
  const presenterListsQuery = db
    .select({
      conferenceId: conferencePresenters.conferenceId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(conferencePresenters)
    .innerJoin(users, eq(users.id, conferencePresenters.userId))
    .where(anyOf(conferencePresenters.conferenceId, 'confIds'))
    .orderBy(asc(conferencePresenters.conferenceId), asc(conferencePresenters.sortOrder))
    .prepare('podium_presenter_lists');

  /** The presenter lists of `confIds`, in each list's order. */
  async function presenterListsOf(
    confIds: readonly number[],
  ): Promise<Map<string, PresenterRow[]>> {
    const rows = await presenterListsQuery.execute({ confIds: [...confIds] });
    const lists = new Map<string, PresenterRow[]>(confIds.map((id) => [String(id), []]));
    for (const { conferenceId, ...presenter } of rows)
      lists.get(String(conferenceId))?.push(presenter);
    return lists;
  }
  // Every viewer's presenter-control read of a call in one turn shares one read of its list.
  const presenterLists = createBatchedReader<number, PresenterRow[]>({
    id: String,
    one: async (confId) => (await presenterListsOf([confId])).get(String(confId)) ?? [],
    many: presenterListsOf,
  });

  const standings = createBatchedReader<StandingKey, CallStandingFacts>({
    id: standingId,
    one: async ({ confId, userId }) => (await standingQueries.ofUser(confId, userId))[0] ?? null,
    many: standingsOf,
  });

  return {
    ...createConferencePresenceWrites(db),

    async findCall(confId: number): Promise<CallRow | null> {
      const [row] = await db.select().from(conferenceCalls).where(eq(conferenceCalls.id, confId));
      return row ?? null;
    },

    /**
     * The call, this user's registration and whether they are a listed presenter, in one round
     * trip: every call of a participant asks (status, presenter control, questions, the hub's
     * handshake), so after a server restart it is paid once per viewer at the worst moment; the
     * standings asked in one turn are read together. Null for an unknown call.
     */
    standing(confId: number, userId: number): Promise<CallStandingFacts | null> {
      return standings.load({ confId, userId });
    },

    async findCallsOfPresentation(presId: number): Promise<CallRow[]> {
      return db
        .select()
        .from(conferenceCalls)
        .where(eq(conferenceCalls.presId, presId))
        .orderBy(asc(conferenceCalls.id));
    },

    async updateCall(confId: number, change: CallChange): Promise<CallRow> {
      const [row] = await db
        .update(conferenceCalls)
        .set(change)
        .where(eq(conferenceCalls.id, confId))
        .returning();
      if (!row) throw new Error(`conference call ${confId} vanished during an update`);
      return row;
    },

    /**
     * A status change, applied only if the status is still `expected` and the call is not
     * cancelled: of two coordinators clicking at once (go live, cancel), one wins and the other
     * is told the call moved on. Null when it lost.
     */
    async updateCallIfStatus(
      confId: number,
      expected: CallRow['status'],
      change: CallChange,
    ): Promise<CallRow | null> {
      const [row] = await db
        .update(conferenceCalls)
        .set(change)
        .where(
          and(
            eq(conferenceCalls.id, confId),
            eq(conferenceCalls.isDeleted, false),
            expected === null
              ? isNull(conferenceCalls.status)
              : eq(conferenceCalls.status, expected),
          ),
        )
        .returning();
      return row ?? null;
    },

    async slideCount(presId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(slides).where(eq(slides.presId, presId));
      return row?.n ?? 0;
    },

    /** The call's presenter list in order; every presenter-control read asks. */
    async presenters(confId: number): Promise<PresenterRow[]> {
      return (await presenterLists.load(confId)) ?? [];
    },

    async roleOf(
      userId: number,
      presId: number,
    ): Promise<typeof userPresentationRoles.$inferSelect | null> {
      const [row] = await db
        .select()
        .from(userPresentationRoles)
        .where(
          and(eq(userPresentationRoles.userId, userId), eq(userPresentationRoles.presId, presId)),
        );
      return row ?? null;
    },

    /** Appends a presenter to the list; false when they were listed already. */
    async addPresenter(confId: number, userId: number): Promise<boolean> {
      const [last] = await db
        .select({ n: max(conferencePresenters.sortOrder) })
        .from(conferencePresenters)
        .where(eq(conferencePresenters.conferenceId, confId));
      const rows = await db
        .insert(conferencePresenters)
        .values({ conferenceId: confId, userId, sortOrder: (last?.n ?? -1) + 1 })
        .onConflictDoNothing()
        .returning({ userId: conferencePresenters.userId });
      return rows.length > 0;
    },

    /** Removes a presenter from the list; false when they were not in it. */
    async removePresenter(confId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(conferencePresenters)
        .where(
          and(
            eq(conferencePresenters.conferenceId, confId),
            eq(conferencePresenters.userId, userId),
          ),
        )
        .returning({ userId: conferencePresenters.userId });
      return rows.length > 0;
    },

    /** Keeps the presentation payload's Presenters (SPEC §3) in step with the call's list. */
    async syncPresentationPresenters(
      presId: number,
      presenters: readonly { CoreUserId: number; Name: string }[],
    ): Promise<void> {
      await db
        .update(presentations)
        .set({
          extras: sql`jsonb_set(${presentations.extras}, '{Presenters}', ${JSON.stringify(presenters)}::jsonb)`,
        })
        .where(eq(presentations.id, presId));
    },

    async findUser(userId: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async findParticipantOfUser(confId: number, userId: number): Promise<ParticipantRow | null> {
      const [row] = await db
        .select()
        .from(conferenceParticipants)
        .where(
          and(
            eq(conferenceParticipants.conferenceId, confId),
            eq(conferenceParticipants.userId, userId),
          ),
        );
      return row ?? null;
    },

    async findParticipant(confId: number, participantId: number): Promise<ParticipantRow | null> {
      const [row] = await db
        .select()
        .from(conferenceParticipants)
        .where(
          and(
            eq(conferenceParticipants.conferenceId, confId),
            eq(conferenceParticipants.id, participantId),
          ),
        );
      return row ?? null;
    },

    /** Registers the user once; a second registration returns the first. */
    async register(
      values: Omit<typeof conferenceParticipants.$inferInsert, 'id'>,
    ): Promise<ParticipantRow> {
      await db
        .insert(conferenceParticipants)
        .values(values)
        .onConflictDoNothing({
          target: [conferenceParticipants.conferenceId, conferenceParticipants.userId],
        });
      const [row] = await db
        .select()
        .from(conferenceParticipants)
        .where(
          and(
            eq(conferenceParticipants.conferenceId, values.conferenceId),
            eq(conferenceParticipants.userId, values.userId),
          ),
        );
      if (!row) throw new Error('participant registration returned no row');
      return row;
    },

    async updateParticipant(
      participantId: number,
      change: Partial<
        Pick<
          ParticipantRow,
          'accessRevoked' | 'audioState' | 'allowToTalk' | 'bridgeParticipantId' | 'emailAddress'
        >
      >,
    ): Promise<ParticipantRow> {
      const [row] = await db
        .update(conferenceParticipants)
        .set(change)
        .where(eq(conferenceParticipants.id, participantId))
        .returning();
      if (!row) throw new Error(`participant ${participantId} vanished during an update`);
      return row;
    },

    async participantsWithUsers(confId: number): Promise<ParticipantWithUser[]> {
      const rows = await db
        .select()
        .from(conferenceParticipants)
        .innerJoin(users, eq(users.id, conferenceParticipants.userId))
        .where(eq(conferenceParticipants.conferenceId, confId))
        .orderBy(asc(conferenceParticipants.id));
      return rows.map((r) => ({ participant: r.conference_participants, user: r.users }));
    },

    /** Whether an account (not an entry-code guest) signs in with this (lower-case) email. */
    async isAccountEmail(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.isGuest, false)))
        .limit(1);
      return row !== undefined;
    },

    async createSession(
      values: Omit<typeof participantSessions.$inferInsert, 'id'>,
    ): Promise<ParticipantSessionRow> {
      const [row] = await db.insert(participantSessions).values(values).returning();
      if (!row) throw new Error('participant session insert returned no row');
      return row;
    },

    async findSession(confId: number, sessionId: number): Promise<ParticipantSessionRow | null> {
      const [row] = await db
        .select()
        .from(participantSessions)
        .where(
          and(eq(participantSessions.conferenceId, confId), eq(participantSessions.id, sessionId)),
        );
      return row ?? null;
    },

    async updateSession(
      sessionId: number,
      change: Partial<Pick<ParticipantSessionRow, 'isActive' | 'joinTimeUtc'>>,
    ): Promise<ParticipantSessionRow> {
      const [row] = await db
        .update(participantSessions)
        .set(change)
        .where(eq(participantSessions.id, sessionId))
        .returning();
      if (!row) throw new Error(`participant session ${sessionId} vanished during an update`);
      return row;
    },

    /** Records a Play / IsStillStreaming on the participant's open sessions; how many there were. */
    async recordEvent(participantId: number, eventType: string, at: Date): Promise<number> {
      const rows = await db
        .update(participantSessions)
        .set({ lastEventType: eventType, lastEventAt: at })
        .where(
          and(
            eq(participantSessions.participantId, participantId),
            eq(participantSessions.isActive, true),
          ),
        )
        .returning({ id: participantSessions.id });
      return rows.length;
    },

    /**
     * The calls of a presentation this user is a participant of, with their access state: what
     * the realtime hub needs for HubSubject.conferenceIds / accessRevoked (SPEC §6).
     */
    async participationsOfUser(
      presId: number,
      userId: number,
    ): Promise<{ call: CallRow; participant: ParticipantRow }[]> {
      const rows = await db
        .select()
        .from(conferenceParticipants)
        .innerJoin(conferenceCalls, eq(conferenceCalls.id, conferenceParticipants.conferenceId))
        .where(and(eq(conferenceCalls.presId, presId), eq(conferenceParticipants.userId, userId)));
      return rows.map((r) => ({
        call: r.conference_calls,
        participant: r.conference_participants,
      }));
    },
  };
}

export type ConferenceRepository = ReturnType<typeof createConferenceRepository>;

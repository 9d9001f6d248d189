// A user's standing in conference calls (SPEC §6): the call, the user's registration and whether
// they are on its presenter list. Read by call (every call of a participant, the hub's handshake)
// and by presentation (a viewer's cut-off guard); both are asked by every viewer at once after a
// restart, so each is built once and prepared, as a one-user read and as a read of many users.
import { and, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/database.ts';
import {
  conferenceCalls,
  conferenceParticipants,
  conferencePresenters,
} from '../../db/schema/index.ts';

type CallRow = typeof conferenceCalls.$inferSelect;
type ParticipantRow = typeof conferenceParticipants.$inferSelect;

/** A user's standing in a call (SPEC §6): what the domain's callCutOff reads, with the call. */
export interface CallStandingFacts {
  readonly call: CallRow;
  /** This user's registration; null when they never registered. */
  readonly participant: ParticipantRow | null;
  /** Whether the user is on the call's presenter list. */
  readonly isListedPresenter: boolean;
}

/** The calls found by a read of many users, with the registrations of the users asked. */
export interface CallStandingsFound {
  /** Each call once, in the order read. */
  readonly calls: readonly CallRow[];
  /** The user's standing in one of `calls`. */
  standing(call: CallRow, userId: number): CallStandingFacts;
}

/** Which column of the call the reads select by: the call's id or its presentation's. */
export type CallStandingFilter = 'call' | 'presentation';

const FILTERS = {
  call: { column: conferenceCalls.id, name: 'podium_call_standing' },
  presentation: { column: conferenceCalls.presId, name: 'podium_presentation_call_standing' },
} as const;

export function prepareCallStandingQueries(db: Database, by: CallStandingFilter) {
  const { column, name } = FILTERS[by];
  const userId = sql.placeholder('userId');
  const ofUser = db
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
    .where(eq(column, sql.placeholder('id')))
    .prepare(name);

  // A read of many users is two reads, each row once: the calls with their presenter lists, and
  // the registrations of the users asked in those calls. As one joined read, every registration
  // row repeated its call's every column, parsed again for each of hundreds of users.
  const callsOf = db
    .select({
      call: conferenceCalls,
      presenterIds: sql<
        number[]
      >`coalesce((select array_agg(${conferencePresenters.userId}) from ${conferencePresenters} where ${conferencePresenters.conferenceId} = ${conferenceCalls.id}), '{}'::int[])`,
    })
    .from(conferenceCalls)
    .where(anyOf(column, 'ids'))
    .prepare(`${name}s`);
  const registrationsOf = db
    .select({ participant: conferenceParticipants })
    .from(conferenceParticipants)
    .innerJoin(conferenceCalls, eq(conferenceCalls.id, conferenceParticipants.conferenceId))
    .where(and(anyOf(column, 'ids'), anyOf(conferenceParticipants.userId, 'userIds')))
    .prepare(`${name}s_registrations`);

  return {
    /** The user's standing in every call whose filter column is `id`. */
    ofUser(id: number, user: number): Promise<CallStandingFacts[]> {
      return ofUser.execute({ id, userId: user });
    },

    /**
     * The calls whose filter column is one of `ids`, with the registrations of `userIds` and each
     * call's presenter list, in two reads made together (a reconnect storm).
     */
    async ofUsers(ids: readonly number[], userIds: readonly number[]): Promise<CallStandingsFound> {
      const keys = { ids: [...new Set(ids)], userIds: [...new Set(userIds)] };
      const [callRows, registrations] = await Promise.all([
        callsOf.execute(keys),
        registrationsOf.execute(keys),
      ]);
      const calls = new Map<number, { call: CallRow; presenterIds: Set<number> }>(
        callRows.map(({ call, presenterIds }) => [
          call.id,
          { call, presenterIds: new Set(presenterIds) },
        ]),
      );
      // A user registers once per call.
      const participants = new Map<string, ParticipantRow>(
        registrations.map(({ participant }) => [
          `${participant.conferenceId}:${participant.userId}`,
          participant,
        ]),
      );
      return {
        calls: [...calls.values()].map(({ call }) => call),
        standing(call, user) {
          return {
            call,
            participant: participants.get(`${call.id}:${user}`) ?? null,
            isListedPresenter: calls.get(call.id)?.presenterIds.has(user) ?? false,
          };
        },
      };
    },
  };
}

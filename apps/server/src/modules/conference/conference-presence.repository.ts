// Presence marks of a call's participants (packages/domain presence.ts, written by
// hub-presence.ts): the participants of one call seen together, each write prepared once and
// sent in batches (SQL only). Part of the conference repository.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { PRESENCE_WINDOW_MS } from '@podium/domain';
import type { Database } from '../../db/database.ts';
import { conferenceParticipants } from '../../db/schema/index.ts';
import { anyOf } from '../../db/any-of.ts';

/** Participants per presence write: a short statement, well under any parameter limit. */
const PRESENCE_BATCH = 500;

export function createConferencePresenceWrites(db: Database) {
  const presenceOf = and(
    eq(conferenceParticipants.conferenceId, sql.placeholder('conferenceId')),
    anyOf(conferenceParticipants.userId, 'userIds'),
  );
  /** Those not marked present within the window: their arrival is announced. */
  const markArrived = db
    .update(conferenceParticipants)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}` })
    .where(
      and(
        presenceOf,
        or(
          isNull(conferenceParticipants.lastSeenAt),
          lt(conferenceParticipants.lastSeenAt, sql.placeholder('stale')),
        ),
      ),
    )
    .returning({
      conferenceId: conferenceParticipants.conferenceId,
      coreUserId: conferenceParticipants.userId,
    })
    .prepare('podium_presence_arrived');
  const markSeen = db
    .update(conferenceParticipants)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}` })
    .where(presenceOf)
    .prepare('podium_presence_seen');
  const markGone = db
    .update(conferenceParticipants)
    .set({ lastSeenAt: null })
    .where(presenceOf)
    .prepare('podium_presence_gone');
  /** Keys grouped by call, in batches of PRESENCE_BATCH participants. */
  function* presenceBatches(keys: readonly { conferenceId: number; coreUserId: number }[]) {
    const byCall = new Map<number, number[]>();
    for (const key of keys) {
      const users = byCall.get(key.conferenceId);
      if (users) users.push(key.coreUserId);
      else byCall.set(key.conferenceId, [key.coreUserId]);
    }
    for (const [conferenceId, userIds] of byCall)
      for (let start = 0; start < userIds.length; start += PRESENCE_BATCH)
        yield { conferenceId, userIds: userIds.slice(start, start + PRESENCE_BATCH) };
  }

  return {
    /**
     * Presence marks (packages/domain presence.ts), written in batches of PRESENCE_BATCH. Answers
     * the participants who were not present before this mark (no mark, or a stale one): those
     * whose presence changed, once each, however often they are vouched for.
     */
    async markPresent(
      keys: readonly { conferenceId: number; coreUserId: number }[],
      at: Date,
    ): Promise<{ conferenceId: number; coreUserId: number }[]> {
      const arrived = new Map<string, { conferenceId: number; coreUserId: number }>();
      const stale = new Date(at.getTime() - PRESENCE_WINDOW_MS);
      for (const { conferenceId, userIds } of presenceBatches(keys)) {
        // As drizzle writes a timestamp column's Date.
        const batch = { at: at.toISOString(), conferenceId, userIds };
        for (const key of await markArrived.execute({ ...batch, stale: stale.toISOString() }))
          arrived.set(`${key.conferenceId}:${key.coreUserId}`, key);
        await markSeen.execute(batch);
      }
      return [...arrived.values()];
    },

    /** Clears the presence marks of `keys` (their last connection closed), a call at a time. */
    async markAbsent(keys: readonly { conferenceId: number; coreUserId: number }[]): Promise<void> {
      for (const batch of presenceBatches(keys)) await markGone.execute(batch);
    },
  };
}

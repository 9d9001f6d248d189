// Who may listen to a call's live audio, remembered: every listener asks for the playlist twice a
// second and for a segment as often, so a listener's right (a registration the call has not cut
// off) is decided once per CALL_LISTENER_TTL_MS, by the session cookie it sent, with no session
// lookup and no database read in between; the call's state (LIVE or not) is read once a second
// for every listener of the call. A revocation or the end of the public portion, delivered by the
// hub on any process, forgets every remembered right at once; a listener's page learns of it from
// the hub and leaves the player, and one that goes on fetching is refused on its next decision.
import type { Caller } from '../access/caller.ts';
import { createTtlMemory } from '../access/access-memory.ts';
import type { ConferenceAccess } from './conference-access.ts';
import type { CallRow, ConferenceRepository } from './conference.repository.ts';

/** How long a listener's right is remembered (the bound for a client that ignores the hub). */
export const CALL_LISTENER_TTL_MS = 15_000;
/** How old the call's state may be when a listener's request is answered. */
export const CALL_STATE_MAX_AGE_MS = 1_000;
/** Remembered rights at most; the least recently used go first beyond it. */
const CALL_LISTENERS_MAX = 50_000;

/** Who asks: the session cookie it sent (not looked up) and how to look its session up. */
export interface CallListener {
  readonly sessionKey: string | null;
  readonly caller: () => Promise<Caller>;
}

interface Dependencies {
  readonly conferenceAccess: ConferenceAccess;
  readonly calls: Pick<ConferenceRepository, 'findCall'>;
  readonly now: () => Date;
}

export function createCallListeners({ conferenceAccess, calls, now }: Dependencies) {
  const rights = createTtlMemory<{ readonly presId: number }>({
    ttlMs: CALL_LISTENER_TTL_MS,
    max: CALL_LISTENERS_MAX,
    now,
  });
  const states = new Map<number, { row: CallRow | null; readAt: number }>();
  const reads = new Map<number, Promise<CallRow | null>>();

  /** The call as read at most CALL_STATE_MAX_AGE_MS ago, one read at a time per call. */
  function callNow(confId: number): Promise<CallRow | null> {
    const at = now().getTime();
    const known = states.get(confId);
    if (known && at - known.readAt < CALL_STATE_MAX_AGE_MS) return Promise.resolve(known.row);
    const reading = reads.get(confId);
    if (reading) return reading;
    const read = calls
      .findCall(confId)
      .then((row) => {
        states.set(confId, { row, readAt: now().getTime() });
        return row;
      })
      .finally(() => reads.delete(confId));
    reads.set(confId, read);
    return read;
  }

  return {
    /**
     * The call, for a listener who may hear it: remembered, or decided now (403 for someone
     * cut off or not registered, as every participant call answers).
     */
    async admit(listener: CallListener, presId: number, confId: number): Promise<CallRow> {
      const key = listener.sessionKey === null ? null : `${listener.sessionKey}:${confId}`;
      const right = key === null ? undefined : rights.get(key);
      if (right?.presId === presId) {
        const call = await callNow(confId);
        if (call && call.presId === presId) return call;
      }
      const { call } = await conferenceAccess.requireParticipant(
        await listener.caller(),
        presId,
        confId,
      );
      if (key !== null) rights.set(key, { presId });
      states.set(confId, { row: call, readAt: now().getTime() });
      return call;
    },

    /** A status change made in this process: listeners see it at once, not a second later. */
    saw(call: CallRow): void {
      states.set(call.id, { row: call, readAt: now().getTime() });
    },

    /** A revocation or a public portion's end: every right is decided again. */
    forget(): void {
      rights.clear();
    },
  };
}

export type CallListeners = ReturnType<typeof createCallListeners>;

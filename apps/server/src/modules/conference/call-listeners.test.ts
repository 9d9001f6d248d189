// A listener's right to the live audio is decided once and remembered; the call's state is read
// once a second for all listeners; a revocation forgets every right (call-listeners.ts).
import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '@podium/domain';
import type { Caller } from '../access/caller.ts';
import type { ConferenceAccess } from './conference-access.ts';
import type { CallRow } from './conference.repository.ts';
import {
  CALL_LISTENER_TTL_MS,
  CALL_STATE_MAX_AGE_MS,
  createCallListeners,
} from './call-listeners.ts';

const call = (status: string | null) => ({ id: 7, presId: 2, status }) as unknown as CallRow;

function rig() {
  let clock = 1_000_000;
  let stored = call('LIVE');
  let refused = false;
  const counts = { decisions: 0, reads: 0, lookups: 0 };
  const access = {
    requireParticipant: () => {
      counts.decisions += 1;
      if (refused) return Promise.reject(new ForbiddenError('revoked'));
      return Promise.resolve({ call: stored });
    },
  } as unknown as ConferenceAccess;
  const listeners = createCallListeners({
    conferenceAccess: access,
    calls: {
      findCall: () => {
        counts.reads += 1;
        return Promise.resolve(stored);
      },
    },
    now: () => new Date(clock),
  });
  const listener = (sessionKey: string | null) => ({
    sessionKey,
    caller: () => {
      counts.lookups += 1;
      return Promise.resolve({} as Caller);
    },
  });
  return {
    listeners,
    listener,
    counts,
    tick: (ms: number) => (clock += ms),
    store: (row: CallRow) => (stored = row),
    refuse: () => (refused = true),
  };
}

describe('call listeners', () => {
  it('decides once per session within the TTL, then again', async () => {
    const r = rig();
    const ada = r.listener('s1');
    await r.listeners.admit(ada, 2, 7);
    await r.listeners.admit(ada, 2, 7);
    r.tick(CALL_STATE_MAX_AGE_MS + 1);
    await r.listeners.admit(ada, 2, 7);
    expect(r.counts).toEqual({ decisions: 1, reads: 1, lookups: 1 });
    r.tick(CALL_LISTENER_TTL_MS);
    await r.listeners.admit(ada, 2, 7);
    expect(r.counts.decisions).toBe(2);
  });

  it('never remembers a request without a session, nor for another presentation', async () => {
    const r = rig();
    await r.listeners.admit(r.listener(null), 2, 7);
    await r.listeners.admit(r.listener(null), 2, 7);
    expect(r.counts.decisions).toBe(2);
    await r.listeners.admit(r.listener('s1'), 2, 7);
    await r.listeners.admit(r.listener('s1'), 3, 7).catch(() => undefined);
    expect(r.counts.decisions).toBe(4);
  });

  it('reads the call once a second; a status change made here is seen at once', async () => {
    const r = rig();
    const ada = r.listener('s1');
    await r.listeners.admit(ada, 2, 7);
    r.store(call('ENDED'));
    expect((await r.listeners.admit(ada, 2, 7)).status).toBe('LIVE');
    r.listeners.saw(call('ENDED'));
    expect((await r.listeners.admit(ada, 2, 7)).status).toBe('ENDED');
    r.store(call('Published'));
    r.tick(CALL_STATE_MAX_AGE_MS);
    expect((await r.listeners.admit(ada, 2, 7)).status).toBe('Published');
  });

  it('forgets every right at a revocation: the next request is decided, and refused', async () => {
    const r = rig();
    const ada = r.listener('s1');
    await r.listeners.admit(ada, 2, 7);
    r.refuse();
    await r.listeners.admit(ada, 2, 7);
    r.listeners.forget();
    await expect(r.listeners.admit(ada, 2, 7)).rejects.toThrow('revoked');
  });
});

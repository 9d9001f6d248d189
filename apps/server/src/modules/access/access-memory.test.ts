import { describe, expect, it } from 'vitest';
import type { SessionWithUser } from '../account/session.repository.ts';
import { createAccessMemory } from './access-memory.ts';

const found = (userId: number) => ({ user: { id: userId } }) as unknown as SessionWithUser;

/** A read that answers when told to, counting how often it was made. */
function pendingRead() {
  let answer: (value: SessionWithUser | null) => void = () => undefined;
  const read = {
    count: 0,
    fn: () => {
      read.count += 1;
      return new Promise<SessionWithUser | null>((resolve) => (answer = resolve));
    },
    answer: (value: SessionWithUser | null) => answer(value),
  };
  return read;
}

describe('access memory: reads that come together', () => {
  it('shares one session read among the requests that ask while it runs', async () => {
    const memory = createAccessMemory({ now: () => new Date() });
    const read = pendingRead();
    const asked = [1, 2, 3].map(() => memory.session('s', read.fn));
    read.answer(found(7));
    expect(await Promise.all(asked)).toEqual([found(7), found(7), found(7)]);
    expect(read.count).toBe(1);
    // Then remembered.
    expect(await memory.session('s', read.fn)).toEqual(found(7));
    expect(read.count).toBe(1);
  });

  it('does not share a read begun before the session was forgotten', async () => {
    const memory = createAccessMemory({ now: () => new Date() });
    const before = pendingRead();
    const early = memory.session('s', before.fn);
    memory.forgetSession('s');
    const after = pendingRead();
    const late = memory.session('s', after.fn);
    expect(after.count).toBe(1);
    after.answer(null);
    before.answer(found(7));
    expect(await late).toBeNull();
    expect(await early).toEqual(found(7));
    // The early answer predates the sign-out: not kept.
    const again = pendingRead();
    const next = memory.session('s', again.fn);
    expect(again.count).toBe(1);
    again.answer(null);
    expect(await next).toBeNull();
  });
});

describe('access memory: shared reads', () => {
  it('shares a read while it runs, keeps nothing, and starts afresh after a forgetting', async () => {
    const memory = createAccessMemory({ now: () => new Date() });
    let reads = 0;
    let answer: (value: number) => void = () => undefined;
    const read = () => {
      reads += 1;
      return new Promise<number>((resolve) => (answer = resolve));
    };
    const first = memory.sharedRead('standing:1:2', read);
    const second = memory.sharedRead('standing:1:2', read);
    expect(reads).toBe(1);
    // A revocation arrives: a request after it does not get the read begun before it.
    memory.forgetGrants();
    const third = memory.sharedRead('standing:1:2', read);
    expect(reads).toBe(2);
    answer(3);
    expect(await third).toBe(3);
    // Answered: the next request reads again.
    const fourth = memory.sharedRead('standing:1:2', read);
    expect(reads).toBe(3);
    answer(4);
    expect(await fourth).toBe(4);
    void first;
    void second;
  });
});

// The handshake gate: bounded handshakes at once, newest first under a queue, and a client that
// left while waiting costs nothing (ARCHITECTURE §7 restart: thousands reconnect at once).
import { describe, expect, it } from 'vitest';
import { createHandshakeGate } from './hub-handshake-gate.ts';

/** A piece of work the test finishes by hand. */
function deferred() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createHandshakeGate', () => {
  it('runs at most `limit` at once and the newest waiting one next', async () => {
    const gate = createHandshakeGate(2);
    const started: string[] = [];
    const work = new Map<string, ReturnType<typeof deferred>>();
    const run = (name: string) => {
      const d = deferred();
      work.set(name, d);
      return gate.run(
        () => true,
        async () => {
          started.push(name);
          await d.done;
          return name;
        },
      );
    };
    const results = ['a', 'b', 'c', 'd'].map(run);
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(gate.waiting).toBe(2);
    work.get('a')?.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'd']);
    work.get('b')?.finish();
    work.get('d')?.finish();
    await tick();
    work.get('c')?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(gate.waiting).toBe(0);
  });

  it('skips a waiting handshake whose client has gone, and frees its slot', async () => {
    const gate = createHandshakeGate(1);
    const first = deferred();
    let ranGone = false;
    const running = gate.run(
      () => true,
      () => first.done.then(() => 'first'),
    );
    let present = true;
    const gone = gate.run(
      () => present,
      async () => {
        ranGone = true;
        return 'gone';
      },
    );
    present = false;
    first.finish();
    expect(await running).toBe('first');
    expect(await gone).toBeNull();
    expect(ranGone).toBe(false);
    // The slot is free again.
    expect(
      await gate.run(
        () => true,
        async () => 'next',
      ),
    ).toBe('next');
  });

  it('frees the slot when the work fails', async () => {
    const gate = createHandshakeGate(1);
    await expect(
      gate.run(
        () => true,
        () => Promise.reject(new Error('db')),
      ),
    ).rejects.toThrow('db');
    expect(
      await gate.run(
        () => true,
        async () => 'after',
      ),
    ).toBe('after');
  });
});

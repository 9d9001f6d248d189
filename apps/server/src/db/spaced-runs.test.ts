import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpacedRuns } from './spaced-runs.ts';

describe('spaced runs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A queue of work items, each round taking all of them and settling when told to. */
  function harness(spacingMs: number) {
    const queue: string[] = [];
    const rounds: Array<{ items: string[]; at: number; done: () => void; fail: () => void }> = [];
    const runs = createSpacedRuns({
      spacingMs,
      now: () => Date.now(),
      waiting: () => queue.length > 0,
      round: () =>
        new Promise<void>((resolve, reject) => {
          rounds.push({
            items: queue.splice(0),
            at: Date.now(),
            done: resolve,
            fail: () => reject(new Error('refused')),
          });
        }),
    });
    const add = (item: string) => {
      queue.push(item);
      runs.run();
    };
    return { runs, rounds, add, queue };
  }

  it('runs a lone request at once, and nothing when nothing waits', () => {
    const { runs, rounds, add } = harness(250);
    runs.run();
    expect(rounds).toHaveLength(0);
    expect(runs.busy()).toBe(false);
    add('a');
    expect(rounds.map((r) => r.items)).toEqual([['a']]);
    expect(runs.busy()).toBe(true);
  });

  it('gathers what arrives during a round into the next, begun the spacing after the first', async () => {
    const { rounds, add } = harness(250);
    const start = Date.now();
    add('a');
    add('b');
    add('c');
    expect(rounds).toHaveLength(1);
    rounds[0]!.done();
    await vi.advanceTimersByTimeAsync(0);
    // Answered at once, but the next round waits out the spacing.
    expect(rounds).toHaveLength(1);
    add('d');
    await vi.advanceTimersByTimeAsync(249);
    expect(rounds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds.map((r) => r.items)).toEqual([['a'], ['b', 'c', 'd']]);
    expect(rounds[1]!.at - start).toBe(250);
  });

  it('waits for a slow round to be answered, however long past the spacing', async () => {
    const { rounds, add } = harness(100);
    add('a');
    add('b');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toHaveLength(1);
    rounds[0]!.done();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds.map((r) => r.items)).toEqual([['a'], ['b']]);
  });

  it('goes on after a failed round and after a round that throws as it starts', async () => {
    const { rounds, add } = harness(0);
    add('a');
    add('b');
    rounds[0]!.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds.map((r) => r.items)).toEqual([['a'], ['b']]);

    let throwing = true;
    const queue = ['x'];
    const started: string[][] = [];
    const runs = createSpacedRuns({
      spacingMs: 0,
      now: () => Date.now(),
      waiting: () => queue.length > 0,
      round: () => {
        const items = queue.splice(0);
        if (throwing) throw new Error('no sink');
        started.push(items);
        return Promise.resolve();
      },
    });
    runs.run();
    throwing = false;
    queue.push('y');
    runs.run();
    expect(runs.busy()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([['y']]);
  });

  it('stop drops a round that is due; the one under way still finishes', async () => {
    const { runs, rounds, add } = harness(250);
    add('a');
    rounds[0]!.done();
    await vi.advanceTimersByTimeAsync(0);
    add('b');
    expect(runs.busy()).toBe(true);
    runs.stop();
    expect(runs.busy()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toHaveLength(1);
  });
});

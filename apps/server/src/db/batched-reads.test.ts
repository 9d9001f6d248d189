import { describe, expect, it } from 'vitest';
import { BATCHED_READ_MAX_KEYS, createBatchedReader } from './batched-reads.ts';

/** A reader over `table` that records each query it makes; `gate` holds queries until released. */
function reader(table: Map<number, string>) {
  const queries: number[][] = [];
  let release: () => void = () => undefined;
  let held = false;
  const wait = () =>
    held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const batched = createBatchedReader<number, string>({
    id: (key) => String(key),
    async one(key) {
      queries.push([key]);
      // What the database holds when the query runs; the answer arrives later.
      const value = table.get(key) ?? null;
      await wait();
      return value;
    },
    async many(keys) {
      queries.push([...keys]);
      const found = new Map<string, string>();
      for (const key of keys) {
        const value = table.get(key);
        if (value !== undefined) found.set(String(key), value);
      }
      await wait();
      return found;
    },
  });
  return {
    batched,
    queries,
    hold: () => (held = true),
    release: () => {
      held = false;
      release();
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatchedReader', () => {
  it('reads the keys asked in one turn with one query, equal keys once', async () => {
    const { batched, queries } = reader(
      new Map([
        [1, 'one'],
        [2, 'two'],
      ]),
    );
    const answers = await Promise.all([
      batched.load(1),
      batched.load(2),
      batched.load(1),
      batched.load(3),
    ]);
    expect(answers).toEqual(['one', 'two', 'one', null]);
    expect(queries).toEqual([[1, 2, 3]]);
  });

  it('reads a lone key with the single-key read', async () => {
    const { batched, queries } = reader(new Map([[7, 'seven']]));
    expect(await batched.load(7)).toBe('seven');
    expect(await batched.load(8)).toBeNull();
    expect(queries).toEqual([[7], [8]]);
  });

  it('answers a key asked while a query is under way from a later query, never that one', async () => {
    const table = new Map([[1, 'before']]);
    const { batched, queries, hold, release } = reader(table);
    hold();
    const early = batched.load(1);
    await turn();
    expect(queries).toEqual([[1]]);
    // The row changes (a sign-out, a revocation) while the first query runs; a request made
    // after the change must not get what the first query read.
    table.set(1, 'after');
    const late = batched.load(1);
    release();
    expect(await early).toBe('before');
    expect(await late).toBe('after');
    expect(queries).toEqual([[1], [1]]);
  });

  it('reads the keys asked while a query runs together, once it is answered', async () => {
    const { batched, queries, hold, release } = reader(
      new Map([
        [1, 'one'],
        [2, 'two'],
        [3, 'three'],
      ]),
    );
    hold();
    const first = batched.load(1);
    await turn();
    const later = [batched.load(2), batched.load(3)];
    await turn();
    // Nothing more is sent while the first query runs.
    expect(queries).toEqual([[1]]);
    release();
    expect(await first).toBe('one');
    expect(await Promise.all(later)).toEqual(['two', 'three']);
    expect(queries).toEqual([[1], [2, 3]]);
  });

  it('answers the others when the database refuses one key of a batch', async () => {
    const refused = new Error('invalid byte sequence');
    const batched = createBatchedReader<string, string>({
      id: (key) => key,
      async one(key) {
        if (key.includes('\u0000')) throw refused;
        return key.toUpperCase();
      },
      async many(keys) {
        if (keys.some((key) => key.includes('\u0000'))) throw refused;
        return new Map(keys.map((key) => [key, key.toUpperCase()]));
      },
    });
    const results = await Promise.allSettled(['a', 'b\u0000', 'c'].map((key) => batched.load(key)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: refused },
      { status: 'fulfilled', value: 'C' },
    ]);
    expect(await Promise.all([batched.load('d'), batched.load('e')])).toEqual(['D', 'E']);
  });

  it('fails the reads of a batch when the database fails them alone too', async () => {
    const down = new Error('database down');
    const batched = createBatchedReader<number, number>({
      id: String,
      one: async () => {
        throw down;
      },
      many: async () => {
        throw down;
      },
    });
    const results = await Promise.allSettled([batched.load(1), batched.load(2)]);
    expect(results).toEqual([
      { status: 'rejected', reason: down },
      { status: 'rejected', reason: down },
    ]);
  });

  it(`splits a turn of more than ${BATCHED_READ_MAX_KEYS} keys into several queries`, async () => {
    const table = new Map<number, string>();
    const keys = Array.from({ length: BATCHED_READ_MAX_KEYS + 2 }, (_, i) => i);
    for (const key of keys) table.set(key, `v${key}`);
    const { batched, queries } = reader(table);
    const answers = await Promise.all(keys.map((key) => batched.load(key)));
    expect(answers).toEqual(keys.map((key) => `v${key}`));
    expect(queries.map((q) => q.length)).toEqual([BATCHED_READ_MAX_KEYS, 2]);
  });

  it('with minSpacingMs, begins queries that far apart: a lone read at once, the rest together', async () => {
    const queries: number[][] = [];
    const batched = createBatchedReader<number, number>({
      id: String,
      one: async (key) => {
        queries.push([key]);
        return key;
      },
      many: async (keys) => {
        queries.push([...keys]);
        return new Map(keys.map((key) => [String(key), key]));
      },
      minSpacingMs: 40,
    });
    const startedAt = performance.now();
    expect(await batched.load(1)).toBe(1);
    expect(queries).toEqual([[1]]);
    const later = [batched.load(2), batched.load(3)];
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fourth = batched.load(4);
    expect(await Promise.all([...later, fourth])).toEqual([2, 3, 4]);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(39);
    expect(queries).toEqual([[1], [2, 3, 4]]);
    // Long after the last query, a read goes out at once again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = performance.now();
    expect(await batched.load(5)).toBe(5);
    expect(performance.now() - before).toBeLessThan(30);
  });
});

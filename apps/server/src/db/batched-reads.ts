// Reads that every viewer makes at the same moment (after a server restart every viewer's hub
// handshake and refresh calls come within the same second, SPEC §9) gathered into one query per
// turn of the event loop: the keys asked for while one macrotask's work runs are read together
// (`WHERE id = ANY(...)`), instead of one round trip each. One query of a kind runs at a time:
// the keys asked while it runs are read together as soon as it is answered, so the busier the
// database, the larger the batches. A lone read is still read at once, in the next turn, by its
// single-key query.
//
// Every read answers from a query that began after it was asked: a key asked while the query of
// an earlier batch is under way goes into the next batch, never onto the earlier one, so nothing
// read before a sign-out or a revocation is handed to a request made after it.

import { performance } from 'node:perf_hooks';
import { createSpacedRuns } from './spaced-runs.ts';

/** Keys per query at most: a short statement, well under any parameter limit. */
export const BATCHED_READ_MAX_KEYS = 500;

export interface BatchedReader<K, V> {
  /** The value for `key` (null when there is none), read together with the turn's other keys. */
  load(key: K): Promise<V | null>;
}

export interface BatchedReaderOptions<K, V> {
  /** A string naming the key: equal keys asked in one turn share one read. */
  readonly id: (key: K) => string;
  /** Reads several keys (2 to BATCHED_READ_MAX_KEYS); answers by the keys' ids. */
  readonly many: (keys: readonly K[]) => Promise<ReadonlyMap<string, V>>;
  /** Reads one key: the common case outside a storm, often a prepared statement. */
  readonly one: (key: K) => Promise<V | null>;
  /** Where the turn's batch is sent from; the next macrotask by default. */
  readonly schedule?: (send: () => void) => void;
  /**
   * Queries begin at least this far apart (0 by default): a read asked long after the last one
   * is still read in the next turn, and under a storm the keys gather into fewer, larger batches.
   */
  readonly minSpacingMs?: number;
}

interface Waiting<K, V> {
  readonly key: K;
  readonly answers: Array<{ resolve: (value: V | null) => void; reject: (error: unknown) => void }>;
}

export function createBatchedReader<K, V>(
  options: BatchedReaderOptions<K, V>,
): BatchedReader<K, V> {
  const schedule = options.schedule ?? ((send: () => void) => void setImmediate(send));
  /** The keys asked since the last batch was sent, by id. */
  let pending = new Map<string, Waiting<K, V>>();
  let scheduled = false;
  /** One batch's queries at a time (one, or more past BATCHED_READ_MAX_KEYS), spaced apart. */
  const batches = createSpacedRuns({
    spacingMs: options.minSpacingMs ?? 0,
    now: () => performance.now(),
    waiting: () => pending.size > 0,
    round: readPending,
  });

  function settle(
    batch: readonly Waiting<K, V>[],
    read: Promise<ReadonlyMap<string, V>>,
  ): Promise<void> {
    return read.then(
      (found) => {
        for (const waiting of batch) {
          const value = found.get(options.id(waiting.key)) ?? null;
          for (const answer of waiting.answers) answer.resolve(value);
        }
      },
      (error: unknown) => {
        for (const waiting of batch) for (const answer of waiting.answers) answer.reject(error);
      },
    );
  }

  /**
   * The keys of a failed batch read one by one; a key whose own read fails is answered with its
   * error, the others with their values.
   */
  async function readEach(part: readonly Waiting<K, V>[]): Promise<ReadonlyMap<string, V>> {
    const found = new Map<string, V>();
    await Promise.all(
      part.map(async (waiting) => {
        try {
          const value = await options.one(waiting.key);
          if (value !== null) found.set(options.id(waiting.key), value);
        } catch (error) {
          const answers = waiting.answers.splice(0);
          for (const answer of answers) answer.reject(error);
        }
      }),
    );
    return found;
  }

  /** Reads every key asked so far; settles when each of them is answered. */
  function readPending(): Promise<unknown> {
    const batch = [...pending.values()];
    pending = new Map();
    const reads: Promise<void>[] = [];
    for (let start = 0; start < batch.length; start += BATCHED_READ_MAX_KEYS) {
      const part = batch.slice(start, start + BATCHED_READ_MAX_KEYS);
      const [first] = part;
      if (part.length === 1 && first) {
        const key = first.key;
        reads.push(
          settle(
            part,
            Promise.resolve(key)
              .then(options.one)
              .then((value) => {
                const found = new Map<string, V>();
                if (value !== null) found.set(options.id(key), value);
                return found;
              }),
          ),
        );
      } else {
        // A synchronous throw in a read rejects the batch like a failed query.
        reads.push(
          settle(
            part,
            Promise.resolve()
              .then(() => options.many(part.map((waiting) => waiting.key)))
              // One key the database refuses must not fail the others: each is read alone.
              .catch(() => readEach(part)),
          ),
        );
      }
    }
    return Promise.all(reads);
  }

  function send(): void {
    scheduled = false;
    batches.run();
  }

  return {
    load(key) {
      return new Promise<V | null>((resolve, reject) => {
        const id = options.id(key);
        const waiting = pending.get(id);
        if (waiting) waiting.answers.push({ resolve, reject });
        else pending.set(id, { key, answers: [{ resolve, reject }] });
        if (!scheduled && !batches.busy()) {
          scheduled = true;
          schedule(send);
        }
      });
    },
  };
}

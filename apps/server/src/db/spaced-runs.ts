// Database work that gathers what waits and runs it one round at a time, each round begun at least
// `spacingMs` after the one before it (batched reads, presence arrivals). A lone request after a
// quiet spell runs at once; under a storm the waiting work gathers into fewer, larger rounds.

export interface SpacedRunsOptions {
  /** Rounds begin at least this far apart (0: each as soon as the one before it is answered). */
  readonly spacingMs: number;
  /** The clock the spacing is measured on (ms). */
  readonly now: () => number;
  /** Whether any work waits for a round. */
  readonly waiting: () => boolean;
  /**
   * Takes everything that waits and runs it as one round; settles when the round is done. Its
   * failures are its own to answer (to the readers, to the log): the next round follows either way.
   */
  readonly round: () => Promise<unknown>;
  /** Lets the process exit while a spaced round is still due (background work). */
  readonly unref?: boolean;
}

export interface SpacedRuns {
  /** Runs a round now if none is under way or due, waits out the spacing otherwise. */
  run(): void;
  /** True while a round is under way or due: what waits now goes into it or the next one. */
  busy(): boolean;
  /** Drops a round that is due (the one under way finishes). */
  stop(): void;
}

export function createSpacedRuns(options: SpacedRunsOptions): SpacedRuns {
  let running = false;
  let startedAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function run(): void {
    if (running || timer !== null || !options.waiting()) return;
    const waitMs = startedAt + options.spacingMs - options.now();
    if (waitMs > 0) {
      timer = setTimeout(() => {
        timer = null;
        run();
      }, waitMs);
      if (options.unref) timer.unref();
      return;
    }
    startedAt = options.now();
    running = true;
    let round: Promise<unknown>;
    try {
      round = options.round();
    } catch (error) {
      round = Promise.reject(error);
    }
    // A round answers its own failures; the next one follows it either way.
    void round
      .catch(() => undefined)
      .then(() => {
        running = false;
        run();
      });
  }

  return {
    run,
    busy: () => running || timer !== null,
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

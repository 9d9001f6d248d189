// Hub handshakes read the database. After a restart every viewer reconnects within the same
// moment (SPEC §9: 10 s after it lost the hub), and past a few thousand the handshakes queue for
// longer than the viewer waits (socket.io-client gives up after 20 s and retries 10 s later).
// Measured without this gate (npm run bench:restart, 5,000 viewers on PGlite): 4.7 attempts per
// viewer, the server busy with handshakes whose clients had left. The gate bounds how many run
// at once, drops a waiting one whose client has gone before it costs a query, and under a queue
// serves the newest first: it has the most of its 20 s left, while the oldest is about to go.

export interface HandshakeGate {
  /**
   * Runs `work` once a slot is free, unless `stillWanted()` says the client has gone by then
   * (resolves null without running it).
   */
  run<T>(stillWanted: () => boolean, work: () => Promise<T>): Promise<T | null>;
  /** Handshakes waiting for a slot (for tests and diagnostics). */
  readonly waiting: number;
}

export function createHandshakeGate(limit: number): HandshakeGate {
  let active = 0;
  const queue: Array<() => void> = [];

  /** Hands the slot to the newest waiter, or frees it. */
  function release(): void {
    const next = queue.pop();
    if (next) next();
    else active -= 1;
  }

  return {
    async run(stillWanted, work) {
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        if (!stillWanted()) return null;
        return await work();
      } finally {
        release();
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}

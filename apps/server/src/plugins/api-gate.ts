// Admission control for API requests (ARCHITECTURE §7 restart budget). Every API request's work
// is database work, and the database serves queries in turn (PGlite is one queue inside this
// process; PostgreSQL a pool of a few connections). After a restart every viewer of a call
// reconnects within the same moment (SPEC §9) and sends its reconnect refresh (SPEC §4): with
// nothing in between, thousands of refresh queries queue ahead of the hub handshakes, and a
// viewer's way back onto the slide — its handshake — waits behind everyone's refresh. So at most
// API_REQUESTS_AT_ONCE requests get past this gate at once; the others wait their turn in arrival
// order here (a request that changes something ahead of the reads), where waiting costs nothing,
// and a handshake (gated on its own, hub.plugin.ts) finds a short database queue. A slot is taken
// once the request's body has arrived (preValidation), so a client trickling a body in holds none,
// and held until the handler answers (onSend), not while a file streams, so media and document
// downloads never hold one.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Requests in their handlers at once: enough that the reads of requests arriving together are
 * read together (batched-reads.ts: a session, grant or standing query for all of them), few enough
 * that a handshake finds little queued ahead of it. Measured with npm run bench:restart (last
 * viewer back after the kill), at 4: 10,000 viewers on PostgreSQL 122 s without the gate, 41 s
 * with it. At 4 the requests of a storm were read one by one (8-9 database transactions and about
 * 3.5 ms of server CPU per returning viewer, scripts/bench/reconnect-cost.mjs, 1,000 viewers on
 * PostgreSQL); at 32, 3-3.5 transactions and 1.9-2.5 ms, every viewer connected as fast.
 */
export const API_REQUESTS_AT_ONCE = 32;

/**
 * While hub handshakes keep arriving (a reconnect storm), API requests in their handlers at once,
 * admitted in waves (at most one wave each RECHECK_MS, all at once, so their reads are batched):
 * the refresh requests of the viewers already back wait, so the process's time goes to bringing
 * the others back first, and reads still run, a wave at a time (a console's too), while a request
 * that changes something (a presenter's) goes ahead of them.
 */
export const API_REQUESTS_AT_ONCE_DURING_HANDSHAKES = 32;
/**
 * How often a gate held down by a storm looks again whether the storm has passed, and so how
 * often a wave of reads goes in: while handshakes arrive and reads queue, about
 * API_REQUESTS_AT_ONCE_DURING_HANDSHAKES / RECHECK_MS a second (32). Each wave's requests (a
 * presentation answer most of all) take the process's time from the handshakes of the viewers
 * not yet back, who get their slide from the hub's retained messages without them; a request
 * that changes something does not wait for a wave. Measured with npm run bench:restart (10,000
 * viewers on PostgreSQL, listen queue raised so no connection waited out a SYN retry,
 * alternated), server CPU per returning viewer until all were back and the last viewer back
 * after the kill: at 50 ms 0.74-0.97 ms and 20.5-28.2 s, at 200 ms 0.61-0.74 ms and 18.2-22.5 s
 * (an earlier build, four runs each); at 200 ms 0.43-0.55 ms and 14.15-15.44 s, at 1,000 ms
 * 0.40-0.51 ms and 13.92-14.79 s (five runs each).
 */
const RECHECK_MS = 1_000;

export interface AdmissionGate {
  /**
   * Resolves once a slot is free: in the order asked, except that a waiter asking `first` goes
   * ahead of every waiter that did not and, while the limit is lowered, takes a free slot below
   * it at once instead of waiting for the next wave.
   */
  acquire(first?: boolean): Promise<void>;
  release(): void;
  readonly active: number;
  readonly waiting: number;
}

/**
 * `limit` requests at once; `lowered()`, asked at each admission, says when only `loweredLimit`
 * may run (the slots above it are taken again by the waiters once it says no more).
 */
export function createAdmissionGate(
  limit: number,
  {
    lowered = () => false,
    loweredLimit = limit,
  }: { lowered?: () => boolean; loweredLimit?: number } = {},
): AdmissionGate {
  let active = 0;
  const queue: Array<() => void> = [];
  const ahead: Array<() => void> = [];
  let recheck: ReturnType<typeof setTimeout> | null = null;
  const limitWhen = (isLowered: boolean) => (isLowered ? Math.min(loweredLimit, limit) : limit);

  /**
   * Admits waiters, longest first, while slots are free; looks again later if held down. While
   * lowered, freed slots are filled only at that later look, all at once: the requests of one
   * wave read their sessions, grants and standings together (batched-reads.ts), a few queries for
   * the whole wave instead of a few for each request.
   */
  function admit(atRecheck = false): void {
    const isLowered = lowered();
    const slots = limitWhen(isLowered);
    while (ahead.length > 0 && active < slots) {
      active += 1;
      ahead.shift()?.();
    }
    if (!isLowered || atRecheck) {
      while (queue.length > 0 && active < slots) {
        active += 1;
        queue.shift()?.();
      }
    }
    if (queue.length + ahead.length > 0 && active < limit && recheck === null) {
      recheck = setTimeout(() => {
        recheck = null;
        admit(true);
      }, RECHECK_MS);
      recheck.unref();
    }
  }

  return {
    acquire(first = false) {
      if (ahead.length === 0 && (first || queue.length === 0) && active < limitWhen(lowered())) {
        active += 1;
        return Promise.resolve();
      }
      const admitted = new Promise<void>((resolve) => (first ? ahead : queue).push(resolve));
      admit();
      return admitted;
    },
    /** Frees the slot and hands it to the longest waiter, if the limit allows. */
    release() {
      active -= 1;
      admit();
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length + ahead.length;
    },
  };
}

/**
 * A request that changes something (any method but GET and HEAD: a presenter's slide, a
 * coordinator's action, a viewer's question) goes ahead of the reads waiting at the gate, and
 * during a storm it does not wait for the next wave. After a restart every viewer's reconnect
 * refresh queues here, thousands of reads, and the presenter turning the slide meanwhile must
 * not wait behind them.
 */
function changes(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}

export function setupApiGate(app: FastifyInstance, limit = API_REQUESTS_AT_ONCE): AdmissionGate {
  const gate = createAdmissionGate(limit, {
    // A bare app (tests of the gate alone) has no hub.
    lowered: app.hasDecorator('hub') ? () => app.hub.handshaking() : () => false,
    loweredLimit: API_REQUESTS_AT_ONCE_DURING_HANDSHAKES,
  });
  app.decorate('apiGate', gate);
  const releases = new WeakMap<FastifyRequest, () => void>();

  // Registered before the session's hook of the same phase: its lookup is database work.
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.apiGate === false) return;
    let held = false;
    let finished = false;
    /** Once: at the answer, or when the connection closes first (even while still waiting). */
    const release = () => {
      finished = true;
      if (!held) return;
      held = false;
      gate.release();
    };
    releases.set(request, release);
    reply.raw.once('close', release);
    await gate.acquire(changes(request));
    held = true;
    if (finished) release();
  });

  app.addHook('onSend', (request, _reply, payload, done) => {
    releases.get(request)?.();
    done(null, payload);
  });
  return gate;
}

// Admission control for API requests (ARCHITECTURE §7 restart budget). Every API request's work
// is database work, and the database serves queries in turn (PGlite is one queue inside this
// process; PostgreSQL a pool of a few connections). After a restart every viewer of a call
// reconnects within the same moment (SPEC §9) and sends its reconnect refresh (SPEC §4): with
// nothing in between, thousands of refresh queries queue ahead of the hub handshakes, and a
// viewer's way back onto the slide — its handshake — waits behind everyone's refresh. So at most
// API_REQUESTS_AT_ONCE requests get past this gate at once; the others wait their turn in arrival
// order here, where waiting costs nothing, and a handshake (gated on its own, hub.plugin.ts) finds
// a short database queue. A slot is taken once the request's body has arrived (preValidation), so
// a client trickling a body in holds none, and held until the handler answers (onSend), not while
// a file streams, so media and document downloads never hold one.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Requests in their handlers at once: enough to keep the database busy while a request's own
 * JavaScript runs (each is a few queries of a millisecond or so), few enough that a handshake
 * finds almost nothing queued ahead of it. Measured with npm run bench:restart (last viewer back
 * after the kill): 10,000 viewers on PostgreSQL 122 s without the gate, 41 s with it (15,424 →
 * 10,365 connection attempts); 5,000 on PostgreSQL 26.9 → 23.6 s; 1,000 on PGlite 22.0 s
 * without, and from 14.8 s to 28 s with it from one run to the next.
 */
export const API_REQUESTS_AT_ONCE = 4;

export interface AdmissionGate {
  /** Resolves once a slot is free (in the order asked). */
  acquire(): Promise<void>;
  release(): void;
  readonly active: number;
  readonly waiting: number;
}

export function createAdmissionGate(limit: number): AdmissionGate {
  let active = 0;
  const queue: Array<() => void> = [];
  return {
    acquire() {
      if (active < limit) {
        active += 1;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => queue.push(resolve));
    },
    /** Hands the slot to the longest waiter, or frees it. */
    release() {
      const next = queue.shift();
      if (next) next();
      else active -= 1;
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

export function setupApiGate(app: FastifyInstance, limit = API_REQUESTS_AT_ONCE): AdmissionGate {
  const gate = createAdmissionGate(limit);
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
    await gate.acquire();
    held = true;
    if (finished) release();
  });

  app.addHook('onSend', (request, _reply, payload, done) => {
    releases.get(request)?.();
    done(null, payload);
  });
  return gate;
}

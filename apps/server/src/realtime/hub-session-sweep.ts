// A hub connection is authorised by its session only at the handshake. Sign-out cuts the
// session's sockets at once (hub.disconnect({sessionId})); this sweep catches the rest: a session
// that idled out (SPEC §8 session timeout; the open viewer's KeepAlive prevents that, so only
// abandoned or non-viewer clients are hit), or one deleted by another server process. Each
// process sweeps its own sockets, so nothing crosses processes.
import type { FastifyBaseLogger } from 'fastify';
import type { SessionRepository } from '../modules/account/session.repository.ts';

/** One socket as the sweep sees it. */
export interface SweptSocket {
  readonly sessionId: string;
  disconnect(): void;
}

export interface SessionSweepOptions {
  /** This process's hub sockets, read at each sweep. */
  readonly sockets: () => Iterable<SweptSocket>;
  readonly sessions: Pick<SessionRepository, 'findLive'>;
  readonly now: () => Date;
  readonly idleTimeoutMs: number;
  readonly log: FastifyBaseLogger;
}

/** Session ids per query: well under PostgreSQL's parameter limit, small enough to stay quick. */
const BATCH = 1_000;
const MAX_INTERVAL_MS = 60_000;

/** How often to sweep: a quarter of the timeout (as the session plugin's touch), at most a minute. */
export function sweepIntervalMs(idleTimeoutMs: number): number {
  return Math.max(1_000, Math.min(MAX_INTERVAL_MS, Math.floor(idleTimeoutMs / 4)));
}

/** Disconnects the sockets whose session is gone or idle; resolves with how many it cut. */
export async function sweepSessions(options: SessionSweepOptions): Promise<number> {
  const bySession = new Map<string, SweptSocket[]>();
  for (const socket of options.sockets()) {
    const list = bySession.get(socket.sessionId);
    if (list) list.push(socket);
    else bySession.set(socket.sessionId, [socket]);
  }
  const seenSince = new Date(options.now().getTime() - options.idleTimeoutMs);
  const ids = [...bySession.keys()];
  let cut = 0;
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const live = await options.sessions.findLive(batch, seenSince);
    for (const id of batch) {
      if (live.has(id)) continue;
      for (const socket of bySession.get(id) ?? []) {
        socket.disconnect();
        cut += 1;
      }
    }
  }
  return cut;
}

/** Sweeps every sweepIntervalMs until the returned stop() is called. */
export function startSessionSweep(options: SessionSweepOptions): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A slow database must not stack sweeps on top of each other.
    if (running) return;
    running = true;
    sweepSessions(options)
      .then(
        (cut) => {
          if (cut > 0) options.log.info({ cut }, 'hub: cut connections of ended sessions');
        },
        (error: unknown) => options.log.warn({ err: error }, 'hub: session sweep failed'),
      )
      .finally(() => {
        running = false;
      });
  }, sweepIntervalMs(options.idleTimeoutMs));
  timer.unref();
  return () => clearInterval(timer);
}

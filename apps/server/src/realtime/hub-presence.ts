// Presence (packages/domain presence.ts): this process vouches, every PRESENCE_HEARTBEAT_MS, for
// the call participants whose hub connection it holds, and clears the mark of one whose last
// connection here closes. The sink (the conference module) writes the marks; the hub only
// says who is connected. A process that dies stops vouching, so its marks go stale by themselves.
import type { FastifyBaseLogger } from 'fastify';
import { PRESENCE_HEARTBEAT_MS } from '@podium/domain';
import { createSpacedRuns } from '../db/spaced-runs.ts';
import type { HubClient, PresenceKey, PresenceSink } from './hub.types.ts';

/**
 * Presence writes (arrivals and departures) begin at least this far apart. A lone connect or close
 * is written at once; the arrivals of a reconnect storm (every viewer of a call within seconds
 * after a restart, SPEC §9), or the departures of a network cut, gather into a few writes a second
 * instead of one per connection, and a participant is shown present or gone at most this much
 * later.
 */
export const PRESENCE_WRITE_SPACING_MS = 250;

export interface PresenceTracker {
  connected(client: HubClient): void;
  disconnected(client: HubClient): void;
  stop(): void;
}

const keyOf = (client: HubClient): PresenceKey | null =>
  client.conferenceId === null
    ? null
    : { conferenceId: client.conferenceId, coreUserId: client.subject.coreUserId };

const idOf = (key: PresenceKey) => `${key.conferenceId}:${key.coreUserId}`;

export function startPresence(options: {
  /** Read at each write: the conference module registers its sink after the hub starts. */
  readonly sink: () => PresenceSink;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly heartbeatMs?: number;
  readonly writeSpacingMs?: number;
}): PresenceTracker {
  /** Connections held here, per participant. */
  const held = new Map<string, { key: PresenceKey; count: number }>();
  const report = (work: Promise<void>) =>
    work.catch((error: unknown) => options.log.warn({ err: error }, 'presence write failed'));

  /**
   * Arrivals and departures not written yet (a participant is in one or the other, never both).
   * One write runs at a time, PRESENCE_WRITE_SPACING_MS at least after the one before it began,
   * and takes every change made meanwhile, departures first.
   */
  const arrivals = new Map<string, PresenceKey>();
  const departures = new Map<string, PresenceKey>();
  const writes = createSpacedRuns({
    spacingMs: options.writeSpacingMs ?? PRESENCE_WRITE_SPACING_MS,
    now: Date.now,
    waiting: () => arrivals.size > 0 || departures.size > 0,
    round: async () => {
      const gone = [...departures.values()];
      const come = [...arrivals.values()];
      departures.clear();
      arrivals.clear();
      if (gone.length > 0) await report(options.sink().markAbsent(gone));
      if (come.length > 0) await report(options.sink().markPresent(come, options.now()));
    },
    unref: true,
  });

  let stopped = false;
  const timer = setInterval(() => {
    if (held.size === 0) return;
    void report(
      options.sink().markPresent(
        [...held.values()].map((entry) => entry.key),
        options.now(),
      ),
    );
  }, options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS);
  timer.unref();

  return {
    connected(client) {
      const key = keyOf(client);
      if (key === null) return;
      const entry = held.get(idOf(key));
      if (entry) entry.count += 1;
      else held.set(idOf(key), { key, count: 1 });
      // Back before its departure was written: never marked gone.
      departures.delete(idOf(key));
      arrivals.set(idOf(key), key);
      writes.run();
    },
    disconnected(client) {
      // A stopping process cuts its connections as it goes: it stops vouching for them, as a
      // process that dies does, and writes no absence (its viewers come back through another).
      if (stopped) return;
      const key = keyOf(client);
      if (key === null) return;
      const entry = held.get(idOf(key));
      if (!entry) return;
      entry.count -= 1;
      if (entry.count > 0) return;
      held.delete(idOf(key));
      // Gone before its arrival was written: not marked present after it left.
      arrivals.delete(idOf(key));
      departures.set(idOf(key), key);
      writes.run();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      writes.stop();
    },
  };
}

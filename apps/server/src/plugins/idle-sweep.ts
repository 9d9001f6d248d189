// The idle sweep (packages/domain security/idle-sweep.ts): every IDLE_SWEEP_INTERVAL_MS each
// process deletes idle sessions, then the guests left with nothing, in batches. The deletes are
// idempotent, so processes sharing a database need no coordination.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { IDLE_SWEEP_BATCH, IDLE_SWEEP_INTERVAL_MS, idleSweepCutoffs } from '@podium/domain';
import type { SessionRepository } from '../modules/account/session.repository.ts';

export interface IdleSweepResult {
  readonly sessions: number;
  readonly guests: number;
}

type SweptRepository = Pick<SessionRepository, 'deleteIdle' | 'deleteAbandonedGuests'>;

/** One sweep at `now`; answers how many sessions and guests it deleted. */
export async function runIdleSweep(
  repository: SweptRepository,
  now: Date,
  sessionIdleTimeoutMs: number,
): Promise<IdleSweepResult> {
  const cutoffs = idleSweepCutoffs(now, sessionIdleTimeoutMs);
  let sessions = 0;
  for (;;) {
    const deleted = await repository.deleteIdle(cutoffs.sessionsSeenBefore, IDLE_SWEEP_BATCH);
    sessions += deleted;
    if (deleted < IDLE_SWEEP_BATCH) break;
  }
  let guests = 0;
  for (;;) {
    const deleted = await repository.deleteAbandonedGuests(
      cutoffs.guestsCreatedBefore,
      IDLE_SWEEP_BATCH,
    );
    guests += deleted;
    if (deleted < IDLE_SWEEP_BATCH) break;
  }
  return { sessions, guests };
}

export function setupIdleSweep(
  app: FastifyInstance,
  repository: SweptRepository,
  log: FastifyBaseLogger = app.log,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runIdleSweep(repository, app.config.now(), app.config.sessionIdleTimeoutMs)
      .then((result) => {
        if (result.sessions + result.guests > 0) log.info(result, 'idle sessions and guests swept');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'idle sweep failed'))
      .finally(() => {
        running = false;
      });
  }, IDLE_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}

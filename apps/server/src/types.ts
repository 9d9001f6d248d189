// What Podium adds to Fastify's instance, request and route config (declaration merging).
import type { RequestRateName } from '@podium/domain';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { Storage } from './storage/storage.ts';
import type { SessionRow, UserRow } from './modules/account/session.repository.ts';

/** The signed-in (or entry-code guest) session of a request. */
export interface RequestSession extends SessionRow {
  readonly user: UserRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    storage: Storage;
  }
  interface FastifyRequest {
    session: RequestSession | null;
    /** The cookie named a session that idled out or no longer exists (SPEC §8 timeout screen). */
    sessionExpired: boolean;
    /** The viewer's IANA zone from the IanaTimeZone header (SPEC §7), UTC when absent or invalid. */
    timeZone: string;
  }
  interface FastifyContextConfig {
    /** False for the two mutating calls made before the viewer has a token (sign-in, entry code). */
    antiForgery?: boolean;
    /** False for long transfers (resumable uploads) that must not hold an API gate slot. */
    apiGate?: boolean;
    /** Failed attempts at this call lock its caller out for a growing time (attempt-limits.ts). */
    attemptLimit?: 'signIn' | 'entryCode';
    /** Calls at this route are counted per caller and capped (request-rates.ts). */
    requestRate?: RequestRateName;
  }
}

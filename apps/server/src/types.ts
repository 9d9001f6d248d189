// What Podium adds to Fastify's instance, request and route config (declaration merging).
import type { RequestRateName } from '@podium/domain';
import type { AdmissionGate } from './plugins/api-gate.ts';
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
    /** Admission for API requests (api-gate.ts), for routes that take a slot only when needed. */
    apiGate: AdmissionGate;
    /**
     * Looks the request's session up as every API request's preValidation does (idle expiry,
     * last-seen touch): for routes with `sessionLookup: 'lazy'`, when they need it.
     */
    resolveSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
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
    /**
     * 'lazy': the session is not looked up before the handler, which calls
     * app.resolveSession when a remembered decision does not answer the request (HLS media).
     */
    sessionLookup?: 'lazy';
  }
}

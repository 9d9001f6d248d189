// POST presentations/{presId}/uegtoken (SPEC §7): a short-lived token that opens the realtime
// hub for this session, presentation and conference call. Stored in the database so whichever
// server process the socket lands on can verify it (ARCHITECTURE §1, N processes).
import {
  ForbiddenError,
  type HubTokenQuery,
  type HubTokenResponse,
  NotFoundError,
} from '@podium/domain';
import type { AccessContext, AccessService } from '../access/access.service.ts';
import type { Hub } from '../../realtime/hub.types.ts';
import type { HubTokenRepository } from './hub-token.repository.ts';
import type { Caller } from '../access/caller.ts';

/**
 * How long a new token may wait for its first connection. Long enough for a slow page start
 * plus the SPEC §9 token retries (every 10 s, 5 times) of a client that got one; short enough
 * that a token lifted from a log is stale. Once used, the token serves the socket's
 * reconnections for as long as its session lives (SPEC §4 reconnect after a server restart).
 */
export const HUB_TOKEN_CONNECT_WINDOW_MS = 2 * 60_000;

/**
 * How often issuing a token also clears tokens that expired unused. Housekeeping only (the
 * handshake refuses such a token by its expiry anyway), so once a minute per process is enough,
 * instead of a delete on every issue of a reconnect storm.
 */
export const HUB_TOKEN_SWEEP_INTERVAL_MS = 60_000;

/** Why a retail viewer gets no hub token. */
export const RETAIL_HUB_MESSAGE = 'Retail viewers do not connect to the realtime hub.';

/** SPEC §8 access revoked. */
export const ACCESS_REVOKED_MESSAGE =
  'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.';

interface Dependencies {
  readonly tokens: Pick<HubTokenRepository, 'create' | 'deleteUnusedExpired'>;
  readonly access: {
    requireAccess(
      ...args: Parameters<AccessService['requireAccess']>
    ): Promise<Pick<AccessContext, 'session' | 'access'>>;
  };
  /** Read at call time: the conference module may replace the directory after startup. */
  readonly hub: Pick<Hub, 'directory'>;
  readonly now: () => Date;
}

export function createHubTokenService({ tokens, access, hub, now }: Dependencies) {
  let nextSweepAt = Number.NEGATIVE_INFINITY;

  return {
    async issue(caller: Caller, presId: number, query: HubTokenQuery): Promise<HubTokenResponse> {
      const { session, access: granted } = await access.requireAccess(caller, presId);
      // SPEC §4, §7: retail viewers open no socket, so they are given no token to open one with.
      if (granted.isRetail) throw new ForbiddenError(RETAIL_HUB_MESSAGE);
      const conferenceId = query.conferenceCallId ?? null;
      if (conferenceId !== null) {
        if (!(await hub.directory.isConferenceOf(presId, conferenceId)))
          throw new NotFoundError(
            `Conference call ${conferenceId} not found for presentation ${presId}.`,
          );
        const participation = await hub.directory.participation({
          presId,
          conferenceId,
          coreUserId: session.userId,
          isPublicParticipant: granted.isPublicParticipant,
          roleIsConferencePresenter: granted.role?.isConferencePresenter ?? false,
          isSiteAdmin: granted.isSiteAdmin,
          liveVideoRoles: granted.role?.liveVideoRole ?? 0,
        });
        if (participation.accessRevoked) throw new ForbiddenError(ACCESS_REVOKED_MESSAGE);
      }
      const at = now();
      if (at.getTime() >= nextSweepAt) {
        nextSweepAt = at.getTime() + HUB_TOKEN_SWEEP_INTERVAL_MS;
        await tokens.deleteUnusedExpired(at);
      }
      const row = await tokens.create({
        sessionId: session.id,
        userId: session.userId,
        presId,
        conferenceId,
        logId: query.logId ?? null,
        isPublic: granted.isPublicParticipant,
        createdAt: at,
        expiresAt: new Date(at.getTime() + HUB_TOKEN_CONNECT_WINDOW_MS),
      });
      return { TokenId: row.id };
    },
  };
}

export type HubTokenService = ReturnType<typeof createHubTokenService>;

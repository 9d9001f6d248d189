// What a hub handshake reads (SQL only): the token, its session and user, the presentation's
// topic keys and the session's access records, in one round trip. After a server restart every
// viewer reconnects within the same few seconds (SPEC §9 delays), so each round trip here is paid
// once per viewer at the worst moment.
import { and, eq, sql } from 'drizzle-orm';
import { createBatchedReader } from '../db/batched-reads.ts';
import type { Database } from '../db/database.ts';
import {
  entryCodes,
  hubTokens,
  mediaContainers,
  presentations,
  sessionGrants,
  sessions,
  userPresentationRoles,
  users,
} from '../db/schema/index.ts';
import type { AccessFacts } from '@podium/domain';
import type { RoleRow } from '../modules/account/account.repository.ts';
import type { GrantRow, SessionRow, UserRow } from '../modules/account/session.repository.ts';
import type { EntryCodeRow } from '../modules/entry/entry.repository.ts';
import type { HubTokenRow } from '../modules/hub-token/hub-token.repository.ts';
import { anyOf } from '../db/any-of.ts';

/**
 * Handshake reads begin at least this far apart: a lone handshake is read at once, and the
 * handshakes of a reconnect storm gather into batches of hundreds (a few more milliseconds each
 * against the seconds the storm takes) instead of a query per handful.
 */
export const HANDSHAKE_READ_SPACING_MS = 20;

/**
 * What the handshake reads of each record: the columns it decides by, no more. A reconnect storm
 * reads thousands of these rows at once, and every column costs its parsing and mapping.
 */
type HandshakeRole = Pick<
  RoleRow,
  'userId' | 'liveVideoRole' | 'sgmRole' | 'isConferencePresenter'
>;
type HandshakeGrant = Pick<
  GrantRow,
  'sessionId' | 'entryCodeId' | 'retailRegistrationId' | 'isPublic'
>;
type HandshakeEntryCode = Pick<EntryCodeRow, 'id'>;
export type HandshakeToken = Pick<
  HubTokenRow,
  'id' | 'presId' | 'conferenceId' | 'logId' | 'isPublic' | 'expiresAt' | 'usedAt'
>;

export interface HandshakeFacts extends AccessFacts<
  HandshakeRole,
  HandshakeGrant,
  HandshakeEntryCode
> {
  readonly token: HandshakeToken;
  readonly session: Pick<SessionRow, 'id' | 'userId' | 'lastSeenAt'>;
  readonly user: Pick<UserRow, 'isSiteAdmin'>;
  /** SPEC §7 slide topics are keyed by it; lower case. */
  readonly rowGuid: string;
  /** The presentation's media containers (SPEC §7 media.{guid}.addUpdate topics); lower case. */
  readonly mediaGuids: string[];
}

export function createHubRepository(db: Database) {
  const mediaGuids = sql<string[]>`coalesce((
    select array_agg(lower(${mediaContainers.guid}::text)) from ${mediaContainers}
    where ${mediaContainers.presId} = ${hubTokens.presId}), '{}'::text[])`;

  const select = () =>
    db
      .select({
        token: {
          id: hubTokens.id,
          presId: hubTokens.presId,
          conferenceId: hubTokens.conferenceId,
          logId: hubTokens.logId,
          isPublic: hubTokens.isPublic,
          expiresAt: hubTokens.expiresAt,
          usedAt: hubTokens.usedAt,
        },
        session: { id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt },
        user: { isSiteAdmin: users.isSiteAdmin },
        rowGuid: presentations.rowguid,
        mediaGuids,
        // Each left-joined record with a column that is never null in a row that exists, so a
        // missing record reads as null.
        role: {
          userId: userPresentationRoles.userId,
          liveVideoRole: userPresentationRoles.liveVideoRole,
          sgmRole: userPresentationRoles.sgmRole,
          isConferencePresenter: userPresentationRoles.isConferencePresenter,
        },
        grant: {
          sessionId: sessionGrants.sessionId,
          entryCodeId: sessionGrants.entryCodeId,
          retailRegistrationId: sessionGrants.retailRegistrationId,
          isPublic: sessionGrants.isPublic,
        },
        entryCode: { id: entryCodes.id },
      })
      .from(hubTokens)
      .innerJoin(sessions, eq(sessions.id, hubTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(presentations, eq(presentations.id, hubTokens.presId))
      .leftJoin(
        userPresentationRoles,
        and(
          eq(userPresentationRoles.presId, hubTokens.presId),
          eq(userPresentationRoles.userId, sessions.userId),
        ),
      )
      .leftJoin(
        sessionGrants,
        and(eq(sessionGrants.presId, hubTokens.presId), eq(sessionGrants.sessionId, sessions.id)),
      )
      .leftJoin(entryCodes, eq(entryCodes.id, sessionGrants.entryCodeId));

  // Built once and prepared (a named statement on PostgreSQL) for a lone handshake; the
  // handshakes of a reconnect storm that arrive together are read in one query.
  const facts = select()
    .where(eq(hubTokens.id, sql.placeholder('tokenId')))
    .prepare('podium_hub_handshake');
  const factsOfMany = select()
    .where(anyOf(hubTokens.id, 'tokenIds'))
    .prepare('podium_hub_handshakes');
  const withGuid = <R extends { rowGuid: string }>(row: R): R => ({
    ...row,
    rowGuid: row.rowGuid.toLowerCase(),
  });
  const reader = createBatchedReader<string, HandshakeFacts>({
    id: (tokenId) => tokenId,
    async one(tokenId) {
      const [row] = await facts.execute({ tokenId });
      return row ? withGuid(row) : null;
    },
    async many(tokenIds) {
      const rows = await factsOfMany.execute({ tokenIds: [...tokenIds] });
      return new Map(rows.map((row) => [row.token.id, withGuid(row)]));
    },
    minSpacingMs: HANDSHAKE_READ_SPACING_MS,
  });

  return {
    /** Null for an unknown token (or one whose session is gone). */
    handshakeFacts(tokenId: string): Promise<HandshakeFacts | null> {
      return reader.load(tokenId);
    },
  };
}

export type HubRepository = ReturnType<typeof createHubRepository>;

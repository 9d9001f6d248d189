// What a hub handshake reads (SQL only): the token, its session and user, the presentation's
// topic keys and the session's access records, in one round trip. After a server restart every
// viewer reconnects within the same few seconds (SPEC §9 delays), so each round trip here is paid
// once per viewer at the worst moment.
import { and, eq, sql } from 'drizzle-orm';
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

export interface HandshakeFacts extends AccessFacts<RoleRow, GrantRow, EntryCodeRow> {
  readonly token: HubTokenRow;
  readonly session: SessionRow;
  readonly user: UserRow;
  /** SPEC §7 slide topics are keyed by it; lower case. */
  readonly rowGuid: string;
  /** The presentation's media containers (SPEC §7 media.{guid}.addUpdate topics); lower case. */
  readonly mediaGuids: string[];
}

export function createHubRepository(db: Database) {
  const mediaGuids = sql<string[]>`coalesce((
    select array_agg(lower(${mediaContainers.guid}::text)) from ${mediaContainers}
    where ${mediaContainers.presId} = ${hubTokens.presId}), '{}'::text[])`;

  // Built once and prepared (a named statement on PostgreSQL): a restart storm runs it per viewer.
  const facts = db
    .select({
      token: hubTokens,
      session: sessions,
      user: users,
      rowGuid: presentations.rowguid,
      mediaGuids,
      role: userPresentationRoles,
      grant: sessionGrants,
      entryCode: entryCodes,
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
    .leftJoin(entryCodes, eq(entryCodes.id, sessionGrants.entryCodeId))
    .where(eq(hubTokens.id, sql.placeholder('tokenId')))
    .prepare('podium_hub_handshake');

  return {
    /** Null for an unknown token (or one whose session is gone). */
    async handshakeFacts(tokenId: string): Promise<HandshakeFacts | null> {
      const [row] = await facts.execute({ tokenId });
      if (!row) return null;
      return { ...row, rowGuid: row.rowGuid.toLowerCase() };
    },
  };
}

export type HubRepository = ReturnType<typeof createHubRepository>;

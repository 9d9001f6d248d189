// What the hub reads to build a connection's subject beyond access (SQL only).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { mediaContainers, presentations } from '../db/schema/index.ts';

export interface PresentationFacts {
  /** SPEC §7 slide topics are keyed by it; lower case. */
  readonly rowGuid: string;
  /** The presentation's media containers (SPEC §7 media.{guid}.addUpdate topics); lower case. */
  readonly mediaGuids: string[];
}

export function createHubRepository(db: Database) {
  return {
    /** One light round trip per handshake, null for an unknown presentation. */
    async presentationFacts(presId: number): Promise<PresentationFacts | null> {
      const rows = await db
        .select({ rowGuid: presentations.rowguid, mediaGuid: mediaContainers.guid })
        .from(presentations)
        .leftJoin(mediaContainers, eq(mediaContainers.presId, presentations.id))
        .where(eq(presentations.id, presId));
      const [first] = rows;
      if (!first) return null;
      return {
        rowGuid: first.rowGuid.toLowerCase(),
        mediaGuids: rows.flatMap((row) => (row.mediaGuid ? [row.mediaGuid.toLowerCase()] : [])),
      };
    },
  };
}

export type HubRepository = ReturnType<typeof createHubRepository>;

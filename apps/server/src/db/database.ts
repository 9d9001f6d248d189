// One database type for both drivers: PGlite and node-postgres share drizzle's PgDatabase, so
// repositories are written once against this type.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Opens the database ARCHITECTURE §1 describes (PostgreSQL when DATABASE_URL is set, else
// PGlite in DATA_DIR/db) and applies the committed migrations, so a fresh folder or a fresh
// PostgreSQL database is ready on first start.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import type { DatabaseHandle } from './database.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  readonly databaseUrl: string | null;
  readonly dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  const dir = join(options.dataDir, 'db');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}

// Migration 0003 on a database made by an earlier version (a DATA_DIR or a PostgreSQL database
// from before it, which the server migrates at start): presentations already there get a
// content_version, and from then on every content write bumps it (the GET presentation cache,
// ARCHITECTURE §7). PGlite by default; PostgreSQL in a database of its own when DATABASE_URL is
// set, like the other API tests.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations folder as it was before 0003: its SQL files and a journal without 0003. */
async function earlierMigrations(dir: string): Promise<void> {
  const journal = JSON.parse(
    await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const earlier = journal.entries.filter((entry) => entry.idx < 3);
  await mkdir(join(dir, 'meta'), { recursive: true });
  await writeFile(
    join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: earlier }),
  );
  for (const entry of earlier)
    await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(dir, `${entry.tag}.sql`));
}

interface Target {
  /** Runs SQL and answers its rows. */
  query<T>(text: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const client = await PGlite.create();
  const db = drizzlePglite(client);
  return {
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `podium_test_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg(pool);
  return {
    query: async <T>(text: string) => (await pool.query(text)).rows as T[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const presentation = (id: number) =>
  `insert into presentations (id, rowguid, title_bar_web, security, event_info)
   values (${id}, gen_random_uuid(), 'Event ${id}', '{}', '{}')`;

let target: Target;
let earlierDir: string;

beforeAll(async () => {
  earlierDir = await mkdtemp(join(tmpdir(), 'podium-migrations-'));
  await earlierMigrations(earlierDir);
  target = process.env.DATABASE_URL
    ? await postgresTarget(process.env.DATABASE_URL)
    : await pgliteTarget();
  await target.migrate(earlierDir);
  await target.query(presentation(1));
  await target.query(presentation(2));
  await target.query(
    `insert into slides (pres_id, guid, index, title, image_key, thumbnail_key)
     values (1, gen_random_uuid(), 0, 'One', 'a', 'b')`,
  );
  await target.migrate(migrationsFolder);
});
afterAll(async () => {
  await target?.close();
  await rm(earlierDir, { recursive: true, force: true });
});

type VersionRow = { id: number; version: string };
async function versionsById(): Promise<Map<number, bigint>> {
  const rows = await target.query<VersionRow>(
    'select id, content_version::text as version from presentations order by id',
  );
  return new Map(rows.map((row) => [row.id, BigInt(row.version)]));
}

describe('migration 0003 on a database from an earlier version', () => {
  it('gives every presentation already there a version of its own', async () => {
    const versions = await versionsById();
    expect(versions.size).toBe(2);
    expect(versions.get(1)).not.toBe(versions.get(2));
  });

  it('bumps a presentation on every insert, update and delete of its content, and no other', async () => {
    let before = await versionsById();
    const writes = [
      `insert into speakers (pres_id, sort_order, name, title, company) values (1, 1, 'A', 'B', 'C')`,
      `update slides set title = 'Uno' where pres_id = 1`,
      `insert into documents (pres_id, sort_order, name, ext_type, link_url) values (1, 1, 'D', 5, 'https://example.com/')`,
      `insert into media_containers (guid, pres_id, kind, duration_seconds) values ('00000000-0000-0000-0000-00000000000a', 1, 'audio', 60)`,
      `insert into media_renditions (container_guid, pres_id, file_name, bit_rate_kbps) values ('00000000-0000-0000-0000-00000000000a', 1, 'a.m4a', 64)`,
      `delete from media_containers where pres_id = 1`,
      `delete from slides where pres_id = 1`,
    ];
    for (const write of writes) {
      await target.query(write);
      const after = await versionsById();
      expect(after.get(1), write).toBeGreaterThan(before.get(1) ?? 0n);
      expect(after.get(2), write).toBe(before.get(2));
      before = after;
    }
  });

  it('gives a presentation added later a version greater than any before it, even when the row names one', async () => {
    const before = await versionsById();
    await target.query(presentation(3));
    await target.query(
      `insert into presentations (id, rowguid, title_bar_web, security, event_info, content_version)
       values (4, gen_random_uuid(), 'Copy', '{}', '{}', ${before.get(1)})`,
    );
    const after = await versionsById();
    for (const version of before.values()) {
      expect(after.get(3)).toBeGreaterThan(version);
      expect(after.get(4)).toBeGreaterThan(version);
    }
    await target.query('delete from presentations where id = 4');
  });

  it('lets a presentation with content be deleted (its content rows find it gone)', async () => {
    await target.query(
      `insert into slides (pres_id, guid, index, title, image_key, thumbnail_key)
       values (3, gen_random_uuid(), 0, 'One', 'a', 'b')`,
    );
    await target.query('delete from presentations where id = 3');
    expect([...(await versionsById()).keys()]).toEqual([1, 2]);
  });
});

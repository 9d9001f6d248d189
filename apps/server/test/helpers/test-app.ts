// One app per test file (ARCHITECTURE §3: each PGlite takes seconds to start) over a temporary
// DATA_DIR. With DATABASE_URL set, the same suite runs against PostgreSQL in a fresh database
// created for the file and dropped afterwards, so it never touches existing data.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SESSION_IDLE_TIMEOUT_MS } from '@podium/domain';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly dataDir: string;
  /** Moves the app's clock (session expiry); reset to 0 after use. */
  advanceClock(ms: number): void;
  resetClock(): void;
  close(): Promise<void>;
}

async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * pg's Pool.end() resolves before its sockets have closed; a forced drop that lands in between
 * makes the server send those closing connections a FATAL error, reported as an unhandled error.
 * Waiting (briefly) for the app's connections to be gone first avoids that race.
 */
async function waitForNoConnections(databaseUrl: string, name: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const [row] = await adminQuery<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (!row || row.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function createTestDatabase(
  databaseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `podium_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await waitForNoConnections(databaseUrl, name);
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Gives a fresh DATA_DIR the migrated PGlite folder the run prepared once (global-setup.ts), as
 * the app would leave it after its first start's migrations; the app then opens it, finds every
 * migration applied, and loads the demo events itself.
 */
export async function copyMigratedDatabase(dataDir: string): Promise<void> {
  const template = inject('pgliteTemplateDir');
  if (!template) return;
  await cp(join(template, 'db'), join(dataDir, 'db'), { recursive: true });
}

export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'podium-test-'));
  const database = process.env.DATABASE_URL
    ? await createTestDatabase(process.env.DATABASE_URL)
    : null;
  if (!database) await copyMigratedDatabase(dataDir);
  let offsetMs = 0;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: database?.url ?? null,
    webDist: join(dataDir, 'no-web-dist'),
    sessionIdleTimeoutMs: SESSION_IDLE_TIMEOUT_MS,
    loadDemo: true,
    logLevel: 'silent',
    attemptLimits: true,
    trustProxy: false,
    now: () => new Date(Date.now() + offsetMs),
    ...overrides,
  };
  const app = await buildApp(config);
  return {
    app,
    dataDir,
    advanceClock: (ms) => void (offsetMs += ms),
    resetClock: () => void (offsetMs = 0),
    async close() {
      await app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

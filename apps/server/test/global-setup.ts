// Once per API run on PGlite: one database folder opened and migrated exactly as a fresh
// DATA_DIR is on first start (openDatabase), then closed. Each test app starts from a copy of it
// (test-app.ts), so a file's start is PGlite opening an existing folder rather than creating a
// cluster and applying every migration. The copy holds the schema only; the demo events, which
// are scheduled relative to the app's clock, are loaded by each app as on any first start.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite DATA_DIR (its db folder inside), or '' when DATABASE_URL is set. */
    pgliteTemplateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplateDir', '');
    return async () => {};
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'podium-test-template-'));
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  await handle.close();
  project.provide('pgliteTemplateDir', dataDir);
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
  };
}

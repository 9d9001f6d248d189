// After `npm run bench:restart` has stopped its server: are the log events it posted right before
// each SIGKILL in the database? The API has no read of log events, so this reads the table
// (PGlite's folder once the server no longer holds it, or DATABASE_URL).
import { join } from 'node:path';

export async function verifyLogEvents({ dataDir, ids }) {
  const query = 'select count(*)::int as n from log_events where id = any($1::int[])';
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(query, [ids]);
      return `${rows[0].n}/${ids.length}`;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'db'));
  try {
    const { rows } = await db.query(query, [ids]);
    return `${rows[0].n}/${ids.length}`;
  } finally {
    await db.close();
  }
}

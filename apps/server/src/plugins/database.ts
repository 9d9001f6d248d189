// The database (ARCHITECTURE §1), migrated, as app.db; closed with the app.
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../db/open-database.ts';

export async function setupDatabase(app: FastifyInstance): Promise<void> {
  const handle = await openDatabase(app.config);
  app.decorate('db', handle.db);
  app.addHook('onClose', () => handle.close());
  app.log.info({ driver: handle.driver }, 'database ready');
}

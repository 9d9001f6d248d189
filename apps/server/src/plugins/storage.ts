// File storage (ARCHITECTURE §1) as app.storage: the disk implementation under DATA_DIR.
import type { FastifyInstance } from 'fastify';
import { createDiskStorage } from '../storage/disk-storage.ts';

export async function setupStorage(app: FastifyInstance): Promise<void> {
  app.decorate('storage', await createDiskStorage(app.config.dataDir));
}

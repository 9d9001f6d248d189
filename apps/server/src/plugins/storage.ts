// File storage (ARCHITECTURE §1) as app.storage: the disk under DATA_DIR, or an S3-compatible
// store when the configuration names a bucket (S3_BUCKET). The S3 client loads only then, so a
// server on the disk does not pay for it at start.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createDiskStorage } from '../storage/disk-storage.ts';

export async function setupStorage(app: FastifyInstance): Promise<void> {
  const { s3, dataDir } = app.config;
  const storage = s3
    ? (await import('../storage/s3-storage.ts')).createS3Storage(s3, join(dataDir, 's3-cache'))
    : await createDiskStorage(dataDir);
  app.decorate('storage', storage);
}

// The disk store keeps the Storage contract.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDiskStorage } from './disk-storage.ts';
import { storageContract } from './storage-contract.ts';

storageContract('disk', async () =>
  createDiskStorage(await mkdtemp(join(tmpdir(), 'podium-disk-storage-'))),
);

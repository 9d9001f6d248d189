// Storage on the local disk under DATA_DIR/{slides,media,documents,branding}.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertSafeKey,
  STORAGE_AREAS,
  type Storage,
  type StorageArea,
  type StoredFileInfo,
} from './storage.ts';

export async function createDiskStorage(dataDir: string): Promise<Storage> {
  await Promise.all(STORAGE_AREAS.map((area) => mkdir(join(dataDir, area), { recursive: true })));
  const pathOf = (area: StorageArea, key: string): string => {
    assertSafeKey(key);
    return join(dataDir, area, ...key.split('/'));
  };
  return {
    async putFile(area, key, sourcePath) {
      const target = pathOf(area, key);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(sourcePath, target);
    },
    async stat(area, key): Promise<StoredFileInfo | null> {
      try {
        const info = await stat(pathOf(area, key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(area, key) {
      await rm(pathOf(area, key), { force: true });
    },
    read(area, key, range): Readable {
      return createReadStream(
        pathOf(area, key),
        range ? { start: range.start, end: range.end } : {},
      );
    },
    localPath: async (area, key) => pathOf(area, key),
  };
}

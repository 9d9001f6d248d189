// What every Storage implementation promises (storage.ts), as a suite any backend runs with a
// factory of its own: disk now; an S3-compatible store would run the same suite.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from './storage.ts';

export function storageContract(name: string, make: () => Promise<Storage>): void {
  describe(`${name} storage contract`, () => {
    let storage: Storage;
    let scratch: string;
    const source = () => join(scratch, 'source.txt');

    beforeAll(async () => {
      storage = await make();
      scratch = await mkdtemp(join(tmpdir(), 'podium-contract-'));
      await writeFile(source(), 'Harbor Logistics 0123456789');
    });
    afterAll(async () => {
      await rm(scratch, { recursive: true, force: true });
    });

    it('stores a file under a nested key and reads it back whole and by range', async () => {
      await storage.putFile('media', '10001/nested/clip.txt', source());
      expect(await storage.stat('media', '10001/nested/clip.txt')).toMatchObject({ size: 27 });
      expect(await text(storage.read('media', '10001/nested/clip.txt'))).toBe(
        'Harbor Logistics 0123456789',
      );
      expect(
        await text(storage.read('media', '10001/nested/clip.txt', { start: 17, end: 20 })),
      ).toBe('0123');
    });

    it('keeps areas apart and says null for what is not there', async () => {
      await storage.putFile('slides', '10001/a.txt', source());
      expect(await storage.stat('documents', '10001/a.txt')).toBeNull();
      expect(await storage.stat('slides', '10001/missing.txt')).toBeNull();
    });

    it('replaces a file put again under the same key', async () => {
      await storage.putFile('branding', 'logo.txt', source());
      const other = join(scratch, 'other.txt');
      await writeFile(other, 'new');
      await storage.putFile('branding', 'logo.txt', other);
      expect(await text(storage.read('branding', 'logo.txt'))).toBe('new');
    });

    it('removes a file; removing what is not there is no error', async () => {
      await storage.putFile('media', '10001/gone.txt', source());
      await storage.remove('media', '10001/gone.txt');
      expect(await storage.stat('media', '10001/gone.txt')).toBeNull();
      await expect(storage.remove('media', '10001/gone.txt')).resolves.toBeUndefined();
    });

    it('refuses keys that would leave their area', async () => {
      await expect(storage.putFile('media', '../escape.txt', source())).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(storage.stat('media', '/abs')).rejects.toThrow(/Unsafe storage key/);
    });
  });
}

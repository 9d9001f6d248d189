// File storage behind an interface (ARCHITECTURE §1: disk now, object storage later). Keys are
// relative paths inside an area, e.g. slides/1001/slide-01.png is area 'slides', key
// '1001/slide-01.png'.
import type { Readable } from 'node:stream';

export const STORAGE_AREAS = ['slides', 'media', 'documents', 'branding'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** Inclusive byte offsets, as in an HTTP Range (RFC 9110 §14.1.2). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface StoredFileInfo {
  readonly size: number;
  readonly modifiedAt: Date;
}

export interface Storage {
  /** Copies a local file into storage (demo load, uploads staged on disk). */
  putFile(area: StorageArea, key: string, sourcePath: string): Promise<void>;
  /** Null when the file does not exist. */
  stat(area: StorageArea, key: string): Promise<StoredFileInfo | null>;
  /** Removes the file; nothing happens when it does not exist (replaced or refused uploads). */
  remove(area: StorageArea, key: string): Promise<void>;
  /** Streams the file, or only the given bytes of it (media range requests). */
  read(area: StorageArea, key: string, range?: ByteRange): Readable;
  /**
   * Where the file lies on this machine's disk, for HTTP delivery with ranges and validators
   * (http/send-stored-file.ts). An object store answers with its local cache's copy, fetched
   * on first use and fetched again when the stored object changed.
   */
  localPath(area: StorageArea, key: string): Promise<string>;
}

/** Rejects keys that could leave their area (absolute paths, `..`, backslashes, empty parts). */
export function assertSafeKey(key: string): void {
  const parts = key.split('/');
  const bad =
    key === '' ||
    key.includes('\\') ||
    key.includes('\0') ||
    parts.some((p) => p === '' || p === '.' || p === '..');
  if (bad) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

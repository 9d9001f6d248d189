// Where media files enter storage (demo load now, uploads later): SPEC §3 accepts only .mp4.
// The name must end in .mp4 and the content must start with an MP4 'ftyp' box naming an ISO
// base media / MP4 brand, so a renamed QuickTime, WebM or arbitrary file is refused too.
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Storage } from '../../storage/storage.ts';
import { UnsupportedMediaError, ValidationError } from '@podium/domain';

export const MP4_ONLY_MESSAGE = 'Only .mp4 video files are accepted.';

/** Media file names appear in URLs (presentation/{presId}/media/{fileName}): keep them plain. */
const MEDIA_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

/** ISO base media (MP4) brands; QuickTime's 'qt  ' and the 3GPP brands are not MP4 files. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'M4A ',
  'MSNV',
]);

/** Enough of the file for the ftyp box of any real encoder (box header, major, minor, brands). */
const HEADER_BYTES = 64;

export function isMediaFileName(fileName: string): boolean {
  return MEDIA_FILE_NAME.test(fileName);
}

/** True when the bytes open with an ftyp box whose major or a compatible brand is an MP4 brand. */
export function hasMp4Signature(header: Uint8Array): boolean {
  const bytes = Buffer.from(header.buffer, header.byteOffset, header.byteLength);
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16) return false;
  const end = Math.min(boxSize, bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    brands.push(bytes.toString('latin1', offset, offset + 4));
  }
  return brands.some((brand) => MP4_BRANDS.has(brand));
}

async function readHeader(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** 400 for a name unfit for a URL; 415 for anything that is not an .mp4 file. */
export async function assertMp4File(sourcePath: string, fileName: string): Promise<void> {
  if (!isMediaFileName(fileName))
    throw new ValidationError(`Invalid media file name ${JSON.stringify(fileName)}.`);
  if (extname(fileName).toLowerCase() !== '.mp4') throw new UnsupportedMediaError(MP4_ONLY_MESSAGE);
  if (!hasMp4Signature(await readHeader(sourcePath)))
    throw new UnsupportedMediaError(MP4_ONLY_MESSAGE);
}

export function mediaStorageKey(presId: number, fileName: string): string {
  return `${presId}/${fileName}`;
}

/** Checks the file, then copies it into the media area; returns its storage key. */
export async function storeMediaFile(
  storage: Storage,
  presId: number,
  fileName: string,
  sourcePath: string,
): Promise<string> {
  await assertMp4File(sourcePath, fileName);
  const key = mediaStorageKey(presId, fileName);
  await storage.putFile('media', key, sourcePath);
  return key;
}

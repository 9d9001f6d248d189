// SPEC §3: only .mp4 media files enter storage.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import { assertMp4File, hasMp4Signature, MP4_ONLY_MESSAGE, storeMediaFile } from './media-files.ts';
import { DomainError } from '@podium/domain';

const demoVideo = fileURLToPath(new URL('../../demo/assets/1005/video-180p.mp4', import.meta.url));
const demoAudio = fileURLToPath(new URL('../../demo/assets/1006/audio-32k.mp4', import.meta.url));

/** An ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(32)]);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podium-mp4-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileWith(name: string, content: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError))
    throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

describe('hasMp4Signature', () => {
  it('accepts ISO base media brands, as major or compatible brand', () => {
    expect(hasMp4Signature(ftyp('isom', 'iso2', 'avc1', 'mp41'))).toBe(true);
    expect(hasMp4Signature(ftyp('M4A ', 'isom'))).toBe(true);
    expect(hasMp4Signature(ftyp('abcd', 'mp42'))).toBe(true);
  });

  it('refuses QuickTime, 3GPP, other boxes and short input', () => {
    expect(hasMp4Signature(ftyp('qt  ', 'qt  '))).toBe(false);
    expect(hasMp4Signature(ftyp('3gp4', '3gp4'))).toBe(false);
    const moovFirst = ftyp('isom');
    moovFirst.write('moov', 4, 'latin1');
    expect(hasMp4Signature(moovFirst)).toBe(false);
    expect(hasMp4Signature(Buffer.from('....ftypisom'))).toBe(false);
  });
});

describe('assertMp4File', () => {
  it('accepts the demo video and the AAC-in-MP4 demo audio', async () => {
    await expect(assertMp4File(demoVideo, 'video-180p.mp4')).resolves.toBeUndefined();
    await expect(assertMp4File(demoAudio, 'AUDIO.MP4')).resolves.toBeUndefined();
  });

  it.each(['talk.mov', 'talk.webm', 'talk.mkv', 'talk.m4v', 'talk.mp4.exe', 'talk'])(
    'refuses %s with 415 even when the content is MP4',
    async (name) => {
      const error = await refusal(assertMp4File(demoVideo, name));
      expect(error.kind).toBe('unsupportedMedia');
      expect(error.message).toBe(MP4_ONLY_MESSAGE);
    },
  );

  it('refuses a .mp4 name whose content is not MP4 (QuickTime, WebM, text)', async () => {
    const quicktime = await fileWith('qt.mp4', ftyp('qt  ', 'qt  '));
    const webm = await fileWith('webm.mp4', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]));
    const text = await fileWith('text.mp4', Buffer.from('not a video at all, just text'));
    for (const path of [quicktime, webm, text]) {
      const error = await refusal(assertMp4File(path, 'clip.mp4'));
      expect(error.kind).toBe('unsupportedMedia');
      expect(error.message).toBe('Only .mp4 video files are accepted.');
    }
  });

  it.each(['../clip.mp4', 'a/b.mp4', '.hidden.mp4', 'clip .mp4', ''])(
    'refuses the unsafe name %j with 400',
    async (name) => {
      expect((await refusal(assertMp4File(demoVideo, name))).kind).toBe('validation');
    },
  );
});

describe('storeMediaFile', () => {
  it('copies an MP4 into the media area under {presId}/{fileName}', async () => {
    const storage = await createDiskStorage(join(dir, 'data'));
    const key = await storeMediaFile(storage, 1005, 'video-180p.mp4', demoVideo);
    expect(key).toBe('1005/video-180p.mp4');
    const stored = await readFile(join(dir, 'data', 'media', '1005', 'video-180p.mp4'));
    expect(stored.equals(await readFile(demoVideo))).toBe(true);
  });

  it('stores nothing when the file is refused', async () => {
    const storage = await createDiskStorage(join(dir, 'data2'));
    const webm = await fileWith('x.webm', Buffer.from('webm'));
    await refusal(storeMediaFile(storage, 1005, 'x.webm', webm));
    expect(await storage.stat('media', '1005/x.webm')).toBeNull();
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYLIST_REREAD_MS, isWholePlaylist, readGrowingPlaylist } from './hls-playlist-file.ts';

const whole = (n: number, ended = false) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:1',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    ...Array.from({ length: n }, (_, i) => ['#EXTINF:1.000000,', `seg_0000${i}.ts`]).flat(),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n');

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'playlist-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('isWholePlaylist', () => {
  it('takes a playlist ending with a segment or the end of the list', () => {
    expect(isWholePlaylist(whole(2))).toBe(true);
    expect(isWholePlaylist(whole(2, true))).toBe(true);
  });
  it('refuses the start of one: empty, a header, a tag, a name without its line end', () => {
    const text = whole(2);
    expect(isWholePlaylist('')).toBe(false);
    expect(isWholePlaylist(text.slice(0, text.indexOf('#EXTINF')))).toBe(false);
    expect(isWholePlaylist(text.slice(0, text.lastIndexOf('seg_')))).toBe(false);
    expect(isWholePlaylist(text.slice(0, -3))).toBe(false);
    expect(isWholePlaylist(`x${text}`)).toBe(false);
  });
});

describe('readGrowingPlaylist', () => {
  it('is null for a playlist that does not exist', async () => {
    expect(await readGrowingPlaylist(join(dir, 'none.m3u8'))).toBeNull();
  });

  it('reads again a playlist caught mid-write and returns it whole', async () => {
    const path = join(dir, 'mid-write.m3u8');
    const text = whole(3);
    await writeFile(path, text.slice(0, text.indexOf('#EXTINF')));
    setTimeout(() => void writeFile(path, text), PLAYLIST_REREAD_MS);
    const playlist = await readGrowingPlaylist(path);
    expect(playlist?.segments.map((s) => s.uri)).toEqual([
      'seg_00000.ts',
      'seg_00001.ts',
      'seg_00002.ts',
    ]);
  });

  it('never makes a segment of a name cut short when the playlist stays unfinished', async () => {
    const path = join(dir, 'cut.m3u8');
    const text = whole(2);
    await writeFile(path, text.slice(0, -4));
    const playlist = await readGrowingPlaylist(path);
    expect(playlist?.segments.map((s) => s.uri)).toEqual(['seg_00000.ts']);
  });
});

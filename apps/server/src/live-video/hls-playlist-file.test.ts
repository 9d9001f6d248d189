import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAYLIST_REREAD_MS,
  isWholePlaylist,
  readDatedPlaylist,
  readGrowingPlaylist,
} from './hls-playlist-file.ts';

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

describe('readDatedPlaylist', () => {
  const files = { playlist: 'index.m3u8', clock: 'began-at' };
  const dated = (n: number) =>
    [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:1',
      ...Array.from({ length: n }, (_, i) => [
        `#EXT-X-PROGRAM-DATE-TIME:2030-01-15T14:00:0${7 + i}.000+0000`,
        '#EXTINF:1.000000,',
        `seg_0000${i}.ts`,
      ]).flat(),
      '',
    ].join('\n');
  const firstDate = (p: Awaited<ReturnType<typeof readDatedPlaylist>>) =>
    p?.segments[0]?.programDateTime;

  it('dates the recording from its clock file, and keeps the moment once a segment exists', async () => {
    const folder = await mkdtemp(join(dir, 'rec-'));
    const clocks = new Map<string, number>();
    expect(await readDatedPlaylist(folder, files, 5_000, clocks)).toBeNull();
    await writeFile(join(folder, files.playlist), dated(0));
    await writeFile(join(folder, files.clock), String(Date.parse('2030-01-15T14:00:05.750Z')));
    expect((await readDatedPlaylist(folder, files, 5_000, clocks))?.segments).toEqual([]);
    // Not kept before the first segment: a feed started again in the folder writes it anew.
    expect(clocks.size).toBe(0);
    await writeFile(join(folder, files.clock), String(Date.parse('2030-01-15T14:00:05.500Z')));
    await writeFile(join(folder, files.playlist), dated(2));
    const playlist = await readDatedPlaylist(folder, files, 5_000, clocks);
    expect(playlist?.segments.map((s) => s.programDateTime)).toEqual([
      '2030-01-15T14:00:05.500Z',
      '2030-01-15T14:00:06.500Z',
    ]);
    await writeFile(join(folder, files.clock), 'changed');
    expect(firstDate(await readDatedPlaylist(folder, files, 5_000, clocks))).toBe(
      '2030-01-15T14:00:05.500Z',
    );
  });

  it('keeps ffmpeg’s dates without a readable moment, or one outside the span', async () => {
    const folder = await mkdtemp(join(dir, 'rec-'));
    await writeFile(join(folder, files.playlist), dated(1));
    expect(firstDate(await readDatedPlaylist(folder, files, 5_000, new Map()))).toBe(
      '2030-01-15T14:00:07.000+00:00',
    );
    await writeFile(join(folder, files.clock), 'soon');
    expect(firstDate(await readDatedPlaylist(folder, files, 5_000, new Map()))).toBe(
      '2030-01-15T14:00:07.000+00:00',
    );
    await writeFile(join(folder, files.clock), String(Date.parse('2030-01-15T14:00:05.500Z')));
    expect(firstDate(await readDatedPlaylist(folder, files, 1_000, new Map()))).toBe(
      '2030-01-15T14:00:07.000+00:00',
    );
  });
});

// A call's recorded runs as listeners and the replay see them (recordings.ts).
import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist, redated } from '../live-video/hls-playlist.ts';
import { callReplayPlaylist, parseSegmentName, runName } from './recordings.ts';

function run(startIso: string, count: number) {
  const start = Date.parse(startIso);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:1',
    '#EXT-X-MEDIA-SEQUENCE:0',
  ];
  for (let i = 0; i < count; i += 1)
    lines.push(
      `#EXTINF:0.500000,`,
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(start + i * 500).toISOString().replace('Z', '+0000')}`,
      `seg_${String(i).padStart(6, '0')}.ts`,
    );
  lines.push('#EXT-X-ENDLIST');
  return { run: runName(start), playlist: parseMediaPlaylist(lines.join('\n')) };
}

describe('parseSegmentName', () => {
  it('reads `{run}-{segment}` and refuses anything else', () => {
    expect(parseSegmentName('r1765000000000-seg_000012.ts')).toEqual({
      run: 'r1765000000000',
      file: 'seg_000012.ts',
    });
    for (const bad of [
      'seg_000012.ts',
      'r1765000000000-../seg_000012.ts',
      'r17650-seg_000012.ts',
      'r1765000000000-seg_12.ts',
      'r1765000000000-index.m3u8',
    ])
      expect(parseSegmentName(bad)).toBeNull();
  });
});

describe('callReplayPlaylist', () => {
  it('starts at the moment the call went live and joins the runs with a discontinuity', () => {
    const first = run('2026-12-06T10:00:00.000Z', 6); // 10:00:00.0 – 10:00:03.0
    const second = run('2026-12-06T10:00:05.000Z', 2);
    const text = callReplayPlaylist([first, second], new Date('2026-12-06T10:00:01.200Z')) ?? '';
    const listed = text.split('\n').filter((l) => l.endsWith('.ts'));
    // The segment playing when the call went live (1.0–1.5 s) is the first.
    expect(listed).toEqual([
      `${first.run}-seg_000002.ts`,
      `${first.run}-seg_000003.ts`,
      `${first.run}-seg_000004.ts`,
      `${first.run}-seg_000005.ts`,
      `${second.run}-seg_000000.ts`,
      `${second.run}-seg_000001.ts`,
    ]);
    const lines = text.split('\n');
    expect(lines[lines.indexOf(`${second.run}-seg_000000.ts`) - 3]).toBe('#EXT-X-DISCONTINUITY');
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('is null when nothing was recorded after going live', () => {
    const before = run('2026-12-06T10:00:00.000Z', 2);
    expect(callReplayPlaylist([before], new Date('2026-12-06T10:00:01.000Z'))).toBeNull();
    expect(callReplayPlaylist([], new Date('2026-12-06T10:00:01.000Z'))).toBeNull();
  });
});

describe('redated', () => {
  const dates = (p: ReturnType<typeof redated>) => p.segments.map((s) => s.programDateTime);

  it('moves every date by the milliseconds ffmpeg cut from the moment its output began', () => {
    const { playlist } = run('2030-01-15T14:00:07.000Z', 3);
    expect(dates(redated(playlist, Date.parse('2030-01-15T14:00:07.640Z')))).toEqual([
      '2030-01-15T14:00:07.640Z',
      '2030-01-15T14:00:08.140Z',
      '2030-01-15T14:00:08.640Z',
    ]);
  });

  it('leaves the dates when the moment is unknown, on the second, or not the first date', () => {
    const { playlist } = run('2030-01-15T14:00:07.000Z', 2);
    const written = dates(playlist);
    expect(dates(redated(playlist, null))).toEqual(written);
    expect(dates(redated(playlist, Date.parse('2030-01-15T14:00:07.000Z')))).toEqual(written);
    expect(dates(redated(playlist, Date.parse('2030-01-15T14:00:08.000Z')))).toEqual(written);
    expect(dates(redated(playlist, Date.parse('2030-01-15T14:00:06.900Z')))).toEqual(written);
    expect(dates(redated(playlist, Date.parse('2030-01-15T14:00:07.999Z')))[0]).toBe(
      '2030-01-15T14:00:07.999Z',
    );
  });

  it('moves the dates earlier, within the allowed span, to a moment before the output began', () => {
    const { playlist } = run('2030-01-15T14:00:07.000Z', 2);
    const written = dates(playlist);
    expect(dates(redated(playlist, Date.parse('2030-01-15T14:00:05.800Z'), 1_500))).toEqual([
      '2030-01-15T14:00:05.800Z',
      '2030-01-15T14:00:06.300Z',
    ]);
    expect(dates(redated(playlist, Date.parse('2030-01-15T14:00:05.501Z'), 1_500))[0]).toBe(
      '2030-01-15T14:00:05.501Z',
    );
    expect(dates(redated(playlist, Date.parse('2030-01-15T14:00:05.500Z'), 1_500))).toEqual(
      written,
    );
    expect(dates(redated(playlist, Date.parse('2030-01-15T14:00:08.000Z'), 1_500))).toEqual(
      written,
    );
  });
});

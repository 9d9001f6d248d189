import { describe, expect, it } from 'vitest';
import { liveWindowPlaylist, parseMediaPlaylist, replayPlaylist } from './hls-playlist.ts';

// As ffmpeg 4.1's hls muxer writes an EVENT playlist (PDT after EXTINF, zone without colon).
const recording = (n: number, ended: boolean) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:1',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...Array.from({ length: n }, (_, i) => [
      '#EXTINF:1.000000,',
      `#EXT-X-PROGRAM-DATE-TIME:2030-01-01T15:00:0${i}.000+0000`,
      `seg_0000${i}.ts`,
    ]).flat(),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n');

describe('HLS playlists of the built-in live video provider (RFC 8216)', () => {
  it('reads segments, durations and program date-times', () => {
    const parsed = parseMediaPlaylist(recording(3, false));
    expect(parsed.ended).toBe(false);
    expect(parsed.segments).toHaveLength(3);
    expect(parsed.segments[1]).toEqual({
      uri: 'seg_00001.ts',
      durationSeconds: 1,
      programDateTime: '2030-01-01T15:00:01.000+00:00',
    });
    expect(parseMediaPlaylist(recording(1, true)).ended).toBe(true);
  });
  it('the live window lists the newest segments, numbered as in the recording', () => {
    const text = liveWindowPlaylist(parseMediaPlaylist(recording(9, false)), 6);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:3\n');
    expect(text.match(/\.ts\n/g)).toHaveLength(6);
    expect(text.split('\n').filter((l) => l.endsWith('.ts'))[0]).toBe('seg_00003.ts');
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(liveWindowPlaylist(parseMediaPlaylist(recording(2, true)))).toContain('#EXT-X-ENDLIST');
  });
  it('the replay joins recordings into one VOD playlist with a discontinuity between', () => {
    const text = replayPlaylist([
      { folder: 'r1', playlist: parseMediaPlaylist(recording(2, true)) },
      { folder: 'r2', playlist: parseMediaPlaylist('#EXTM3U\n') },
      { folder: 'r3', playlist: parseMediaPlaylist(recording(1, true)) },
    ]);
    expect(text.split('\n').filter((l) => l.endsWith('.ts'))).toEqual([
      'hls/r1/seg_00000.ts',
      'hls/r1/seg_00001.ts',
      'hls/r3/seg_00000.ts',
    ]);
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  liveWindowPlaylist,
  parseMediaPlaylist,
  REPLAY_START_MARGIN_MS,
  replayPlaylist,
} from './hls-playlist.ts';

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

/** A recording of `n` one-second segments from 15:00:`first` (whole seconds). */
const recordingFrom = (first: number, n: number) =>
  parseMediaPlaylist(
    [
      '#EXTM3U',
      ...Array.from({ length: n }, (_, i) => [
        '#EXTINF:1.000000,',
        `#EXT-X-PROGRAM-DATE-TIME:2030-01-01T15:00:${String(first + i).padStart(2, '0')}.000+0000`,
        `seg_0000${i}.ts`,
      ]).flat(),
      '#EXT-X-ENDLIST',
    ].join('\n'),
  );
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 15, 0, 0) + seconds * 1000);
const segmentsOf = (text: string | null) =>
  (text ?? '').split('\n').filter((l) => l.endsWith('.ts'));

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
    const text =
      replayPlaylist([
        { folder: 'r1', playlist: parseMediaPlaylist(recording(2, true)) },
        { folder: 'r2', playlist: parseMediaPlaylist('#EXTM3U\n') },
        { folder: 'r3', playlist: parseMediaPlaylist(recording(1, true)) },
      ]) ?? '';
    expect(text.split('\n').filter((l) => l.endsWith('.ts'))).toEqual([
      'hls/r1/seg_00000.ts',
      'hls/r1/seg_00001.ts',
      'hls/r3/seg_00000.ts',
    ]);
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
  it('the replay begins at the broadcast: footage the feed carried before it is left out', () => {
    const recordings = [
      { folder: 'r1', playlist: recordingFrom(0, 5) },
      { folder: 'r2', playlist: recordingFrom(10, 3) },
    ];
    // The broadcast began at 15:00:03; a segment is kept unless it ended a margin before that.
    expect(REPLAY_START_MARGIN_MS).toBe(1_000);
    const fromThree = replayPlaylist(recordings, at(3));
    expect(segmentsOf(fromThree)).toEqual([
      'hls/r1/seg_00002.ts',
      'hls/r1/seg_00003.ts',
      'hls/r1/seg_00004.ts',
      'hls/r2/seg_00000.ts',
      'hls/r2/seg_00001.ts',
      'hls/r2/seg_00002.ts',
    ]);
    expect(fromThree).toMatch(/^#EXT-X-PROGRAM-DATE-TIME:2030-01-01T15:00:02\.000\+00:00$/m);
    expect(fromThree?.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    // A segment ending just after the margin's edge stays.
    expect(segmentsOf(replayPlaylist(recordings, at(2.999)))[0]).toBe('hls/r1/seg_00001.ts');
    // A broadcast begun in the second recording leaves the first out, and no discontinuity.
    const fromTwelve = replayPlaylist(recordings, at(12.5));
    expect(segmentsOf(fromTwelve)).toEqual(['hls/r2/seg_00001.ts', 'hls/r2/seg_00002.ts']);
    expect(fromTwelve).not.toContain('#EXT-X-DISCONTINUITY');
    // No broadcast start known: everything; a start after the footage: nothing to replay.
    expect(segmentsOf(replayPlaylist(recordings))).toHaveLength(8);
    expect(replayPlaylist(recordings, at(20))).toBeNull();
  });
  it('leaves out a recording whose feed had ended by the broadcast, whatever its dates say', () => {
    // An encoder that sent faster than real time dates its segments ahead of the clock.
    const recordings = [
      { folder: 'r1', playlist: recordingFrom(0, 8), endedAt: at(4) },
      { folder: 'r2', playlist: recordingFrom(5, 3), endedAt: null },
    ];
    expect(segmentsOf(replayPlaylist(recordings, at(5.5)))).toEqual([
      'hls/r2/seg_00000.ts',
      'hls/r2/seg_00001.ts',
      'hls/r2/seg_00002.ts',
    ]);
    // Ended within the margin before the start: still kept, from its segments after the edge.
    expect(segmentsOf(replayPlaylist(recordings, at(4.999)))[0]).toBe('hls/r1/seg_00003.ts');
    expect(segmentsOf(replayPlaylist(recordings, at(5)))[0]).toBe('hls/r2/seg_00000.ts');
  });
  it('keeps a segment that carries no program date-time', () => {
    const undated = parseMediaPlaylist('#EXTM3U\n#EXTINF:1.0,\nseg_00000.ts\n#EXT-X-ENDLIST\n');
    expect(segmentsOf(replayPlaylist([{ folder: 'r1', playlist: undated }], at(3)))).toEqual([
      'hls/r1/seg_00000.ts',
    ]);
  });
});

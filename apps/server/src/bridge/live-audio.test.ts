// The live HLS playlist of the built-in bridge (RFC 8216): a sliding window over the looped
// recording, numbered from the moment the call went LIVE.
import { describe, expect, it } from 'vitest';
import { liveSequenceAt, livePlaylist, replayPlaylist } from './live-audio.ts';

const segments = [
  { file: 'segment-000.m4s', durationSeconds: 6 },
  { file: 'segment-001.m4s', durationSeconds: 6 },
  { file: 'segment-002.m4s', durationSeconds: 5.5 },
];
const audio = { init: 'init.mp4', segments };

function listed(playlist: string): string[] {
  return playlist.split('\n').filter((l) => l.endsWith('.m4s'));
}
function tag(playlist: string, name: string): string | undefined {
  return playlist
    .split('\n')
    .find((l) => l.startsWith(`#${name}:`))
    ?.slice(name.length + 2);
}

describe('live audio playlist', () => {
  it('starts with the first segment when the call goes live', () => {
    const p = livePlaylist(audio, 0);
    expect(listed(p)).toEqual(['segment-000.m4s']);
    expect(tag(p, 'EXT-X-MEDIA-SEQUENCE')).toBe('0');
    expect(tag(p, 'EXT-X-TARGETDURATION')).toBe('6');
    expect(p).not.toContain('#EXT-X-ENDLIST');
    expect(p).toContain('#EXT-X-MAP:URI="init.mp4"');
  });

  it('slides: the media sequence follows the clock and the window keeps three segments', () => {
    expect(listed(livePlaylist(audio, 12.5))).toEqual([
      'segment-000.m4s',
      'segment-001.m4s',
      'segment-002.m4s',
    ]);
    const later = livePlaylist(audio, 18); // loop of 17.5 s: the second loop's first segment
    expect(tag(later, 'EXT-X-MEDIA-SEQUENCE')).toBe('1');
    expect(listed(later)).toEqual(['segment-001.m4s', 'segment-002.m4s', 'segment-000.m4s']);
  });

  it('marks each wrap of the loop as a discontinuity and counts the wraps before the window', () => {
    const wrap = livePlaylist(audio, 18);
    const lines = wrap.split('\n');
    const at = lines.indexOf('segment-000.m4s');
    expect(lines.slice(at - 3, at - 1)).toEqual([
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-MAP:URI="init.mp4"',
    ]);
    expect(tag(wrap, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe('0');
    // 40 s in: sequence 6 (third loop, first segment) is the last; window 4..6.
    expect(liveSequenceAt(segments, 40)).toBe(6);
    const third = livePlaylist(audio, 40);
    expect(tag(third, 'EXT-X-MEDIA-SEQUENCE')).toBe('4');
    expect(tag(third, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe('1');
  });

  it('the replay is the whole recording once, with ENDLIST', () => {
    const p = replayPlaylist(audio);
    expect(listed(p)).toEqual(segments.map((s) => s.file));
    expect(p).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(p.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(p).not.toContain('#EXT-X-PROGRAM-DATE-TIME');
  });

  it('dates the replay from the moment the call went live (slide transitions are in that clock)', () => {
    const p = replayPlaylist(audio, new Date('2026-03-02T14:00:00.000Z'));
    const lines = p.split('\n');
    const dated = lines.indexOf('#EXT-X-PROGRAM-DATE-TIME:2026-03-02T14:00:00.000Z');
    expect(dated).toBeGreaterThan(lines.indexOf('#EXT-X-MAP:URI="init.mp4"'));
    expect(dated).toBeLessThan(lines.indexOf('segment-000.m4s'));
  });
});

// SPEC §2 Event Media: video URLs (SPEC §3: .mp4) play in the openVideo page; others open as pages.
import { describe, expect, it } from 'vitest';
import { isVideoUrl, openVideoPath } from './event-media.ts';

describe('event media videos', () => {
  it('tells .mp4 addresses from pages, whatever the query', () => {
    expect(isVideoUrl('https://cdn.example/tour.mp4')).toBe(true);
    expect(isVideoUrl('https://cdn.example/tour.MP4?sig=abc#t=5')).toBe(true);
    expect(isVideoUrl('/api/v1/nrsservice/media/x.mp4')).toBe(true);
    expect(isVideoUrl('https://www.example/investors/site-tour')).toBe(false);
    expect(isVideoUrl('https://cdn.example/tour.mp4.html')).toBe(false);
    expect(isVideoUrl('javascript:alert(1)//.mp4')).toBe(false);
    expect(isVideoUrl('data:video/mp4;base64,AAAA.mp4')).toBe(false);
  });

  it('puts the whole address in one encoded path segment', () => {
    expect(openVideoPath(1003, 'https://cdn.example/a b.mp4?x=1')).toBe(
      '/1003/openVideo/https%3A%2F%2Fcdn.example%2Fa%20b.mp4%3Fx%3D1',
    );
  });
});

// SPEC §2 /{presId}/openVideo/{url}: only http(s) or same-site addresses play.
import { describe, expect, it } from 'vitest';
import { playableVideoUrl } from './OpenVideoPage.tsx';

describe('playableVideoUrl', () => {
  it('accepts an encoded absolute https url', () => {
    expect(playableVideoUrl(encodeURIComponent('https://cdn.example.com/a b.mp4'))).toBe(
      'https://cdn.example.com/a%20b.mp4',
    );
  });

  it('accepts a same-site path', () => {
    expect(playableVideoUrl('media/clip.mp4')).toBe(`${window.location.origin}/media/clip.mp4`);
  });

  it('refuses script and data urls, and nothing at all', () => {
    expect(playableVideoUrl('javascript:alert(1)')).toBeNull();
    expect(playableVideoUrl(encodeURIComponent('javascript:alert(1)'))).toBeNull();
    expect(playableVideoUrl('data:video/mp4;base64,AAAA')).toBeNull();
    expect(playableVideoUrl(undefined)).toBeNull();
  });
});

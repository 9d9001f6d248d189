import { describe, expect, it } from 'vitest';
import {
  slideSrcSet,
  slideVariantHeight,
  slideVariantKey,
  slideVariantWidths,
} from './image-variants.ts';

describe('slide picture copies', () => {
  it('takes the ladder widths below the original, never an enlargement', () => {
    expect(slideVariantWidths('image', 1280)).toEqual([480, 720, 960]);
    expect(slideVariantWidths('image', 1920)).toEqual([480, 720, 960]);
    expect(slideVariantWidths('image', 2400)).toEqual([480, 720, 960, 1920]);
    expect(slideVariantWidths('image', 800)).toEqual([480, 720]);
    expect(slideVariantWidths('image', 400)).toEqual([]);
    expect(slideVariantWidths('thumbnail', 256)).toEqual([160]);
    expect(slideVariantWidths('thumbnail', 160)).toEqual([]);
  });

  it('keeps the aspect ratio', () => {
    expect(slideVariantHeight(480, 1280, 720)).toBe(270);
    expect(slideVariantHeight(960, 1600, 1237)).toBe(742);
    expect(slideVariantHeight(1, 4000, 10)).toBe(1);
  });

  it('names a copy after its original', () => {
    expect(slideVariantKey('1001/slide-01.jpg', 480)).toBe('1001/slide-01.w480.webp');
    expect(slideVariantKey('7/deck-x/001-thumb.jpg', 160)).toBe('7/deck-x/001-thumb.w160.webp');
    expect(slideVariantKey('a.b/noext', 960)).toBe('a.b/noext.w960.webp');
  });

  it('lists the copies and the original in a srcset', () => {
    expect(slideSrcSet('image', '/i', 1280, (w) => `/i/${w}`)).toBe(
      '/i/480 480w, /i/720 720w, /i/960 960w, /i 1280w',
    );
    expect(slideSrcSet('thumbnail', '/t', 120, (w) => `/t/${w}`)).toBe('/t 120w');
  });
});

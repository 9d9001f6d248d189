// SPEC §2 static web caching: hashed build assets are immutable, HTML is revalidated.
import { describe, expect, it } from 'vitest';
import { cacheControlFor, isPagePath } from './static-web.ts';

describe('cacheControlFor', () => {
  it('caches Vite-hashed assets for a year and revalidates HTML', () => {
    expect(cacheControlFor('/dist/assets/index-B3x9_kQz.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/dist/index.html')).toBe('no-cache');
    expect(cacheControlFor('/dist/favicon.svg')).toBe('public, max-age=3600');
  });

  it('gives the compressed twins of a file the caching of the file', () => {
    expect(cacheControlFor('/dist/assets/index-B3x9_kQz.js.br')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/dist/assets/index-B3x9_kQz.css.gz')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/dist/index.html.br')).toBe('no-cache');
    expect(cacheControlFor('/dist/favicon.svg.gz')).toBe('public, max-age=3600');
  });
});

describe('isPagePath', () => {
  it('serves the app for pages and leaves files to the file server', () => {
    expect(isPagePath('/presentation/v2/1001/viewer/')).toBe(true);
    expect(isPagePath('/presentation/v2/favicon.svg')).toBe(false);
    expect(isPagePath('/presentation/v2/assets/index-B3x9_kQz.js?v=1')).toBe(false);
  });

  it('counts an openVideo address as a page though its {url} ends in .mp4 (SPEC §2)', () => {
    expect(isPagePath('/presentation/v2/1003/openVideo/https%3A%2F%2Fcdn.example%2Ftour.mp4')).toBe(
      true,
    );
    expect(isPagePath('/presentation/v2/openVideo/x.mp4')).toBe(false);
  });
});

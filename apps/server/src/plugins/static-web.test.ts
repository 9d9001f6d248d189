// SPEC §2 static web caching: hashed build assets are immutable, HTML is revalidated.
import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './static-web.ts';

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

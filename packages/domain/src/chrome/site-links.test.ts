import { describe, expect, it } from 'vitest';
import { SITE_LINKS, siteLinksFor } from './site-links.ts';

describe('SPEC §2 home, privacy policy and terms of service per language', () => {
  it('every SPEC §9 language has its own pages', () => {
    expect(siteLinksFor('zh-cn')).toBe(SITE_LINKS['zh-cn']);
    expect(siteLinksFor('JA')).toBe(SITE_LINKS.ja);
    expect(new Set(Object.values(SITE_LINKS).map((l) => l.privacy)).size).toBe(3);
  });
  it('another language falls back to en-us', () => {
    expect(siteLinksFor('fr')).toBe(SITE_LINKS['en-us']);
  });
});

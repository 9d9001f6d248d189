// SPEC §9 languages: the documentViewer namespace has every en-us key in zh-cn and ja.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { allCatalogs as resources } from '../shared/i18n/all-catalogs.ts';

function keys(catalog: unknown, prefix = ''): string[] {
  if (typeof catalog !== 'object' || catalog === null) return [prefix];
  return Object.entries(catalog).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('documentViewer catalog', () => {
  const english = keys(resources['en-us']?.documentViewer).sort();

  it('exists in en-us', () => {
    expect(english).toContain('pageStatus');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en-us'))(
    'has every en-us key in %s',
    (language) => {
      expect(keys(resources[language]?.documentViewer).sort()).toEqual(english);
    },
  );
});

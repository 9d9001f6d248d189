// Every text of the shell exists in all SPEC §9 languages: zh-cn and ja carry the same keys as
// en-us for the common and entry namespaces.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { allCatalogs as resources } from './all-catalogs.ts';

function keys(catalog: unknown, prefix = ''): string[] {
  if (typeof catalog !== 'object' || catalog === null) return [prefix];
  return Object.entries(catalog).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe.each(['common', 'entry'])('%s catalog', (namespace) => {
  const english = keys(resources['en-us']?.[namespace]).sort();

  it('exists in en-us', () => {
    expect(english.length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en-us'))(
    'has every en-us key in %s',
    (language) => {
      expect(keys(resources[language]?.[namespace]).sort()).toEqual(english);
    },
  );
});

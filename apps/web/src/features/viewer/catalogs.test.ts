// The viewer's i18n catalogs (SPEC §9 languages): zh-cn and ja carry every en-us key with the
// same placeholders, and the default underwriter title is SPEC §9's.
import { describe, expect, it } from 'vitest';
import { DEFAULT_UNDERWRITER_TITLE, LANGUAGES } from '@podium/domain';
import { allCatalogs as resources } from '../../shared/i18n/all-catalogs.ts';
import { expectTranslationOf, flattenCatalog } from '../../app/testing/catalogs.ts';

const NAMESPACES = ['viewer', 'slides', 'documents', 'panels'];

describe('viewer catalogs', () => {
  for (const ns of NAMESPACES) {
    const english = flattenCatalog(resources['en-us']?.[ns]);
    it(`${ns}: en-us is not empty`, () => {
      expect(Object.keys(english).length).toBeGreaterThan(3);
    });
    for (const language of LANGUAGES.filter((l) => l !== 'en-us')) {
      it(`${ns}: ${language} has every en-us key with the same placeholders`, () => {
        const translated = flattenCatalog(resources[language]?.[ns] ?? {});
        expectTranslationOf(english, translated, `${language} ${ns}`);
      });
    }
  }

  it('uses the SPEC §9 default underwriter title in en-us', () => {
    expect(flattenCatalog(resources['en-us']?.panels)['eventInfo.underwritersDefault']).toBe(
      DEFAULT_UNDERWRITER_TITLE,
    );
  });
});

// The viewer's i18n catalogs (SPEC §9 languages): zh-cn and ja carry every en-us key with the
// same placeholders, and the default underwriter title is SPEC §9's.
import { describe, expect, it } from 'vitest';
import { DEFAULT_UNDERWRITER_TITLE, LANGUAGES } from '@podium/domain';
import { allCatalogs as resources } from '../../shared/i18n/all-catalogs.ts';

const NAMESPACES = ['viewer', 'slides', 'documents', 'panels'];

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('viewer catalogs', () => {
  for (const ns of NAMESPACES) {
    const english = flatten(resources['en-us']?.[ns]);
    it(`${ns}: en-us is not empty`, () => {
      expect(Object.keys(english).length).toBeGreaterThan(3);
    });
    for (const language of LANGUAGES.filter((l) => l !== 'en-us')) {
      it(`${ns}: ${language} has every en-us key with the same placeholders`, () => {
        const translated = flatten(resources[language]?.[ns] ?? {});
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          expect(placeholders(translated[key] ?? ''), `${language} ${ns}:${key}`).toEqual(
            placeholders(text),
          );
        }
      });
    }
  }

  it('uses the SPEC §9 default underwriter title in en-us', () => {
    expect(flatten(resources['en-us']?.panels)['eventInfo.underwritersDefault']).toBe(
      DEFAULT_UNDERWRITER_TITLE,
    );
  });
});

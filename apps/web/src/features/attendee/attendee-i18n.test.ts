// The attendee catalogs (SPEC §9 languages): the registration form's names (SPEC §2) in en-us, and
// zh-cn and ja carrying every en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { ATTENDEE_NAMESPACE, attendeeCatalogs } from './attendee-i18n.ts';

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
const english = flatten(attendeeCatalogs['en-us']);

describe('attendee catalogs', () => {
  it('registers the details step names in en-us', () => {
    const t = i18n.getFixedT('en-us', ATTENDEE_NAMESPACE);
    expect(
      ['firstName', 'lastName', 'company', 'email', 'continue'].map((key) => t(`details.${key}`)),
    ).toEqual(['First name', 'Last name', 'Company', 'Email', 'Continue']);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en-us'))(
    'has every en-us key in %s, with the same placeholders',
    (language) => {
      const translated = flatten(attendeeCatalogs[language]);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(translated[key] ?? ''), key).toEqual(placeholders(text));
      }
    },
  );
});

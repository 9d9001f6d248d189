// The attendee catalogs (SPEC §9 languages): the registration form's names (SPEC §2) in en-us, and
// zh-cn and ja carrying every en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { ATTENDEE_NAMESPACE, attendeeCatalogs } from './attendee-i18n.ts';
import { expectTranslationOf, flattenCatalog } from '../../app/testing/catalogs.ts';

const english = flattenCatalog(attendeeCatalogs['en-us']);

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
      const translated = flattenCatalog(attendeeCatalogs[language]);
      expectTranslationOf(english, translated, language);
    },
  );
});

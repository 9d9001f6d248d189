// The retail catalogs (SPEC §9 languages): the registration form's names (SPEC §2) in en-us, and
// zh-cn and ja carrying every en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { RETAIL_NAMESPACE, retailCatalogs } from './retail-i18n.ts';
import { expectTranslationOf, flattenCatalog } from '../../app/testing/catalogs.ts';

const english = flattenCatalog(retailCatalogs['en-us']);

describe('retail catalogs', () => {
  it('registers the registration form names in en-us', () => {
    const t = i18n.getFixedT('en-us', RETAIL_NAMESPACE);
    expect(
      ['firstName', 'lastName', 'email', 'company', 'country', 'submit'].map((key) =>
        t(`register.${key}`),
      ),
    ).toEqual(['First name', 'Last name', 'Email', 'Company', 'Country', 'Register']);
    expect(t('registrations.export')).toBe('Export registrations');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en-us'))(
    'has every en-us key in %s, with the same placeholders',
    (language) => {
      const translated = flattenCatalog(retailCatalogs[language]);
      expectTranslationOf(english, translated, language);
    },
  );
});

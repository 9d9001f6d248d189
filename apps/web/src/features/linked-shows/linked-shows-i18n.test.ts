// The linked-show catalogs (SPEC §9 languages): the landmark and link names in en-us, and zh-cn
// and ja carrying every en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { LINKED_SHOWS_NAMESPACE, linkedShowsCatalogs } from './linked-shows-i18n.ts';
import { expectTranslationOf, flattenCatalog } from '../../app/testing/catalogs.ts';

const english = flattenCatalog(linkedShowsCatalogs['en-us']);

describe('linked-show catalogs', () => {
  it('names the agenda landmark, its steps and the language links in en-us', () => {
    const t = i18n.getFixedT('en-us', LINKED_SHOWS_NAMESPACE);
    expect([t('agenda.label'), t('agenda.previous'), t('agenda.next')]).toEqual([
      'Agenda',
      'Previous part',
      'Next part',
    ]);
    expect(t('agenda.position', { n: 2, count: 3 })).toBe('Part 2 of 3');
    expect(t('language.watchIn', { language: '中文' })).toBe('Watch in 中文');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en-us'))(
    'has every en-us key in %s, with the same placeholders',
    (language) => {
      const translated = flattenCatalog(linkedShowsCatalogs[language]);
      expectTranslationOf(english, translated, language);
    },
  );
});

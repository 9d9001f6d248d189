// The console's catalogs (SPEC §9 languages): registered with i18next, the ARCHITECTURE §5 names
// in en-us, and zh-cn and ja carrying every en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import { CONSOLE_TRANSITIONS, LANGUAGES, ModeratorAction } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { CONSOLE_NAMESPACE, consoleCatalogs } from './console-i18n.ts';
import { expectTranslationOf, flattenCatalog } from '../../app/testing/catalogs.ts';

const english = flattenCatalog(consoleCatalogs['en-us']);

describe('console catalogs', () => {
  it('registers the ARCHITECTURE §5 names in en-us', () => {
    const t = i18n.getFixedT('en-us', CONSOLE_NAMESPACE);
    expect(CONSOLE_TRANSITIONS.map((transition) => t(`transition.${transition}`))).toEqual([
      'Start practice',
      'Go live',
      'End call',
      'Expire replay',
      'End public portion',
    ]);
    expect(
      (Object.keys(ModeratorAction) as ModeratorAction[]).map((a) => t(`questions.action.${a}`)),
    ).toEqual(['Mark current', 'Mark next', 'Mark answered', 'Ignore']);
    expect(
      ['questions.heading', 'participants.heading', 'presenters.heading'].map((k) => t(k)),
    ).toEqual(['Questions', 'Participants', 'Presenters']);
    expect(t('participants.revoke')).toBe('Revoke access');
    expect(t('presenters.makeActive')).toBe('Make active presenter');
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en-us')) {
    it(`${language} has every en-us key with the same placeholders`, () => {
      expect(i18n.hasResourceBundle(language, CONSOLE_NAMESPACE)).toBe(true);
      const translated = flattenCatalog(consoleCatalogs[language] ?? {});
      expectTranslationOf(english, translated, `${language} console`);
    });
  }
});

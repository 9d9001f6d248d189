// The player's catalogs (SPEC §9 languages): registered with i18next, and zh-cn and ja carry every
// en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { MEDIA_NAMESPACE, mediaCatalogs } from './media-i18n.ts';
import { expectTranslationOf, flattenCatalog } from '../../app/testing/catalogs.ts';

const english = flattenCatalog(mediaCatalogs['en-us']);

describe('media catalogs', () => {
  it('registers the ARCHITECTURE §5 names in en-us', () => {
    const t = i18n.getFixedT('en-us', MEDIA_NAMESPACE);
    expect(['play', 'pause', 'mute', 'unmute', 'seek', 'speed'].map((key) => t(key))).toEqual([
      'Play',
      'Pause',
      'Mute',
      'Unmute',
      'Seek',
      'Playback speed',
    ]);
    expect(t('resume.title')).toBe('Resume playback');
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en-us')) {
    it(`${language} has every en-us key with the same placeholders`, () => {
      expect(i18n.hasResourceBundle(language, MEDIA_NAMESPACE)).toBe(true);
      const translated = flattenCatalog(mediaCatalogs[language] ?? {});
      expectTranslationOf(english, translated, `${language} media`);
    });
  }
});

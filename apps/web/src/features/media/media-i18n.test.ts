// The player's catalogs (SPEC §9 languages): registered with i18next, and zh-cn and ja carry every
// en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { MEDIA_NAMESPACE, mediaCatalogs } from './media-i18n.ts';

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
const english = flatten(mediaCatalogs['en-us']);

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
      const translated = flatten(mediaCatalogs[language] ?? {});
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(translated[key] ?? ''), `${language} media:${key}`).toEqual(
          placeholders(text),
        );
      }
    });
  }
});

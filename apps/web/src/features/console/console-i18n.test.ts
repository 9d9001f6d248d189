// The console's catalogs (SPEC §9 languages): registered with i18next, the ARCHITECTURE §5 names
// in en-us, and zh-cn and ja carrying every en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import { CONSOLE_TRANSITIONS, LANGUAGES, ModeratorAction } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { CONSOLE_NAMESPACE, consoleCatalogs } from './console-i18n.ts';

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
const english = flatten(consoleCatalogs['en-us']);

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
      const translated = flatten(consoleCatalogs[language] ?? {});
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(translated[key] ?? ''), `${language} console:${key}`).toEqual(
          placeholders(text),
        );
      }
    });
  }
});

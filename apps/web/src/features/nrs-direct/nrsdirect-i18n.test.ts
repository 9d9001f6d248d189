// The NRS Direct texts in every SPEC §9 language, with the `Hosts` / `Make active host` names the
// browser tests use, and the shared Back to presenter texts of every live kind.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { i18n, loadLanguage } from '../../shared/i18n/i18n.ts';
import { nrsDirectCatalogs } from './nrsdirect-i18n.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('nrsdirect catalogs', () => {
  it('keep the accessible names and carry every key in every language', async () => {
    // Languages other than en-us load on demand.
    await Promise.all(LANGUAGES.map((language) => loadLanguage(language)));
    expect(nrsDirectCatalogs['en-us']).toMatchObject({
      hosts: 'Hosts',
      makeActive: 'Make active host',
    });
    const english = keys(nrsDirectCatalogs['en-us']).sort();
    for (const language of LANGUAGES) {
      expect(keys(nrsDirectCatalogs[language]).sort(), language).toEqual(english);
      expect(i18n.getResource(language, 'slides', 'backToPresenter'), language).toBeTruthy();
      expect(i18n.getResource(language, 'slides', 'offPresenterBadge'), language).toContain(
        '{{n}}',
      );
    }
    expect(i18n.getResource('en-us', 'slides', 'backToPresenter')).toBe('Back to presenter');
  });
});

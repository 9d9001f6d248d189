// Every `Search slides` text exists in all SPEC §9 languages (plural forms as each language has).
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { slideSearchCatalogs } from './slide-search-i18n.ts';

const base = (key: string) => key.replace(/_(one|other)$/, '');
const keysOf = (language: string) =>
  [...new Set(Object.keys(slideSearchCatalogs[language] ?? {}).map(base))].sort();

describe('slideSearch catalog', () => {
  it.each(LANGUAGES)('has every text in %s', (language) => {
    expect(keysOf(language)).toEqual(keysOf('en-us'));
    expect(keysOf(language)).toContain('label');
  });
});

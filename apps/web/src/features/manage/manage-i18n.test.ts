// The manage area's catalogs (SPEC §9 languages): the accessible names the browser tests use in
// en-us, every kind of SPEC §1 named, every field message of the shared schemas translated, and
// zh-cn and ja carrying every en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import {
  AUTHORING_KINDS,
  DATE_RANGE_FORM_MESSAGE,
  FILE_NAME_CONTROL_MESSAGE,
  LANGUAGES,
} from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { fieldMessage, fieldMessageKey, MANAGE_NAMESPACE, manageCatalogs } from './manage-i18n.ts';
import { expectTranslationOf, flattenCatalog } from '../../app/testing/catalogs.ts';

const english = flattenCatalog(manageCatalogs['en-us']);

describe('manage catalogs', () => {
  it('names the controls the browser tests use, in en-us', () => {
    const t = i18n.getFixedT('en-us', MANAGE_NAMESPACE);
    expect(
      [
        'list.newEvent',
        'form.title',
        'form.kind',
        'form.startTime',
        'form.create',
        'deck.file',
        'codes.add',
      ].map((key) => t(key)),
    ).toEqual([
      'New event',
      'Title',
      'Kind',
      'Start time',
      'Create event',
      'Slide deck (PDF)',
      'Add entry code',
    ]);
  });

  it('names every SPEC §1 kind', () => {
    for (const { kind } of AUTHORING_KINDS) expect(english[`kind.${kind}`]).toBeTruthy();
  });

  it('shows field messages in the reader language, as sent when none is known', () => {
    expect(fieldMessageKey('Enter a title.')).toBe('enter_a_title');
    expect(i18n.getFixedT('ja', MANAGE_NAMESPACE)('fieldErrors.enter_a_title')).toBe(
      'タイトルを入力してください。',
    );
    expect(fieldMessage('Something new.')).toBe('Something new.');
    // Messages of the domain the manage area shows: the year range's is built from constants.
    for (const message of [DATE_RANGE_FORM_MESSAGE, FILE_NAME_CONTROL_MESSAGE])
      expect(english[`fieldErrors.${fieldMessageKey(message)}`]).toBe(message);
    for (const [key, text] of Object.entries(english).filter(([k]) => k.startsWith('fieldErrors.')))
      expect(`fieldErrors.${fieldMessageKey(text)}`).toBe(key);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en-us')) {
    it(`${language} has every en-us key with the same placeholders`, () => {
      expect(i18n.hasResourceBundle(language, MANAGE_NAMESPACE)).toBe(true);
      const translated = flattenCatalog(manageCatalogs[language] ?? {});
      expectTranslationOf(english, translated, `${language} manage`);
    });
  }
});

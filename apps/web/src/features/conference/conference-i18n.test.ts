// The live call catalogs (namespaces realtime, conference, qna, dialin; SPEC §9 languages): the
// SPEC §8 texts verbatim in en-us, and zh-cn and ja carrying every en-us key with the same
// placeholders. Counted texts are i18next plurals: each language carries the plural forms its
// own rules use (en-us one and other; zh-cn and ja other only).
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_TOASTER_KEYS,
  LANGUAGES,
  PRESENTER_CHANGE_FAILED_KEY,
  QUESTION_MAX_CHARS_MESSAGE_KEY,
} from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { CONFERENCE_NAMESPACES, conferenceCatalogs } from './conference-i18n.ts';
import { flattenCatalog, placeholdersOf } from '../../app/testing/catalogs.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys a language must carry for the en-us ones: plurals in that language's own forms. */
function expectedKeys(english: Record<string, string>, language: string): Map<string, string> {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Map<string, string>();
  for (const [key, text] of Object.entries(english)) {
    if (!PLURAL_SUFFIX.test(key)) keys.set(key, text);
    else for (const form of forms) keys.set(key.replace(PLURAL_SUFFIX, `_${form}`), text);
  }
  return keys;
}

describe('live call catalogs', () => {
  it('carry the SPEC §8 texts verbatim in en-us', () => {
    const t = i18n.getFixedT('en-us');
    expect(t(CONNECTION_TOASTER_KEYS.errorDetected)).toBe('Connection error detected.');
    expect(t(CONNECTION_TOASTER_KEYS.retrying)).toBe('Connection error detected. Retrying...');
    expect(t(CONNECTION_TOASTER_KEYS.failed)).toBe(
      'Reconnection attempt failed. Please refresh this page or dial-in to the event.',
    );
    expect(t(PRESENTER_CHANGE_FAILED_KEY)).toBe('Unable to assign presenter control. Try again.');
    expect(t('conference:slide.changeFailed')).toBe('Unable to change the slide. Try again.');
    expect(t(QUESTION_MAX_CHARS_MESSAGE_KEY)).toBe('Maximum character count reached.');
    expect(t('conference:preEvent.streamNotStarted')).toBe(
      'Stream Not Started: Streaming will be available approximately 10 minutes before the call starts.',
    );
    expect(t('conference:status.cancelled')).toBe('This call has been cancelled');
    expect(t('conference:accessRevoked')).toBe(
      'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.',
    );
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en-us')) {
    for (const namespace of CONFERENCE_NAMESPACES) {
      it(`${language} ${namespace} has every en-us key with the same placeholders`, () => {
        expect(i18n.hasResourceBundle(language, namespace)).toBe(true);
        const english = expectedKeys(
          flattenCatalog(conferenceCatalogs['en-us']?.[namespace]),
          language,
        );
        const translated = flattenCatalog(conferenceCatalogs[language]?.[namespace] ?? {});
        expect(Object.keys(translated).sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          expect(placeholdersOf(translated[key] ?? ''), `${language} ${namespace}:${key}`).toEqual(
            placeholdersOf(text),
          );
        }
      });
    }
  }

  it('count seconds and characters in the singular and the plural', () => {
    const en = i18n.getFixedT('en-us');
    expect(en('realtime:connection.countdown', { count: 1 })).toBe('Retrying in 1 second.');
    expect(en('realtime:connection.countdown', { count: 59 })).toBe('Retrying in 59 seconds.');
    expect(en('qna:question.charsLeft', { count: 1 })).toBe('1 character left');
    expect(en('qna:question.charsLeft', { count: 0 })).toBe('0 characters left');
    expect(i18n.getFixedT('zh-cn')('realtime:connection.countdown', { count: 1 })).toBe(
      '1 秒后重试。',
    );
    expect(i18n.getFixedT('ja')('qna:question.charsLeft', { count: 1 })).toBe('残り 1 文字');
  });
});

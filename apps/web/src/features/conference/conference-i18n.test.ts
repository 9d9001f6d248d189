// The live call catalogs (namespaces realtime, conference, qna, dialin; SPEC §9 languages): the
// SPEC §8 texts verbatim in en-us, and zh-cn and ja carrying every en-us key with the same
// placeholders.
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_TOASTER_KEYS,
  LANGUAGES,
  PRESENTER_CHANGE_FAILED_KEY,
  QUESTION_MAX_CHARS_MESSAGE_KEY,
} from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { CONFERENCE_NAMESPACES, conferenceCatalogs } from './conference-i18n.ts';

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
        const english = flatten(conferenceCatalogs['en-us']?.[namespace]);
        const translated = flatten(conferenceCatalogs[language]?.[namespace] ?? {});
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          expect(placeholders(translated[key] ?? ''), `${language} ${namespace}:${key}`).toEqual(
            placeholders(text),
          );
        }
      });
    }
  }
});

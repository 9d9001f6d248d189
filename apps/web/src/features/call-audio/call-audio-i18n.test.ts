// The call audio texts in every SPEC §9 language: the accessible names the browser tests use and
// the SPEC §8 audio connection texts verbatim in en-us, every en-us key in zh-cn and ja with the
// same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { expectTranslationOf, flattenCatalog } from '../../app/testing/catalogs.ts';
import { CALL_AUDIO_NAMESPACE, callAudioCatalogs } from './call-audio-i18n.ts';

const english = flattenCatalog(callAudioCatalogs['en-us']);

describe('call audio catalogs', () => {
  it('keep the accessible names and the SPEC §8 texts in en-us', () => {
    expect(callAudioCatalogs['en-us']).toMatchObject({
      join: 'Join audio',
      leave: 'Leave audio',
      mute: 'Mute',
      unmute: 'Unmute',
      retry: 'Retry',
      microphone: 'Microphone',
      level: 'Microphone level',
      canSpeak: 'You can speak now',
      audio: {
        connecting: 'Connecting audio',
        stillConnecting: 'Still connecting',
        failed: 'We are unable to connect your browser to web-audio',
        lost: 'Audio connection lost',
      },
    });
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en-us')) {
    it(`${language} has every en-us key with the same placeholders`, () => {
      expect(i18n.hasResourceBundle(language, CALL_AUDIO_NAMESPACE)).toBe(true);
      const translated = flattenCatalog(callAudioCatalogs[language] ?? {});
      expectTranslationOf(english, translated, `${language} callAudio`);
    });
  }
});

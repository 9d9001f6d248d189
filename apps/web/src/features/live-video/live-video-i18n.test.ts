// The live video catalog: the SPEC §8 texts verbatim in en-us, and zh-cn and ja carrying every
// en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { liveVideoCatalogs } from './live-video-i18n.ts';
import { expectTranslationOf, flattenCatalog } from '../../app/testing/catalogs.ts';

describe('live video catalog', () => {
  const english = flattenCatalog(liveVideoCatalogs['en-us']);
  it('carries the SPEC §8 texts verbatim in en-us', () => {
    expect(english['phase.waiting']).toBe(
      'Streaming will be available approximately 10 minutes before the call starts.',
    );
    expect(english['phase.ended']).toBe('The event has ended. Thank you for joining.');
    expect(english['phase.replayExpired']).toBe('Replay for this call is no longer available.');
    expect(english['video']).toBe('Live video');
  });
  it.each(LANGUAGES.filter((l) => l !== 'en-us'))('%s has every key and placeholder', (lang) => {
    const other = flattenCatalog(liveVideoCatalogs[lang]);
    expectTranslationOf(english, other, lang);
  });
});

// The live video catalog: the SPEC §8 texts verbatim in en-us, and zh-cn and ja carrying every
// en-us key with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { liveVideoCatalogs } from './live-video-i18n.ts';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>))
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  return out;
}
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('live video catalog', () => {
  const english = flatten(liveVideoCatalogs['en-us']);
  it('carries the SPEC §8 texts verbatim in en-us', () => {
    expect(english['phase.waiting']).toBe(
      'Streaming will be available approximately 10 minutes before the call starts.',
    );
    expect(english['phase.ended']).toBe('The event has ended. Thank you for joining.');
    expect(english['phase.replayExpired']).toBe('Replay for this call is no longer available.');
    expect(english['video']).toBe('Live video');
  });
  it.each(LANGUAGES.filter((l) => l !== 'en-us'))('%s has every key and placeholder', (lang) => {
    const other = flatten(liveVideoCatalogs[lang]);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect(placeholders(other[key] ?? ''), key).toEqual(placeholders(text));
  });
});

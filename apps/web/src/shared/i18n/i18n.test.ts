// The reader's language at the start (SPEC §9 language-preference cookie): where the browser reads
// cookies without holding the page, the texts start in the browser's language and switch to the
// chosen one before the first render (activeLanguageReady), with no read of document.cookie.
import { afterEach, describe, expect, it, vi } from 'vitest';

class FakeCookieStore extends EventTarget {
  constructor(private readonly cookies: { name: string; value: string }[]) {
    super();
  }
  getAll() {
    return Promise.resolve(this.cookies);
  }
}

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  vi.unstubAllGlobals();
});

async function startWith(cookies: { name: string; value: string }[]) {
  vi.resetModules();
  vi.stubGlobal('cookieStore', new FakeCookieStore(cookies));
  const reads = vi.fn(() => '');
  Object.defineProperty(document, 'cookie', { configurable: true, get: reads, set: () => {} });
  const module = await import('./i18n.ts');
  return { ...module, reads };
}

describe('the starting language', () => {
  it('is the chosen one once the language is ready, read from the cookies read ahead', async () => {
    const { i18n, activeLanguageReady, reads } = await startWith([
      { name: 'podium_language', value: 'ja' },
    ]);
    expect(i18n.language).toBe('en-us');
    await activeLanguageReady();
    expect(i18n.language).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('language', { ns: 'common' })).toBe('言語');
    expect(reads).not.toHaveBeenCalled();
  });

  it("stays the browser's without a choice, and ignores a cookie naming no SPEC language", async () => {
    const { i18n, activeLanguageReady, reads } = await startWith([
      { name: 'podium_language', value: 'fr' },
    ]);
    const changes = vi.fn();
    i18n.on('languageChanged', changes);
    await activeLanguageReady();
    expect(i18n.language).toBe('en-us');
    expect(changes).not.toHaveBeenCalled();
    expect(reads).not.toHaveBeenCalled();
  });
});

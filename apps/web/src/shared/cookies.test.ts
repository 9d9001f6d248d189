// The cookies helper: read ahead through the Cookie Store API where the browser has it (no read of
// document.cookie, which holds the main thread), document.cookie elsewhere.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CookiesModule from './cookies.ts';

type Cookies = typeof CookiesModule;

class FakeCookieStore extends EventTarget {
  constructor(private readonly answer: () => Promise<{ name: string; value?: string }[]>) {
    super();
  }
  getAll() {
    return this.answer();
  }
  change(changed: { name: string; value?: string }[], deleted: { name: string }[] = []) {
    this.dispatchEvent(Object.assign(new Event('change'), { changed, deleted }));
  }
}

const cookieGetter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let cookieReads = 0;

async function freshCookies(store?: FakeCookieStore): Promise<Cookies> {
  vi.resetModules();
  if (store) vi.stubGlobal('cookieStore', store);
  return import('./cookies.ts');
}

function clearDocumentCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  cookieReads = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      cookieReads += 1;
      return cookieGetter.get!.call(document) as string;
    },
    set(value: string) {
      cookieGetter.set!.call(document, value);
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  clearDocumentCookies();
  vi.unstubAllGlobals();
});

describe('without the Cookie Store API', () => {
  it('reads document.cookie, and reading ahead settles at once', async () => {
    const { cookiesAtHand, readCookie, readCookiesAhead, setCookie } = await freshCookies();
    expect(cookiesAtHand()).toBe(true);
    await readCookiesAhead();
    setCookie('podium language', 'zh-cn', 1);
    expect(readCookie('podium language')).toBe('zh-cn');
    expect(readCookie('absent')).toBeNull();
    expect(cookieReads).toBe(2);
  });
});

describe('with the Cookie Store API', () => {
  it('answers from the cookies read ahead, decoded, without reading document.cookie', async () => {
    document.cookie = 'podium_language=en-us; path=/';
    const store = new FakeCookieStore(async () => [
      { name: 'podium_language', value: 'ja' },
      { name: 'tour%201', value: 'a%20b' },
    ]);
    const { cookiesAtHand, readCookie, readCookiesAhead } = await freshCookies(store);
    expect(cookiesAtHand()).toBe(false);
    await readCookiesAhead();
    expect(cookiesAtHand()).toBe(true);
    expect(readCookie('podium_language')).toBe('ja');
    expect(readCookie('tour 1')).toBe('a b');
    expect(readCookie('absent')).toBeNull();
    expect(cookieReads).toBe(0);
  });

  it('asks the store once however often it is read ahead', async () => {
    const answer = vi.fn(async () => [{ name: 'a', value: '1' }]);
    const { readCookiesAhead } = await freshCookies(new FakeCookieStore(answer));
    await Promise.all([readCookiesAhead(), readCookiesAhead()]);
    await readCookiesAhead();
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it("follows the store's changes, also those made while it was answering", async () => {
    let answer!: (cookies: { name: string; value?: string }[]) => void;
    const store = new FakeCookieStore(() => new Promise((resolve) => (answer = resolve)));
    const { readCookie, readCookiesAhead } = await freshCookies(store);
    const ahead = readCookiesAhead();
    // Made after the store took its answer, heard before the answer arrives.
    store.change([{ name: 'b', value: '2' }], [{ name: 'a' }]);
    answer([
      { name: 'a', value: '1' },
      { name: 'c', value: '3' },
    ]);
    await ahead;
    expect([readCookie('a'), readCookie('b'), readCookie('c')]).toEqual([null, '2', '3']);
    store.change([{ name: 'a', value: '4' }], [{ name: 'c' }]);
    expect([readCookie('a'), readCookie('b'), readCookie('c')]).toEqual(['4', '2', null]);
    expect(cookieReads).toBe(0);
  });

  it('keeps what this page writes, and forgets what it expires', async () => {
    const store = new FakeCookieStore(async () => [{ name: 'gone', value: 'x' }]);
    const { readCookie, readCookiesAhead, setCookie } = await freshCookies(store);
    await readCookiesAhead();
    setCookie('podium_language', 'zh-cn', 365);
    setCookie('gone', '', -1);
    expect(readCookie('podium_language')).toBe('zh-cn');
    expect(readCookie('gone')).toBeNull();
    expect(cookieReads).toBe(0);
    expect(cookieGetter.get!.call(document)).toContain('podium_language=zh-cn');
  });

  it('reads document.cookie when the store does not answer', async () => {
    document.cookie = 'podium_language=ja; path=/';
    const store = new FakeCookieStore(() => Promise.reject(new Error('refused')));
    const { cookiesAtHand, readCookie, readCookiesAhead } = await freshCookies(store);
    await readCookiesAhead();
    expect(cookiesAtHand()).toBe(false);
    expect(readCookie('podium_language')).toBe('ja');
    expect(cookieReads).toBe(1);
  });
});

// SPEC §9 cookies (browser banner closed: features/chrome/browser-banner.ts; system check
// passed; language preference): the expiry in days is given by the caller, so this helper never
// picks a lifetime itself.
//
// Reading document.cookie holds the page's main thread until the browser answers, and during a
// page load a busy browser answers late (5 to 100 ms seen on a phone-sized viewer load). Where
// the browser has the Cookie Store API, the page's cookies are read once ahead of the first render
// without holding the thread (readCookiesAhead) and kept current by the store's change events;
// readCookie then answers from them. Elsewhere it reads document.cookie.
const DAY_MS = 86_400_000;

interface StoredCookie {
  readonly name: string;
  readonly value?: string;
}
interface CookieChange extends Event {
  readonly changed: readonly StoredCookie[];
  readonly deleted: readonly StoredCookie[];
}
interface CookieStoreLike extends EventTarget {
  getAll(): Promise<StoredCookie[]>;
}

/** The page's cookies by their written (encoded) names, once read ahead. */
let known: Map<string, string> | null = null;
let reading: Promise<void> | null = null;

function cookieStore(): CookieStoreLike | undefined {
  return (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
}

/** True when readCookie can answer without asking the browser (or has no other way to ask). */
export function cookiesAtHand(): boolean {
  return known !== null || cookieStore() === undefined;
}

/** Reads the page's cookies without holding the main thread, once; settles when readCookie can answer from them. */
export function readCookiesAhead(): Promise<void> {
  if (reading) return reading;
  const store = cookieStore();
  if (!store) return (reading = Promise.resolve());
  const pending: CookieChange[] = [];
  const apply = (change: CookieChange, to: Map<string, string>) => {
    for (const cookie of change.changed) to.set(cookie.name, cookie.value ?? '');
    for (const cookie of change.deleted) to.delete(cookie.name);
  };
  store.addEventListener('change', (event) => {
    const change = event as CookieChange;
    if (known) apply(change, known);
    else pending.push(change);
  });
  reading = store.getAll().then(
    (cookies) => {
      const read = new Map(cookies.map((cookie) => [cookie.name, cookie.value ?? '']));
      for (const change of pending) apply(change, read);
      known = read;
    },
    // Without an answer, readCookie keeps reading document.cookie.
    () => undefined,
  );
  return reading;
}

export function setCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
  if (known) {
    if (days > 0) known.set(encodeURIComponent(name), encodeURIComponent(value));
    else known.delete(encodeURIComponent(name));
  }
}

export function readCookie(name: string): string | null {
  const written = encodeURIComponent(name);
  if (known) {
    const value = known.get(written);
    return value === undefined ? null : decodeURIComponent(value);
  }
  const prefix = `${written}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

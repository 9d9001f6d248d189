// i18n (SPEC §9 languages en-us, zh-cn, ja). Catalogs are JSON files at
// locales/{language}/{namespace}.json, picked up automatically: a feature adds its namespace by
// adding files, never by editing this module. Keys missing in zh-cn/ja fall back to en-us.
// en-us (the default and the fallback) is part of the first script; another language's catalogs
// are a lazy chunk of their own, loaded before the first render that needs them.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@podium/domain';
import { cookiesAtHand, readCookie, readCookiesAhead, setCookie } from '../cookies.ts';
import english from './locales/en-us/index.ts';

type Catalogs = Record<string, Record<string, unknown>>;

const otherLanguages: Record<string, () => Promise<{ default: Catalogs }>> = {
  'zh-cn': () => import('./locales/zh-cn/index.ts'),
  ja: () => import('./locales/ja/index.ts'),
};

/** SPEC §9 cookie: language preference. */
export const LANGUAGE_COOKIE = 'podium_language';
/** SPEC §9 leaves cookie lifetimes to the caller; a language choice is kept for a year. */
export const LANGUAGE_COOKIE_DAYS = 365;

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

function readLanguageCookie(): Language | null {
  const value = readCookie(LANGUAGE_COOKIE)?.toLowerCase() ?? null;
  return value && isLanguage(value) ? value : null;
}

function browserLanguage(): Language {
  for (const candidate of navigator.languages ?? [navigator.language]) {
    const lower = candidate.toLowerCase();
    if (isLanguage(lower)) return lower;
    if (lower.startsWith('zh')) return 'zh-cn';
    if (lower.startsWith('ja')) return 'ja';
  }
  return DEFAULT_LANGUAGE;
}

export function initialLanguage(): Language {
  return readLanguageCookie() ?? browserLanguage();
}

/**
 * The language the texts start in: the chosen one when the cookie can be read without holding
 * the page (cookies.ts), else the browser's until activeLanguageReady has read the cookie.
 */
function startingLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return cookiesAtHand() ? initialLanguage() : browserLanguage();
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: english },
  lng: startingLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  lowerCaseLng: true,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: Object.keys(english),
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The <html lang> follows the active language so screen readers pronounce texts correctly. */
function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

const loading = new Map<string, Promise<void>>();

/** Registers a language's catalogs once (en-us is always there); resolves when its texts are in. */
export function loadLanguage(language: string): Promise<void> {
  const load = otherLanguages[language];
  if (!load) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then(({ default: catalogs }) => {
      for (const [namespace, catalog] of Object.entries(catalogs)) {
        i18n.addResourceBundle(language, namespace, catalog, true, false);
      }
    });
    // A failed load may be retried by the next choice.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The reader's language and its catalogs; the page renders once they are in (en-us at once). The
 * language cookie is read here, without holding the page, where the texts could not start in it.
 */
export function activeLanguageReady(): Promise<void> {
  return readCookiesAhead()
    .then(async () => {
      const language = typeof document === 'undefined' ? DEFAULT_LANGUAGE : initialLanguage();
      // Without its catalogs the texts are the en-us fallback's, in the reader's language still.
      await loadLanguage(language).catch(() => undefined);
      if (i18n.language !== language) await i18n.changeLanguage(language);
    })
    .catch(() => undefined);
}

/** SPEC §9: a language choice sets the language-preference cookie and switches the texts. */
export async function chooseLanguage(language: Language): Promise<void> {
  setCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

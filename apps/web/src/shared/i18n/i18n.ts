// i18n (SPEC §9 languages en-us, zh-cn, ja). Catalogs are JSON files at
// locales/{language}/{namespace}.json, picked up automatically: a feature adds its namespace by
// adding files, never by editing this module. Keys missing in zh-cn/ja fall back to en-us.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@podium/domain';
import { readCookie, setCookie } from '../cookies.ts';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
});

type Resources = Record<string, Record<string, Record<string, unknown>>>;
export const resources: Resources = {};
for (const [path, module] of Object.entries(modules)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  (resources[language] ??= {})[namespace] = module.default;
}

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

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: typeof document === 'undefined' ? DEFAULT_LANGUAGE : initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  lowerCaseLng: true,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? { common: {} }),
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

/** SPEC §9: a language choice sets the language-preference cookie and switches the texts. */
export async function chooseLanguage(language: Language): Promise<void> {
  setCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  await i18n.changeLanguage(language);
}

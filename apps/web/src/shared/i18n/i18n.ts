// i18n (SPEC §9 languages en-us, zh-cn, ja). Catalogs are JSON files at
// locales/{language}/{namespace}.json, picked up automatically: a feature adds its namespace by
// adding files, never by editing this module. Keys missing in zh-cn/ja fall back to en-us.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@podium/domain';

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

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

function readLanguageCookie(): Language | null {
  const match = /(?:^|; )podium_language=([^;]+)/.exec(document.cookie);
  const value = match?.[1] ? decodeURIComponent(match[1]).toLowerCase() : null;
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

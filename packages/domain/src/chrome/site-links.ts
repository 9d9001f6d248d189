// SPEC §2 "Other links: home, privacy policy, terms of service per language". SPEC names the
// links, not their addresses: each language has its own pages, kept here in one place.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants.ts';

export interface SiteLinks {
  readonly home: string;
  readonly privacy: string;
  readonly terms: string;
}

const SITE = 'https://www.podium.test';

/** The home, privacy policy and terms of service pages of each SPEC §9 language. */
export const SITE_LINKS: Readonly<Record<Language, SiteLinks>> = {
  'en-us': { home: `${SITE}/`, privacy: `${SITE}/privacy`, terms: `${SITE}/terms` },
  'zh-cn': {
    home: `${SITE}/zh-cn/`,
    privacy: `${SITE}/zh-cn/privacy`,
    terms: `${SITE}/zh-cn/terms`,
  },
  ja: { home: `${SITE}/ja/`, privacy: `${SITE}/ja/privacy`, terms: `${SITE}/ja/terms` },
};

/** The links of a language; any other language (or region spelling) gets the default's. */
export function siteLinksFor(language: string): SiteLinks {
  const lower = language.toLowerCase();
  const match = LANGUAGES.find((l) => l === lower);
  return SITE_LINKS[match ?? DEFAULT_LANGUAGE];
}

// `Search slides` texts (namespace `slideSearch`, SPEC §9 languages), carried in the search's
// lazy chunk and registered on import, as the manage area's are.
import { i18n } from '../../shared/i18n/i18n.ts';

export const SLIDE_SEARCH_NAMESPACE = 'slideSearch';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/slideSearch.json',
  { eager: true },
);

/** language → the slideSearch catalog, as registered. */
export const slideSearchCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/slideSearch\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  slideSearchCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, SLIDE_SEARCH_NAMESPACE))
    i18n.addResourceBundle(language, SLIDE_SEARCH_NAMESPACE, module.default);
}

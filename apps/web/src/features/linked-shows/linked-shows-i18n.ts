// The linked-show texts (namespace `linkedShows`, SPEC §9 languages) travel in the lazy chunk of
// the linked-show bar and list (ARCHITECTURE §7 initial JS budget): importing this module
// registers them before any of those components renders.
import { i18n } from '../../shared/i18n/i18n.ts';

export const LINKED_SHOWS_NAMESPACE = 'linkedShows';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/linkedShows.json',
  { eager: true },
);

/** language → the linked-show catalog, as registered. */
export const linkedShowsCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/linkedShows\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  linkedShowsCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, LINKED_SHOWS_NAMESPACE)) {
    i18n.addResourceBundle(language, LINKED_SHOWS_NAMESPACE, module.default);
  }
}

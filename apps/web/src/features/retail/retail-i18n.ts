// The retail texts (namespace `retail`, SPEC §9 languages: the registration page and the console's
// registrations) travel in their lazy chunks rather than with the shell's eagerly bundled catalogs
// (ARCHITECTURE §7 initial JS budget): importing this module registers them before any of those
// components renders.
import { i18n } from '../../shared/i18n/i18n.ts';

export const RETAIL_NAMESPACE = 'retail';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/retail.json', {
  eager: true,
});

/** language → the retail catalog, as registered. */
export const retailCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/retail\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  retailCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, RETAIL_NAMESPACE)) {
    i18n.addResourceBundle(language, RETAIL_NAMESPACE, module.default);
  }
}

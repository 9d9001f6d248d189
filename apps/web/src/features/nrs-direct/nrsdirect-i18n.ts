// The NRS Direct texts (namespace `nrsdirect`, SPEC §9 languages), in the NRS Direct lazy chunk.
import { i18n } from '../../shared/i18n/i18n.ts';

export const NRS_DIRECT_NAMESPACE = 'nrsdirect';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/nrsdirect.json',
  { eager: true },
);

/** language → the nrsdirect catalog, as registered. */
export const nrsDirectCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/nrsdirect\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  nrsDirectCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, NRS_DIRECT_NAMESPACE)) {
    i18n.addResourceBundle(language, NRS_DIRECT_NAMESPACE, module.default);
  }
}

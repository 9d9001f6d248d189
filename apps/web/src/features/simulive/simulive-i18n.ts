// The simulated-live texts (namespace `simulive`, SPEC §9 languages), registered by the lazy
// chunks that show a broadcast (the call views) or control it (the console).
import { i18n } from '../../shared/i18n/i18n.ts';

export const SIMULIVE_NAMESPACE = 'simulive';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/simulive.json',
  { eager: true },
);

/** language → the simulive catalog, as registered. */
export const simuLiveCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/simulive\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  simuLiveCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, SIMULIVE_NAMESPACE)) {
    i18n.addResourceBundle(language, SIMULIVE_NAMESPACE, module.default);
  }
}

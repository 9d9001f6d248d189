// The live video texts (namespace liveVideo; SPEC §9 languages) travel in the live video lazy
// chunks, not with the shell's catalogs (ARCHITECTURE §7 initial JS budget).
import { i18n } from '../../shared/i18n/i18n.ts';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/liveVideo.json',
  { eager: true },
);

/** language → catalog, as registered. */
export const liveVideoCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\/locales\/([^/]+)\/liveVideo\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  liveVideoCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, 'liveVideo'))
    i18n.addResourceBundle(language, 'liveVideo', module.default);
}

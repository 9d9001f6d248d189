// The console's texts (namespace `console`, SPEC §9 languages) travel in the console's lazy chunk
// rather than with the shell's eagerly bundled catalogs (ARCHITECTURE §7 initial JS budget):
// importing this module registers them before any console component renders.
import { i18n } from '../../shared/i18n/i18n.ts';

export const CONSOLE_NAMESPACE = 'console';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/console.json', {
  eager: true,
});

/** language → the console catalog, as registered. */
export const consoleCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/console\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  consoleCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, CONSOLE_NAMESPACE)) {
    i18n.addResourceBundle(language, CONSOLE_NAMESPACE, module.default);
  }
}

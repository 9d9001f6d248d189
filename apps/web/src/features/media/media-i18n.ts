// The player's texts (namespace `media`, SPEC §9 languages) travel in the player's lazy chunk
// rather than with the shell's eagerly bundled catalogs (ARCHITECTURE §7 initial JS budget):
// importing this module registers them before any media component renders.
import { i18n } from '../../shared/i18n/i18n.ts';

export const MEDIA_NAMESPACE = 'media';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/media.json', {
  eager: true,
});

/** language → the media catalog, as registered. */
export const mediaCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/media\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  mediaCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, MEDIA_NAMESPACE)) {
    i18n.addResourceBundle(language, MEDIA_NAMESPACE, module.default);
  }
}

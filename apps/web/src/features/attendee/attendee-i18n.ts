// The attendee details texts (namespace `attendee`, SPEC §9 languages) travel in the step's lazy
// chunk rather than with the shell's eagerly bundled catalogs (ARCHITECTURE §7 initial JS budget):
// importing this module registers them before the step renders.
import { i18n } from '../../shared/i18n/i18n.ts';

export const ATTENDEE_NAMESPACE = 'attendee';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/attendee.json',
  { eager: true },
);

/** language → the attendee catalog, as registered. */
export const attendeeCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/attendee\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  attendeeCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, ATTENDEE_NAMESPACE)) {
    i18n.addResourceBundle(language, ATTENDEE_NAMESPACE, module.default);
  }
}

// The texts of the live call (namespaces realtime, conference, qna, dialin; SPEC §9 languages)
// travel in the conference lazy chunk, not with the shell's catalogs (ARCHITECTURE §7 initial JS
// budget): importing this module registers them before any call component renders.
import { i18n } from '../../shared/i18n/i18n.ts';

export const CONFERENCE_NAMESPACES = ['realtime', 'conference', 'qna', 'dialin'] as const;

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../realtime/locales/*/realtime.json',
    './locales/*/conference.json',
    '../qna/locales/*/qna.json',
    '../dialin/locales/*/dialin.json',
  ],
  { eager: true },
);

/** language → namespace → catalog, as registered. */
export const conferenceCatalogs: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(modules)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match === null) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  (conferenceCatalogs[language] ??= {})[namespace] = module.default;
  if (!i18n.hasResourceBundle(language, namespace)) {
    i18n.addResourceBundle(language, namespace, module.default);
  }
}

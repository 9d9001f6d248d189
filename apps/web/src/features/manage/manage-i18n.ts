// The manage area's texts (namespace `manage`, SPEC §9 languages), carried in its lazy chunk and
// registered on import, as the console's are. Field messages come from the shared schemas in
// English; `fieldMessage` shows them in the reader's language.
import { i18n } from '../../shared/i18n/i18n.ts';

export const MANAGE_NAMESPACE = 'manage';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/manage.json', {
  eager: true,
});

/** language → the manage catalog, as registered. */
export const manageCatalogs: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/manage\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  manageCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, MANAGE_NAMESPACE)) {
    i18n.addResourceBundle(language, MANAGE_NAMESPACE, module.default);
  }
}

/** The catalog key of a schema message: its words in lower case, joined by underscores. */
export function fieldMessageKey(message: string): string {
  return message
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** A schema's field message in the current language (as sent when no translation exists). */
export function fieldMessage(message: string): string {
  return i18n.t(`fieldErrors.${fieldMessageKey(message)}`, {
    ns: MANAGE_NAMESPACE,
    defaultValue: message,
  });
}

// The system check's texts (SPEC §9 languages) travel with its lazy chunk, not with the shell's
// catalogs (ARCHITECTURE §7 initial JS budget).
import { i18n } from '../../shared/i18n/i18n.ts';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/systemCheck.json',
  { eager: true },
);

for (const [path, module] of Object.entries(modules)) {
  const language = /\/locales\/([^/]+)\/systemCheck\.json$/.exec(path)?.[1];
  if (language !== undefined && !i18n.hasResourceBundle(language, 'systemCheck'))
    i18n.addResourceBundle(language, 'systemCheck', module.default);
}

// The tour's texts (SPEC §9 languages) travel with its lazy chunk (ARCHITECTURE §7).
import { i18n } from '../../shared/i18n/i18n.ts';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/tour.json', {
  eager: true,
});

for (const [path, module] of Object.entries(modules)) {
  const language = /\/locales\/([^/]+)\/tour\.json$/.exec(path)?.[1];
  if (language !== undefined && !i18n.hasResourceBundle(language, 'tour'))
    i18n.addResourceBundle(language, 'tour', module.default);
}

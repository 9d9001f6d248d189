// The Welcome and Event Media panels' texts (namespace `chromePanels`, SPEC §9 languages) travel
// with those panels' lazy chunk, not with the viewer's initial catalogs (ARCHITECTURE §7 budget):
// importing this module registers them.
import { i18n } from '../../shared/i18n/i18n.ts';

export const CHROME_PANELS_NAMESPACE = 'chromePanels';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/chromePanels.json',
  { eager: true },
);

for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/chromePanels\.json$/.exec(path)?.[1];
  if (language !== undefined && !i18n.hasResourceBundle(language, CHROME_PANELS_NAMESPACE)) {
    i18n.addResourceBundle(language, CHROME_PANELS_NAMESPACE, module.default);
  }
}

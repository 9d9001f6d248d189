// The SPEC §8 texts of a viewer the conference call cut off (SPEC §6), for the error screen a
// reload lands on (namespace `cutoff`). The call views carry the same texts in their own lazy
// catalogs (conference namespace); these few travel with the shell so the error screen needs
// none of the call's chunk (ARCHITECTURE §7). Importing this module registers them.
import type { CutOffReason } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';

export const CUTOFF_NAMESPACE = 'cutoff';

const modules = import.meta.glob<{ default: Record<CutOffReason, string> }>(
  './locales/*/cutoff.json',
  { eager: true },
);

/** language → the catalog, as registered. */
export const cutOffCatalogs: Record<string, Record<CutOffReason, string>> = {};
for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/cutoff\.json$/.exec(path)?.[1];
  if (language === undefined) continue;
  cutOffCatalogs[language] = module.default;
  if (!i18n.hasResourceBundle(language, CUTOFF_NAMESPACE)) {
    i18n.addResourceBundle(language, CUTOFF_NAMESPACE, module.default);
  }
}

// The connection texts (namespace `realtime`, SPEC §8) for any lazy view that shows the
// ConnectionToaster outside the call views (the coordinator console): importing this module
// registers them. The call views register them with their own catalogs (conference-i18n.ts).
import { i18n } from '../../shared/i18n/i18n.ts';

export const REALTIME_NAMESPACE = 'realtime';

const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/realtime.json',
  {
    eager: true,
  },
);

for (const [path, module] of Object.entries(modules)) {
  const language = /\.\/locales\/([^/]+)\/realtime\.json$/.exec(path)?.[1];
  if (language !== undefined && !i18n.hasResourceBundle(language, REALTIME_NAMESPACE)) {
    i18n.addResourceBundle(language, REALTIME_NAMESPACE, module.default);
  }
}

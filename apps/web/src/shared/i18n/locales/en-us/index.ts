// Every catalog of this language, by namespace: locales/en-us/{namespace}.json.
import { catalogsOf } from '../catalogs-of.ts';

export default catalogsOf(
  import.meta.glob<{ default: Record<string, unknown> }>('./*.json', { eager: true }),
);

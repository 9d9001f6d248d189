// Every catalog of this language, by namespace: locales/zh-cn/{namespace}.json.
import { catalogsOf } from '../catalogs-of.ts';

export default catalogsOf(
  import.meta.glob<{ default: Record<string, unknown> }>('./*.json', { eager: true }),
);

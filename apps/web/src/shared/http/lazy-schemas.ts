// Access to the first screens' schemas without putting zod in the first script: each use awaits
// the schema chunk, which the browser fetches once.
import type * as FirstScreen from './first-screen-schemas.ts';

export type FirstScreenSchemas = typeof FirstScreen;

export function firstScreenSchemas(): Promise<FirstScreenSchemas> {
  return import('./first-screen-schemas.ts');
}

/** A schema of the first screens, for requestJson, loaded on first use. */
export function lazySchema<K extends keyof FirstScreenSchemas>(
  name: K,
): () => Promise<FirstScreenSchemas[K]> {
  return () => firstScreenSchemas().then((schemas) => schemas[name]);
}

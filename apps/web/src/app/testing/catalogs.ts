// Catalog checks every feature's i18n test shares (SPEC §9 languages): a catalog flattened to its
// dotted keys, and a translation that must carry every en-us key with the same placeholders.
import { expect } from 'vitest';

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flattenCatalog(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries((value ?? {}) as Record<string, unknown>))
    Object.assign(out, flattenCatalog(child, prefix ? `${prefix}.${key}` : key));
  return out;
}

/** The `{{name}}` placeholders of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

/** The translation has exactly the English keys, each with the English text's placeholders. */
export function expectTranslationOf(
  english: Record<string, string>,
  translated: Record<string, string>,
  label: string,
): void {
  expect(Object.keys(translated).sort(), label).toEqual(Object.keys(english).sort());
  for (const [key, text] of Object.entries(english))
    expect(placeholdersOf(translated[key] ?? ''), `${label}:${key}`).toEqual(placeholdersOf(text));
}

// The components' texts: react-i18next's useTranslation, made cheap enough for a phone's first
// screens. Every component of the viewer asks for texts on every render; react-i18next's hook
// builds its options, a wrapper of the instance and a subscription per component, and each t call
// resolves the key again (options spread, lookup, interpolation pass). Here one t is kept per
// instance, namespace and language, and a plain lookup (a key, no options) is resolved once.
// The semantics stay react-i18next's defaults: components render again when the language
// changes; catalogs added later are read by lookups made after they are in.
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type * as ReactI18next from 'react-i18next';
import type { i18n as I18n, Namespace, TFunction } from 'i18next';

interface InstanceTexts {
  /** Counts language changes: the components' snapshot. */
  revision: number;
  subscribe: (listener: () => void) => () => void;
  /** One t per namespace for the current language and catalogs. */
  byNamespace: Map<string, TFunction>;
}

const instances = new WeakMap<I18n, InstanceTexts>();

function textsOf(instance: I18n): InstanceTexts {
  const known = instances.get(instance);
  if (known) return known;
  const listeners = new Set<() => void>();
  const texts: InstanceTexts = {
    revision: 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    byNamespace: new Map(),
  };
  // Catalogs added (another language's, or a namespace's) change what a lookup finds: later
  // lookups resolve again. Mounted components render again on a language change, as with
  // react-i18next's defaults.
  const dropNamespace = (_language: string, namespace: string) => {
    for (const name of texts.byNamespace.keys())
      if (name.split('\n').includes(namespace)) texts.byNamespace.delete(name);
  };
  instance.store.on('added', dropNamespace);
  instance.store.on('removed', dropNamespace);
  instance.on('languageChanged', () => {
    texts.byNamespace.clear();
    texts.revision += 1;
    for (const listener of listeners) listener();
  });
  instances.set(instance, texts);
  return texts;
}

/** The t of a namespace (or namespaces, first wins) whose plain lookups are resolved once. */
export function cachedT(instance: I18n, ns: Namespace | undefined): TFunction {
  const texts = textsOf(instance);
  const defaultNs = instance.options.defaultNS;
  const named = ns ?? (defaultNs === false || defaultNs === undefined ? 'translation' : defaultNs);
  const name = typeof named === 'string' ? named : named.join('\n');
  const known = texts.byNamespace.get(name);
  if (known) return known;
  const fixed = instance.getFixedT(instance.language, ns ?? null) as unknown as CallableT;
  const resolved = new Map<string, string>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
    const hit = resolved.get(key);
    if (hit !== undefined) return hit;
    const text = fixed(key);
    if (typeof text === 'string') resolved.set(key, text);
    return text;
  }) as unknown as TFunction;
  texts.byNamespace.set(name, t);
  return t;
}

type CallableT = (key: unknown, ...rest: unknown[]) => unknown;

function useTexts(ns?: Namespace) {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  const texts = textsOf(instance);
  useSyncExternalStore(texts.subscribe, () => texts.revision);
  const t = cachedT(instance, ns);
  const response = [t, instance, true] as unknown as ReturnType<
    typeof ReactI18next.useTranslation
  > & {
    t: TFunction;
    i18n: I18n;
    ready: boolean;
  };
  response.t = t;
  response.i18n = instance;
  response.ready = true;
  return response;
}

/**
 * react-i18next's useTranslation for a namespace (or a list), with the same answer: t, i18n and
 * ready, as an array and as properties. Its options (keyPrefix, lng) are not supported.
 */
export const useTranslation = useTexts as unknown as <
  const Ns extends Parameters<typeof ReactI18next.useTranslation>[0] = undefined,
>(
  ns?: Ns,
) => ReturnType<typeof ReactI18next.useTranslation<Ns>>;

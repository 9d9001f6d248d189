// Server data for a screen: one load per key, its outcome as state. The shell's needs (a
// disclaimer, a list of linked shows) are small enough that a query library would cost more
// bundle (ARCHITECTURE §7 budget) than it saves.
import { useEffect, useRef, useState } from 'react';

export type AsyncData<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

type Settled<T> = Extract<AsyncData<T>, { status: 'success' | 'error' }>;

/**
 * Loads when `key` is set or changes; a null key loads nothing. The latest `load` is used.
 * `atHand` names data the page already has for the first key (null when it has none): the first
 * render shows it, and it is not loaded again.
 */
export function useAsyncData<T>(
  key: string | null,
  load: () => Promise<T>,
  atHand?: () => T | null,
): AsyncData<T> {
  const loadRef = useRef(load);
  const [settled, setSettled] = useState<{ key: string; result: Settled<T> } | null>(() => {
    const data = key === null || atHand === undefined ? null : atHand();
    return key === null || data === null ? null : { key, result: { status: 'success', data } };
  });
  // The key whose data was at hand when the screen mounted: its first effect loads nothing.
  const heldKey = useRef(settled?.key ?? null);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return undefined;
    // Run again for the same key (React's strict mode does), it still loads nothing; once
    // another key has loaded, coming back to this one loads it like any other.
    if (key === heldKey.current) return undefined;
    heldKey.current = null;
    let active = true;
    loadRef.current().then(
      (data) => {
        if (active) setSettled({ key, result: { status: 'success', data } });
      },
      (error: unknown) => {
        if (active) setSettled({ key, result: { status: 'error', error } });
      },
    );
    return () => {
      active = false;
    };
  }, [key]);

  if (key === null) return { status: 'idle' };
  return settled?.key === key ? settled.result : { status: 'pending' };
}

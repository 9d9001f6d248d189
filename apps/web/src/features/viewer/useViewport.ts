// The window size the SPEC §2 mobile layout and the SPEC §9 prefetch rule depend on. Asking the
// window for its size lays out a page whose DOM has just changed, so the size is measured once at
// the first question and then on each resize, and renders read the size kept.
import { useSyncExternalStore } from 'react';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

let kept: Viewport | null = null;
const listeners = new Set<() => void>();

function measure(): Viewport {
  const width = window.innerWidth;
  const height = window.innerHeight;
  // useSyncExternalStore needs a stable snapshot between changes.
  if (!kept || kept.width !== width || kept.height !== height) kept = { width, height };
  return kept;
}

function onResize(): void {
  const before = kept;
  if (measure() !== before) for (const listener of listeners) listener();
}

function read(): Viewport {
  if (kept) return kept;
  // One listener for the page keeps the size current from the first question on.
  window.addEventListener('resize', onResize);
  window.addEventListener('orientationchange', onResize);
  return measure();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, read, read);
}

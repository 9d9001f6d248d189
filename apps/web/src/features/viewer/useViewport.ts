// The window size the SPEC §2 mobile layout and the SPEC §9 prefetch rule depend on.
import { useSyncExternalStore } from 'react';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

let cached: Viewport | null = null;

function read(): Viewport {
  const width = window.innerWidth;
  const height = window.innerHeight;
  // useSyncExternalStore needs a stable snapshot between changes.
  if (!cached || cached.width !== width || cached.height !== height) cached = { width, height };
  return cached;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, read, read);
}

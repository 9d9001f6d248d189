// Lazy chunks with the SPEC §8/§9 chunk load failure: a chunk that has not arrived within
// CHUNK_LOAD_TIMEOUT_MS (120 s), or whose request failed, becomes a ChunkLoadError that
// the LazyBoundary around it turns into an offer to reload. Use: lazy(withChunkTimeout(() => import(…))).
import { CHUNK_LOAD_TIMEOUT_MS } from '@podium/domain';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the viewer could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The load, failing with ChunkLoadError when it fails or takes longer than the timeout. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error));
        },
      );
    });
}

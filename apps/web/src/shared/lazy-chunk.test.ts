// SPEC §8, §9: a chunk that fails, or has not arrived after 120 s, is a chunk load failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@podium/domain';
import { ChunkLoadError, withChunkTimeout } from './lazy-chunk.ts';

describe('SPEC §9 chunk load timeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk that arrives in time', async () => {
    await expect(withChunkTimeout(() => Promise.resolve('chunk'))()).resolves.toBe('chunk');
  });

  it('turns a failed request into a ChunkLoadError', async () => {
    const load = withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails a chunk still missing after 120 s, not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const failed = vi.fn();
    withChunkTimeout(() => new Promise<never>(() => undefined))().then(settled, failed);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    expect(settled).not.toHaveBeenCalled();
  });
});

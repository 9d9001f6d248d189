import { describe, expect, it } from 'vitest';
import {
  SLIDE_IMAGE_RETRY_FIRST_MS,
  SLIDE_IMAGE_RETRY_MAX_MS,
  slideImageRetryDelayMs,
  slideImageRetryUrl,
} from './image-retry.ts';

describe('slide image retry (SPEC §2 slides, §9 limits)', () => {
  it('waits 1 s, then doubles, capped at 10 s', () => {
    expect(slideImageRetryDelayMs(0)).toBe(SLIDE_IMAGE_RETRY_FIRST_MS);
    expect(slideImageRetryDelayMs(1)).toBe(2_000);
    expect(slideImageRetryDelayMs(3)).toBe(8_000);
    expect(slideImageRetryDelayMs(4)).toBe(SLIDE_IMAGE_RETRY_MAX_MS);
    expect(slideImageRetryDelayMs(50)).toBe(SLIDE_IMAGE_RETRY_MAX_MS);
  });

  it('marks retries in the address, keeping the query and the fragment', () => {
    expect(slideImageRetryUrl('/s/1.png', 0)).toBe('/s/1.png');
    expect(slideImageRetryUrl('/s/1.png', 2)).toBe('/s/1.png?retry=2');
    expect(slideImageRetryUrl('/s/1.png?w=2', 1)).toBe('/s/1.png?w=2&retry=1');
    expect(slideImageRetryUrl('/s/1.png#x', 1)).toBe('/s/1.png?retry=1#x');
  });
});

import { describe, expect, it } from 'vitest';
import { storageKey, storageKeyPrefix } from './keys.ts';

describe('SPEC §9 storage keys prefixed P{presId}P', () => {
  it('prefixes the key', () => {
    expect(storageKeyPrefix(1001)).toBe('P1001P');
    expect(storageKey(1001, 'slideIndex')).toBe('P1001PslideIndex');
  });
  it('keeps presentations apart', () => {
    expect(storageKey(1, '0slide')).not.toBe(storageKey(10, 'slide'));
  });
});

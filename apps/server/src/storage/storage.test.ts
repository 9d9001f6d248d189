// Storage keys never leave their area.
import { describe, expect, it } from 'vitest';
import { assertSafeKey } from './storage.ts';

describe('assertSafeKey', () => {
  it('accepts nested relative keys', () => {
    expect(() => assertSafeKey('1001/thumbs/slide-01.jpg')).not.toThrow();
  });

  it.each(['', '../etc/passwd', '1001/../../x', '/abs', '1001//x', 'a\\b', 'a/./b', 'nul\0'])(
    'rejects %j',
    (key) => {
      expect(() => assertSafeKey(key)).toThrow(/Unsafe storage key/);
    },
  );
});

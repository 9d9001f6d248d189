import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('scrypt passwords', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const [a, b] = await Promise.all([hashPassword('podium'), hashPassword('podium')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('podium', a)).toBe(true);
    expect(await verifyPassword('Podium', a)).toBe(false);
  });

  it('rejects stored values that are not scrypt hashes', async () => {
    expect(await verifyPassword('podium', 'plain')).toBe(false);
    expect(await verifyPassword('podium', 'scrypt$16384$8$1$$')).toBe(false);
  });
});

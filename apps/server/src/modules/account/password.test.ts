import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './password.ts';

/** A hash as an older release stored it (N=2^14, r=8, p=1). */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('scrypt passwords', () => {
  it('hashes at the OWASP minimum N=2^14, r=8, p=5, with a fresh salt per hash', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 16384, r: 8, p: 5 });
    const [a, b] = await Promise.all([hashPassword('podium'), hashPassword('podium')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('podium', a)).toBe(true);
    expect(await verifyPassword('Podium', a)).toBe(false);
  });

  it('verifies hashes made with older parameters, and says they need replacing', async () => {
    const old = legacyHash('podium');
    expect(await verifyPassword('podium', old)).toBe(true);
    expect(await verifyPassword('podium!', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('podium'))).toBe(false);
  });

  it('rejects stored values that are not scrypt hashes, and asks to replace them', async () => {
    for (const stored of [
      'plain',
      'scrypt$16384$8$1$$',
      'bcrypt$16384$8$5$c2FsdA$aGFzaA',
      'scrypt$0$8$5$c2FsdA$aGFzaA',
      'scrypt$16384$8$-1$c2FsdA$aGFzaA',
      'scrypt$1.5$8$5$c2FsdA$aGFzaA',
      'scrypt$1073741824$8$1$c2FsdA$aGFzaA',
      'scrypt$16384$8$5$c2FsdA$aGFzaA$extra',
    ]) {
      expect(await verifyPassword('podium', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});

// Password hashing with node:crypto scrypt. The stored form carries its parameters, so hashes
// made with older (weaker) parameters still verify and are replaced at the next sign-in.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/**
 * One of the scrypt settings the OWASP Password Storage Cheat Sheet lists as a minimum
 * (N=2^14, r=8, p=5): 16 MiB a hash, which fits node's default scrypt memory limit.
 */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 5 } as const;

/** Well above what any setting above needs (128 · N · r bytes), well below anything harmful. */
const MAX_MEMORY = 64 * 1024 * 1024;

interface StoredHash {
  readonly params: { N: number; r: number; p: number };
  readonly salt: Buffer;
  readonly hash: Buffer;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const positiveInteger = (value: string | undefined) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

function parse(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  const N = positiveInteger(n);
  const R = positiveInteger(r);
  const P = positiveInteger(p);
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash) return null;
  if (N === null || R === null || P === null || 128 * N * R > MAX_MEMORY) return null;
  return {
    params: { N, r: R, p: P },
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  return [
    'scrypt',
    SCRYPT_PARAMS.N,
    SCRYPT_PARAMS.r,
    SCRYPT_PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (parsed === null) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** True when a stored hash was made with other parameters than today's: replace it. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (parsed === null) return true;
  const { N, r, p } = parsed.params;
  return N !== SCRYPT_PARAMS.N || r !== SCRYPT_PARAMS.r || p !== SCRYPT_PARAMS.p;
}

/**
 * A hash of nothing anyone knows, verified when the email is unknown so that sign-in takes the
 * same time whether or not the account exists.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

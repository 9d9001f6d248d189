// The guest cookie: a random token given to the browser of an entry-code guest, so entering again
// in the same browser (after signing out, or once the session idled out) is the same guest, with
// the same name and the same conference registration. Only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';

export const GUEST_COOKIE = 'podium_guest';
/** How long a browser keeps its guest identity: a roadshow and its replay window. */
export const GUEST_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** 32 random bytes in base64url; any other value names no guest. */
const GUEST_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newGuestToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isGuestTokenShape(value: string | undefined): value is string {
  return value !== undefined && GUEST_TOKEN_SHAPE.test(value);
}

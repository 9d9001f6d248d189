// SPEC §8: a 401 stores a session-expired flag (the HTTP client sets it) before the timeout
// screen. The validate screen reads it to explain why the user is asked to sign in again, and a
// successful entry clears it.
import { SESSION_EXPIRED_FLAG } from '../../shared/http/client.ts';

export { SESSION_EXPIRED_FLAG };

export function isSessionExpired(): boolean {
  return sessionStorage.getItem(SESSION_EXPIRED_FLAG) !== null;
}

export function clearSessionExpired(): void {
  sessionStorage.removeItem(SESSION_EXPIRED_FLAG);
}

// What a failed manage call says, for components that show it (they never see the HTTP client).
import { HttpError } from '../../shared/http/client.ts';

/** The server's message for a refused call; null for anything else (network, a bug). */
export function serverMessage(error: unknown): string | null {
  return error instanceof HttpError ? error.message : null;
}

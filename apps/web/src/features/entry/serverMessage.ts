import { HttpError } from '../../shared/http/client.ts';

/** SPEC §8 "other errors pass on": the server's message when it sent one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof HttpError ? error.message : fallback;
}

// What the console tells the coordinator when a call fails: the server's own message when it
// answered (SPEC §8 "other errors pass on"; the console shows them), else that it was unreachable.
import { HttpError } from '../../shared/http/client.ts';

export type ConsoleError =
  | { readonly kind: 'server'; readonly status: number; readonly message: string }
  | { readonly kind: 'unreachable' };

export function describeError(error: unknown): ConsoleError {
  return error instanceof HttpError
    ? { kind: 'server', status: error.status, message: error.message }
    : { kind: 'unreachable' };
}

/** The server refuses the console to anyone but event coordinators and site admins. */
export function isForbidden(error: ConsoleError): boolean {
  return error.kind === 'server' && error.status === 403;
}

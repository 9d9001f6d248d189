// The error vocabulary of the API (podium plan: bad input 400, no session 401, no access 403,
// unknown id 404). Services throw these; the error handler turns them into {statusCode, error,
// message} bodies, plus the reason when one was given (ErrorBodySchema).
import { STATUS_CODES } from 'node:http';
import type { CutOffReason } from '@podium/domain';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Machine-readable cause the viewer acts on (ErrorBody.reason). */
    readonly reason?: CutOffReason,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get error(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in or enter an entry code to continue.') =>
  new HttpError(401, message);
/** The reason is given when a conference call cut the viewer off (SPEC §6). */
export const forbidden = (
  message = 'You do not have access to this presentation.',
  reason?: CutOffReason,
) => new HttpError(403, message, reason);
export const notFound = (message: string) => new HttpError(404, message);
/** SPEC §3: only .mp4 media files are accepted. */
export const unsupportedMediaType = (message: string) => new HttpError(415, message);

// The error vocabulary of the API (podium plan: bad input 400, no session 401, no access 403,
// unknown id 404). Services throw these; the error handler turns them into {statusCode, error,
// message} bodies.
import { STATUS_CODES } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
export const forbidden = (message = 'You do not have access to this presentation.') =>
  new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
/** SPEC §3: only .mp4 media files are accepted. */
export const unsupportedMediaType = (message: string) => new HttpError(415, message);

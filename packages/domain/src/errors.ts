// Why a use of the product was refused, in the product's words rather than HTTP's: services throw
// these and the server's error plugin alone decides the status code each one answers with. The
// web app never sees these classes, only the error body (api/schemas.ts ErrorBodySchema).
import type { CutOffReason } from './conference/cutoff-reason.ts';

/** Every kind of refusal; the server maps each to one status code by an exhaustive switch. */
export type DomainErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'unsupportedMedia'
  | 'tooManyAttempts';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

/** The input breaks a rule of its shape or range (SPEC §5); the message names the field. */
export class ValidationError extends DomainError {
  readonly kind = 'validation';
  override readonly name = 'ValidationError';
}

/** No session, or it has expired: sign in or enter a code. */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
  override readonly name = 'UnauthorizedError';
  constructor(message = 'Sign in or enter an entry code to continue.') {
    super(message);
  }
}

/** SPEC §6: the caller may not do this; when a conference call cut them off, the reason says why. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  override readonly name = 'ForbiddenError';
  constructor(
    message = 'You do not have access to this presentation.',
    /** Machine-readable cause the viewer acts on (ErrorBody.reason). */
    readonly reason?: CutOffReason,
  ) {
    super(message);
  }
}

/** No such thing, or none this caller may know of. */
export class NotFoundError extends DomainError {
  readonly kind = 'notFound';
  override readonly name = 'NotFoundError';
}

/** The thing is in a state that does not allow this now (SPEC §4 states and transitions). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  override readonly name = 'ConflictError';
}

/** SPEC §3: a file of a type the product does not accept (media files are .mp4 only). */
export class UnsupportedMediaError extends DomainError {
  readonly kind = 'unsupportedMedia';
  override readonly name = 'UnsupportedMediaError';
}

/** Too many failed attempts in a row: the caller is locked out for a while (attempt-lockout.ts). */
export class TooManyAttemptsError extends DomainError {
  readonly kind = 'tooManyAttempts';
  override readonly name = 'TooManyAttemptsError';
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many failed attempts. Please wait ${retryAfterSeconds} seconds before trying again.`,
  ) {
    super(message);
  }
}

/** Too many calls in a short time, failed or not (request-rates.ts). */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new TooManyAttemptsError(
    retryAfterSeconds,
    `Too many requests. Please wait ${retryAfterSeconds} seconds before trying again.`,
  );

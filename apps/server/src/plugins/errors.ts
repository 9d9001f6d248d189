// Error responses: every error is JSON {statusCode, error, message} (plus the reason a conference
// call cut the caller off); client mistakes are 4xx with a message a developer can act on, and
// only server faults are 500. The domain's errors become status codes here and nowhere else.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DomainError,
  ForbiddenError,
  MAX_JSON_BODY_BYTES,
  TooManyAttemptsError,
  type ErrorBody,
} from '@podium/domain';

/** Tries to answer a request no route matched; true when it did (e.g. the SPA history fallback). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** The one status code each kind of domain error answers with. */
export function statusCodeOf(error: DomainError): number {
  switch (error.kind) {
    case 'validation':
      return 400;
    case 'unauthorized':
      return 401;
    case 'forbidden':
      return 403;
    case 'notFound':
      return 404;
    case 'conflict':
      return 409;
    case 'unsupportedMedia':
      return 415;
    case 'tooManyAttempts':
      return 429;
  }
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  reason?: ErrorBody['reason'],
): FastifyReply {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(reason === undefined ? body : { ...body, reason });
}

/** The request part a route schema validated, named as http/validate.ts names it. */
const SCHEMA_PARTS: Readonly<Record<string, string>> = {
  querystring: 'query',
  params: 'path',
  body: 'body',
  headers: 'header',
};

/**
 * A route schema's validation failure (fastify-type-provider-zod), worded as validate() words
 * its own: `Invalid query field "containerGuid": …`, so a client sees one style either way.
 */
function schemaValidationMessage(error: FastifyError): string | null {
  const first = error.validation?.[0];
  if (!first) return null;
  const part = SCHEMA_PARTS[error.validationContext ?? ''] ?? 'request';
  const path = first.instancePath.split('/').filter(Boolean).join('.');
  return path
    ? `Invalid ${part} field "${path}": ${first.message ?? 'invalid value'}`
    : `Invalid ${part}: ${first.message ?? 'invalid value'}`;
}

function clientMessage(error: FastifyError): string {
  const invalid = schemaValidationMessage(error);
  if (invalid !== null) return invalid;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `Request body is too large (limit ${MAX_JSON_BODY_BYTES} bytes).`;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty but Content-Type is application/json.';
    default:
      return error.message;
  }
}

export function setupErrorHandling(app: FastifyInstance): {
  addNotFoundFallback(fallback: NotFoundFallback): void;
} {
  const fallbacks: NotFoundFallback[] = [];

  app.setErrorHandler<FastifyError | DomainError>((error, request, reply) => {
    if (error instanceof DomainError) {
      const reason = error instanceof ForbiddenError ? error.reason : undefined;
      if (error instanceof TooManyAttemptsError)
        reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendError(reply, statusCodeOf(error), error.message, reason);
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500)
      return sendError(reply, status, clientMessage(error));
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'Internal server error.');
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!request.url.startsWith('/api/')) {
      for (const fallback of fallbacks) {
        if (await fallback(request, reply)) return reply;
      }
    }
    return sendError(
      reply,
      404,
      `No route for ${request.method} ${request.url.split('?')[0] ?? ''}.`,
    );
  });

  return { addNotFoundFallback: (fallback) => void fallbacks.push(fallback) };
}

// Error responses (podium plan): every error is JSON {statusCode, error, message}; client mistakes
// are 4xx with a message a developer can act on, and only server faults are 500.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_JSON_BODY_BYTES, type ErrorBody } from '@podium/domain';
import { HttpError } from '../http/errors.ts';

/** Tries to answer a request no route matched; true when it did (e.g. the SPA history fallback). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

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

function clientMessage(error: FastifyError): string {
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

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError)
      return sendError(reply, error.statusCode, error.message, error.reason);
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

// The route layer's one translation from an HTTP request to the services' Caller.
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../modules/access/caller.ts';

export function callerOf(request: FastifyRequest): Caller {
  return {
    session: request.session,
    sessionExpired: request.sessionExpired,
    origin: `${request.protocol}://${request.host}`,
    timeZone: request.timeZone,
  };
}

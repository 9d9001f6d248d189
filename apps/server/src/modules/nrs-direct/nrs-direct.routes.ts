// NRS Direct console call (SPEC §4 padding navigation): POST
// /presentations/{presId}/conferencecalls/{confId}/console/paddingnav {Command: startTour|endTour}
// (thin: validate, call the service).
import type { FastifyInstance } from 'fastify';
import { PaddingCommandBodySchema } from '@podium/domain';
import { validate } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { CALL_ROUTE, callIds, type CallParams } from '../conference/conference.routes.ts';
import { callerOf } from '../../http/caller.ts';

export function nrsDirectRoutes(app: FastifyInstance, { nrsDirect }: Services): void {
  app.post<{ Params: CallParams }>(`${CALL_ROUTE}/console/paddingnav`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    const { Command } = validate(PaddingCommandBodySchema, request.body, 'body');
    reply.header('Cache-Control', 'no-store');
    return nrsDirect.paddingCommand(callerOf(request), presId, confId, Command);
  });
}

// SPEC §7 live events under /presentations/{presId}/liveevents/{confId}: GET playback/control
// (Status, Offset), GET playbackMedia, and the console's POST playback/control (thin: validate,
// call the service).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BroadcastCommandBodySchema, IdParam } from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { callerOf } from '../../http/caller.ts';

const LIVE_EVENT = '/presentations/:presId/liveevents/:confId';
interface Params {
  presId: string;
  confId: string;
}

function ids(request: FastifyRequest<{ Params: Params }>) {
  return {
    presId: validateField(IdParam, request.params.presId, 'path', 'presId'),
    confId: validateField(IdParam, request.params.confId, 'path', 'confId'),
  };
}

export function simuLiveRoutes(app: FastifyInstance, { simuLive }: Services): void {
  app.get<{ Params: Params }>(`${LIVE_EVENT}/playback/control`, async (request, reply) => {
    const { presId, confId } = ids(request);
    // The position moves every moment: never cache it.
    reply.header('Cache-Control', 'no-store');
    return simuLive.playbackControl(callerOf(request), presId, confId);
  });

  app.post<{ Params: Params }>(`${LIVE_EVENT}/playback/control`, async (request, reply) => {
    const { presId, confId } = ids(request);
    const { Command } = validate(BroadcastCommandBodySchema, request.body, 'body');
    reply.header('Cache-Control', 'no-store');
    return simuLive.command(callerOf(request), presId, confId, Command);
  });

  app.get<{ Params: Params }>(`${LIVE_EVENT}/playbackMedia`, async (request, reply) => {
    const { presId, confId } = ids(request);
    reply.header('Cache-Control', 'no-store');
    return simuLive.playbackMedia(callerOf(request), presId, confId);
  });
}

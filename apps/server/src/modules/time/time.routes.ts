// GET time/convertUTCToClientTimeZone (SPEC §7).
import type { FastifyInstance } from 'fastify';
import { apiPaths, ConvertTimeQuerySchema } from '@podium/domain';
import { validate } from '../../http/validate.ts';
import { convertUtcToZone } from './time.service.ts';

export function timeRoutes(app: FastifyInstance): void {
  app.get(`/${apiPaths.convertTime()}`, async (request) => {
    const query = validate(ConvertTimeQuerySchema, request.query, 'query');
    return { Value: convertUtcToZone(query) };
  });
}

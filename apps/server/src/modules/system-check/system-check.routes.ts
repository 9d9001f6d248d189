// SPEC §7 GET /livevideo/system-check/signature, and the test stream the signature opens. Both
// are open to anyone: the system check pages run before any event is entered.
import type { FastifyInstance } from 'fastify';
import {
  SystemCheckSignatureSchema,
  SystemCheckStreamFileSchema,
  systemCheckPaths,
} from '@podium/domain';
import { validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';

export function systemCheckRoutes(app: FastifyInstance, { systemCheck }: Services): void {
  app.get(`/${systemCheckPaths.signature()}`, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return systemCheck.signature();
  });

  app.get<{ Params: { signature: string; file: string } }>(
    `/${systemCheckPaths.streamFile(':signature', ':file')}`,
    async (request, reply) => {
      const signature = validateField(
        SystemCheckSignatureSchema,
        request.params.signature,
        'path',
        'signature',
      );
      const file = validateField(SystemCheckStreamFileSchema, request.params.file, 'path', 'file');
      const stream = await systemCheck.streamFile(signature, file);
      // The path carries the signature, so a cached copy never outlives the grant by much.
      return reply
        .header('Content-Type', stream.contentType)
        .header('Cache-Control', 'private, max-age=600')
        .send(stream.data);
    },
  );
}

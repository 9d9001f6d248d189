// GET user/presentation/{presId}/documentstream/{docId}?applicationId=1 (SPEC §7); with
// getVideoUrl=true a video document answers where it plays from.
import type { FastifyInstance } from 'fastify';
import { apiPaths, DocumentExtType, DocumentStreamQuerySchema, IdParam } from '@podium/domain';
import { contentTypeFor } from '../../storage/content-types.ts';
import { sendStoredFile, STORED_FILE_ROUTE } from '../../http/send-stored-file.ts';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { documentDisposition, videoUrlOf } from './documents.service.ts';
import { callerOf } from '../../http/caller.ts';

export function documentsRoutes(app: FastifyInstance, { documents }: Services): void {
  app.get<{ Params: { presId: string; docId: string } }>(
    '/user/presentation/:presId/documentstream/:docId',
    STORED_FILE_ROUTE,
    async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const docId = validateField(IdParam, request.params.docId, 'path', 'docId');
      const query = validate(DocumentStreamQuerySchema, request.query, 'query');
      const doc = await documents.streamable(callerOf(request), presId, docId);
      if (query.getVideoUrl === 'true') {
        reply.header('Cache-Control', 'private, no-cache');
        return videoUrlOf(doc, apiPaths.documentStream(presId, docId));
      }
      return sendStoredFile(request, reply, app.storage, {
        area: 'documents',
        key: doc.storageKey,
        contentType: doc.contentType ?? contentTypeFor(doc.fileName),
        cacheControl: 'private, no-cache',
        contentDisposition: documentDisposition(doc, query.download === 'true'),
        // A video document plays in the viewer's player, which seeks by ranges.
        acceptRanges: doc.extType === DocumentExtType.Video,
      });
    },
  );
}

// SPEC §7 retail calls under {product} (RETAIL_PRODUCT) and the registration calls of SPEC §2
// /register/{presentationId}. Thin: validate with the shared schemas, call the service.
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import {
  DocumentExtType,
  Guid,
  IdParam,
  RegistrationBodySchema,
  RETAIL_PRODUCT,
  retailPaths,
  RetailDocumentQuerySchema,
  RetailFileQuerySchema,
  RetailShowQuerySchema,
} from '@podium/domain';
import { callerOf } from '../../http/caller.ts';
import { sendStoredFile, STORED_FILE_ROUTE } from '../../http/send-stored-file.ts';
import { validate, validateField } from '../../http/validate.ts';
import { setSessionCookie } from '../../plugins/session.ts';
import { contentTypeFor } from '../../storage/content-types.ts';
import { documentDisposition, videoUrlOf } from '../documents/documents.service.ts';
import type { Services } from '../services.ts';

interface PresIdParams {
  presId: string;
}

const SHOWS = `/${RETAIL_PRODUCT}/shows/:presId`;

function presIdOf(params: PresIdParams): number {
  return validateField(IdParam, params.presId, 'path', 'presId');
}

export function retailRoutes(app: FastifyInstance, { retail }: Services): void {
  app.get<{ Params: PresIdParams }>(SHOWS, async (request, reply) => {
    const presId = presIdOf(request.params);
    const { linkCode } = validate(RetailShowQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'private, no-cache');
    return retail.show(callerOf(request), presId, linkCode);
  });

  app.get<{ Params: PresIdParams }>(
    `/${RETAIL_PRODUCT}/show/:presId/linkedshows`,
    async (request) => {
      const presId = presIdOf(request.params);
      const { linkCode } = validate(RetailShowQuerySchema, request.query, 'query');
      return retail.linkedShows(callerOf(request), presId, linkCode);
    },
  );

  app.get<{ Params: PresIdParams & { docId: string } }>(
    `${SHOWS}/documents/:docId`,
    STORED_FILE_ROUTE,
    async (request, reply) => {
      const presId = presIdOf(request.params);
      const docId = validateField(IdParam, request.params.docId, 'path', 'docId');
      const query = validate(RetailDocumentQuerySchema, request.query, 'query');
      const doc = await retail.document(callerOf(request), presId, docId, query.linkcode);
      if (query.getVideoUrl === 'true') {
        reply.header('Cache-Control', 'private, no-cache');
        return videoUrlOf(doc, retailPaths.document(presId, docId, query.linkcode));
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

  app.get<{ Params: { containerGuid: string } }>(
    `/${RETAIL_PRODUCT}/presentation/:containerGuid/slidemedia`,
    async (request, reply) => {
      const containerGuid = validateField(
        Guid,
        request.params.containerGuid,
        'path',
        'containerGuid',
      );
      const { linkcode } = validate(RetailFileQuerySchema, request.query, 'query');
      reply.header('Cache-Control', 'private, no-cache');
      return retail.slideMedia(callerOf(request), containerGuid, linkcode);
    },
  );

  app.get<{ Params: PresIdParams }>(`${SHOWS}/registration`, async (request) => {
    const presId = presIdOf(request.params);
    const { linkCode } = validate(RetailShowQuerySchema, request.query, 'query');
    return retail.summary(presId, linkCode);
  });

  // Like the entry code, registering is how a visitor without a session gets one: there is no
  // anti-forgery token to send yet.
  app.post<{ Params: PresIdParams }>(
    `${SHOWS}/registrations`,
    { config: { antiForgery: false, requestRate: 'registration' } },
    async (request, reply) => {
      const presId = presIdOf(request.params);
      const body = validate(RegistrationBodySchema, request.body, 'body');
      const result = await retail.register(callerOf(request), presId, body);
      if (result.sessionId !== null) setSessionCookie(reply, result.sessionId);
      return reply.code(201).send({ PresentationId: result.PresentationId, Route: result.Route });
    },
  );

  // A show that requires no registration: the visitor watches without the form. Like
  // registering, this may be how a visitor without a session gets one.
  app.post<{ Params: PresIdParams }>(
    `${SHOWS}/watch`,
    { config: { antiForgery: false, requestRate: 'registration' } },
    async (request, reply) => {
      const presId = presIdOf(request.params);
      const { linkCode } = validate(RetailShowQuerySchema, request.query, 'query');
      const result = await retail.watchWithoutRegistering(callerOf(request), presId, linkCode);
      if (result.sessionId !== null) setSessionCookie(reply, result.sessionId);
      return { PresentationId: result.PresentationId, Route: result.Route };
    },
  );

  app.get<{ Params: PresIdParams }>(`${SHOWS}/registrations`, async (request, reply) => {
    const presId = presIdOf(request.params);
    reply.header('Cache-Control', 'no-store');
    return retail.registrations(callerOf(request), presId);
  });

  app.get<{ Params: PresIdParams }>(`${SHOWS}/registrations/export`, async (request, reply) => {
    const presId = presIdOf(request.params);
    const csv = await retail.registrationsCsv(callerOf(request), presId);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(`registrations-${presId}.csv`))
      .send(csv);
  });
}

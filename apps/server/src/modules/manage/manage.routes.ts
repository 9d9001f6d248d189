// The manage area (coordinators and site admins): manage/me, manage/events[/{presId}], entry
// codes, the slide deck, and the tus endpoint manage/uploads that files arrive through.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EntryCodeCreateBodySchema,
  EventSettingsBodySchema,
  IdParam,
  managePaths,
  DocumentLinkBodySchema,
  DocumentUploadBodySchema,
  MediaUploadBodySchema,
  SlideDeckBodySchema,
  SlideTimesBodySchema,
  type ManageMe,
  NotFoundError,
  CAPTION_MAX_BYTES,
  CAPTION_UPLOAD_CONTENT_TYPE,
  CaptionUploadParamsSchema,
} from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import { callerOf } from '../../http/caller.ts';
import type { Services } from '../services.ts';
import { fullName } from '../account/user.mapper.ts';
import { UPLOADER_HEADER } from './upload-staging.ts';

type PresParams = { Params: { presId: string } };
const presIdOf = (request: FastifyRequest<PresParams>) =>
  validateField(IdParam, request.params.presId, 'path', 'presId');

/** Names the uploader on the request tus reads (raw headers), replacing any the client sent. */
function setUploader(request: FastifyRequest, userId: number): void {
  const raw = request.raw;
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2) {
    const name = raw.rawHeaders[i] ?? '';
    if (name.toLowerCase() !== UPLOADER_HEADER) kept.push(name, raw.rawHeaders[i + 1] ?? '');
  }
  kept.push(UPLOADER_HEADER, String(userId));
  raw.rawHeaders.splice(0, raw.rawHeaders.length, ...kept);
  raw.headers[UPLOADER_HEADER] = String(userId);
}

export function manageRoutes(
  app: FastifyInstance,
  {
    manage,
    slideDeck,
    mediaUpload,
    manageCaptions,
    manageDocuments,
    manageAccess,
    uploads,
    engagement,
    presentation,
  }: Services,
): void {
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get(`/${managePaths.me()}`, async (request, reply): Promise<ManageMe> => {
    const session = manageAccess.requireManager(callerOf(request));
    noStore(reply);
    return {
      CoreId: session.user.id,
      FullName: fullName(session.user),
      IsSiteAdmin: session.user.isSiteAdmin,
      AntiForgeryToken: session.antiForgeryToken,
    };
  });

  app.get(`/${managePaths.events()}`, async (request, reply) => {
    noStore(reply);
    return { Events: await manage.list(callerOf(request)) };
  });

  app.post(`/${managePaths.events()}`, async (request, reply) => {
    manageAccess.requireManager(callerOf(request));
    const settings = validate(EventSettingsBodySchema, request.body, 'body');
    return reply.code(201).send(await manage.create(callerOf(request), settings));
  });

  app.get<PresParams>('/manage/events/:presId', async (request, reply) => {
    noStore(reply);
    return manage.get(callerOf(request), presIdOf(request));
  });

  // The attendee preview: coordinators of the event and site admins only (403 for anyone else).
  app.get<PresParams>('/manage/events/:presId/preview', async (request, reply) => {
    const presId = presIdOf(request);
    await manageAccess.requireEvent(callerOf(request), presId);
    noStore(reply);
    return presentation.attendeePreview(callerOf(request), presId);
  });

  app.get<PresParams>('/manage/events/:presId/engagement', async (request, reply) => {
    noStore(reply);
    return engagement.get(callerOf(request), presIdOf(request));
  });

  app.get<PresParams>('/manage/events/:presId/engagement.csv', async (request, reply) => {
    const presId = presIdOf(request);
    const csv = await engagement.csv(callerOf(request), presId);
    return noStore(reply)
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="engagement-${presId}.csv"`)
      .send(csv);
  });

  app.put<PresParams>('/manage/events/:presId', async (request) => {
    const presId = presIdOf(request);
    const settings = validate(EventSettingsBodySchema, request.body, 'body');
    return manage.update(callerOf(request), presId, settings);
  });

  app.post<PresParams>('/manage/events/:presId/entrycodes', async (request, reply) => {
    const presId = presIdOf(request);
    const body = validate(EntryCodeCreateBodySchema, request.body, 'body');
    return reply.code(201).send(await manage.addEntryCode(callerOf(request), presId, body));
  });

  app.post<{ Params: { presId: string; passwordId: string } }>(
    '/manage/events/:presId/entrycodes/:passwordId/expire',
    async (request) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const passwordId = validateField(IdParam, request.params.passwordId, 'path', 'passwordId');
      return manage.expireEntryCode(callerOf(request), presId, passwordId);
    },
  );

  app.put<PresParams>('/manage/events/:presId/media', async (request, reply) => {
    const presId = presIdOf(request);
    const { UploadId } = validate(MediaUploadBodySchema, request.body, 'body');
    return reply.code(202).send(await mediaUpload.start(callerOf(request), presId, UploadId));
  });

  app.get<PresParams>('/manage/events/:presId/media', async (request, reply) => {
    const presId = presIdOf(request);
    await manageAccess.requireEvent(callerOf(request), presId);
    noStore(reply);
    return { Media: await mediaUpload.latest(presId) };
  });

  // Caption tracks: the body of a PUT is the WebVTT file itself. The parser takes twice the
  // file limit so an oversized file gets the service's message rather than a bare 413.
  app.addContentTypeParser(
    CAPTION_UPLOAD_CONTENT_TYPE,
    { parseAs: 'buffer', bodyLimit: 2 * CAPTION_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  type CaptionParams = { Params: { presId: string; containerGuid: string; language: string } };
  const captionTargetOf = (request: FastifyRequest<CaptionParams>) => {
    const { containerGuid, language } = validate(
      CaptionUploadParamsSchema,
      { containerGuid: request.params.containerGuid, language: request.params.language },
      'path',
    );
    return {
      presId: validateField(IdParam, request.params.presId, 'path', 'presId'),
      containerGuid,
      language,
    };
  };

  app.get<PresParams>('/manage/events/:presId/captions', async (request, reply) => {
    noStore(reply);
    return { Media: await manageCaptions.list(callerOf(request), presIdOf(request)) };
  });

  const captionRoute = '/manage/events/:presId/media/:containerGuid/captions/:language';
  app.put<CaptionParams>(captionRoute, async (request, reply) => {
    const target = captionTargetOf(request);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    await manageCaptions.upload(callerOf(request), target, body);
    return reply.code(204).send();
  });

  app.delete<CaptionParams>(captionRoute, async (request, reply) => {
    await manageCaptions.remove(callerOf(request), captionTargetOf(request));
    return reply.code(204).send();
  });

  app.get<PresParams>('/manage/events/:presId/documents', async (request, reply) => {
    noStore(reply);
    return { Documents: await manageDocuments.list(callerOf(request), presIdOf(request)) };
  });

  app.post<PresParams>('/manage/events/:presId/documents', async (request, reply) => {
    const presId = presIdOf(request);
    const body = validate(DocumentUploadBodySchema, request.body, 'body');
    return reply.code(201).send(await manageDocuments.addFile(callerOf(request), presId, body));
  });

  app.post<PresParams>('/manage/events/:presId/documents/links', async (request, reply) => {
    const presId = presIdOf(request);
    const body = validate(DocumentLinkBodySchema, request.body, 'body');
    return reply.code(201).send(await manageDocuments.addLink(callerOf(request), presId, body));
  });

  app.delete<{ Params: { presId: string; docId: string } }>(
    '/manage/events/:presId/documents/:docId',
    async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const docId = validateField(IdParam, request.params.docId, 'path', 'docId');
      await manageDocuments.remove(callerOf(request), presId, docId);
      return reply.code(204).send();
    },
  );

  app.put<PresParams>('/manage/events/:presId/slidetimes', async (request) => {
    const presId = presIdOf(request);
    const { Times } = validate(SlideTimesBodySchema, request.body, 'body');
    return { Slides: await slideDeck.setTimes(callerOf(request), presId, Times) };
  });

  // The slides are made in the background: 202 with the render, then GET reads how far it is.
  app.put<PresParams>('/manage/events/:presId/slidedeck', async (request, reply) => {
    const presId = presIdOf(request);
    const { UploadId } = validate(SlideDeckBodySchema, request.body, 'body');
    const render = await slideDeck.start(callerOf(request), presId, UploadId);
    return reply.code(202).send({ Render: render });
  });

  app.get<PresParams>('/manage/events/:presId/slidedeck', async (request, reply) => {
    noStore(reply);
    return slideDeck.state(callerOf(request), presIdOf(request));
  });

  // tus: the body streams straight to the upload store, so no parser reads it here, and the
  // request gives up its API gate slot (a long upload must not hold back everyone's calls).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );
  const tus = async (
    request: FastifyRequest<{ Params: { '*'?: string } }>,
    reply: FastifyReply,
  ) => {
    const session = manageAccess.requireManager(callerOf(request));
    const id = request.params['*'];
    if (id !== undefined && id !== '' && !(await uploads.find(id, session.userId)))
      throw new NotFoundError('Upload not found.');
    setUploader(request, session.userId);
    reply.hijack();
    await uploads.handle(request.raw, reply.raw);
  };
  const methods = ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'];
  app.route({
    method: methods,
    url: `/${managePaths.uploads()}`,
    config: { apiGate: false },
    handler: tus,
  });
  app.route({
    method: methods,
    url: `/${managePaths.uploads()}/*`,
    config: { apiGate: false },
    handler: tus,
  });
}

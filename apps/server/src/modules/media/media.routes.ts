// On-demand media calls (SPEC §7): chapters, speakermedia, slidemedia (with the retail variant's
// optional linkcode) and the media files with HTTP range support: under the signed address a viewer
// is handed (recording-urls.ts), and under the session-checked one the manage area previews.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CaptionFileParamsSchema,
  CaptionTracksResponseSchema,
  ContainerQuerySchema,
  ForbiddenError,
  Guid,
  IdParam,
  SlideMediaQuerySchema,
} from '@podium/domain';
import { CAPTION_CONTENT_TYPE } from './caption-files.ts';
import { sendStoredFile, STORED_FILE_ROUTE } from '../../http/send-stored-file.ts';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { callerOf } from '../../http/caller.ts';
import {
  SIGNED_MEDIA_PREFIX,
  SIGNED_MEDIA_REFUSED,
  signedSegmentCache,
} from '../../http/media-signing.ts';
import { recordingStream } from './recording-urls.ts';

/** The session-checked path: access-checked per request, so only the browser may keep it. */
const MEDIA_CACHE_CONTROL = 'private, max-age=3600';
/** Media descriptions change when an event is edited; revalidate each time (ETag-free, small). */
const DATA_CACHE_CONTROL = 'private, no-cache';

export function mediaRoutes(app: FastifyInstance, { media, recordingSigner }: Services): void {
  app.get('/presentation/media/chapters', async (request, reply) => {
    const { containerGuid } = validate(ContainerQuerySchema, request.query, 'query');
    reply.header('Cache-Control', DATA_CACHE_CONTROL);
    return media.chapters(callerOf(request), containerGuid);
  });

  app.get('/presentation/media/speakermedia', async (request, reply) => {
    const { containerGuid } = validate(ContainerQuerySchema, request.query, 'query');
    reply.header('Cache-Control', DATA_CACHE_CONTROL);
    return media.speakerMedia(callerOf(request), containerGuid);
  });

  // The caption routes declare their zod schemas: validated and described in /api/docs.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/presentation/media/captions',
    {
      schema: {
        summary: 'The caption tracks of a media container, one per language',
        querystring: ContainerQuerySchema,
        response: { 200: CaptionTracksResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', DATA_CACHE_CONTROL);
      return media.captionTracks(callerOf(request), request.query.containerGuid);
    },
  );

  typed.get(
    '/presentation/media/captions/:containerGuid/:language',
    {
      ...STORED_FILE_ROUTE,
      schema: {
        summary: 'A caption track as WebVTT (text/vtt)',
        params: CaptionFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { containerGuid, language } = request.params;
      const key = await media.captionFile(callerOf(request), containerGuid, language);
      return sendStoredFile(request, reply, app.storage, {
        area: 'media',
        key,
        contentType: CAPTION_CONTENT_TYPE,
        cacheControl: DATA_CACHE_CONTROL,
      });
    },
  );

  // The retail variant sends ?linkcode. Retail sessions do not exist yet (ARCHITECTURE §6), so
  // the code is validated for shape and access rests on the session as for everyone else.
  app.get<{ Params: { containerGuid: string } }>(
    '/presentation/:containerGuid/slidemedia',
    async (request, reply) => {
      const containerGuid = validateField(
        Guid,
        request.params.containerGuid,
        'path',
        'containerGuid',
      );
      validate(SlideMediaQuerySchema, request.query, 'query');
      reply.header('Cache-Control', DATA_CACHE_CONTROL);
      return media.slideMedia(callerOf(request), containerGuid);
    },
  );

  app.route<{ Params: { presId: string; fileName: string } }>({
    method: ['GET', 'HEAD'],
    url: '/presentation/:presId/media/:fileName',
    ...STORED_FILE_ROUTE,
    handler: async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const file = await media.mediaFile(callerOf(request), presId, request.params.fileName);
      return sendStoredFile(request, reply, app.storage, {
        area: 'media',
        key: file.key,
        contentType: file.contentType,
        cacheControl: MEDIA_CACHE_CONTROL,
        acceptRanges: true,
      });
    },
  });

  /**
   * A media file under its signed address: the signature stands for the right checked when the
   * address was handed out, so no session is looked up and shared caches may keep the answer
   * (range requests included) until the address expires. A tampered, foreign or expired
   * signature gets 403.
   */
  app.route<{ Params: { presId: string; token: string; fileName: string } }>({
    method: ['GET', 'HEAD'],
    url: `/presentation/:presId/media/${SIGNED_MEDIA_PREFIX}/:token/:fileName`,
    ...STORED_FILE_ROUTE,
    config: { sessionLookup: 'lazy' },
    handler: async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const { token, fileName } = request.params;
      const remaining = recordingSigner.remainingMs(recordingStream(presId, fileName), token);
      if (remaining === null) throw new ForbiddenError(SIGNED_MEDIA_REFUSED);
      const file = await media.signedMediaFile(presId, fileName);
      return sendStoredFile(request, reply, app.storage, {
        area: 'media',
        key: file.key,
        contentType: file.contentType,
        cacheControl: signedSegmentCache(remaining),
        acceptRanges: true,
      });
    },
  });
}

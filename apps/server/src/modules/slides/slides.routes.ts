// Slide images/thumbnails and presslidetransition (SPEC §7).
import type { FastifyInstance } from 'fastify';
import {
  Guid,
  IdParam,
  NotFoundError,
  SlideSearchQuerySchema,
  SlideTransitionBodySchema,
} from '@podium/domain';
import { contentTypeFor } from '../../storage/content-types.ts';
import { sendStoredFile, STORED_FILE_ROUTE } from '../../http/send-stored-file.ts';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import type { SlideFileKind } from './slides.service.ts';
import { callerOf } from '../../http/caller.ts';

interface SlideParams {
  presId: string;
  slideGuid: string;
}

/** Slides are private to the session (access-checked), but stable: let the browser keep them. */
const SLIDE_CACHE_CONTROL = 'private, max-age=3600';

export function slidesRoutes(app: FastifyInstance, { slides }: Services): void {
  for (const kind of ['image', 'thumbnail'] as const satisfies readonly SlideFileKind[]) {
    app.get<{ Params: SlideParams }>(
      `/presentation/:presId/slides/:slideGuid/${kind}`,
      STORED_FILE_ROUTE,
      async (request, reply) => {
        const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
        const slideGuid = validateField(Guid, request.params.slideGuid, 'path', 'slideGuid');
        const key = await slides.slideFileKey(callerOf(request), presId, slideGuid, kind);
        return sendStoredFile(request, reply, app.storage, {
          area: 'slides',
          key,
          contentType: contentTypeFor(key),
          cacheControl: SLIDE_CACHE_CONTROL,
        });
      },
    );
    // A WebP copy sized for the screen, under the same access check as the original.
    app.get<{ Params: SlideParams & { width: string } }>(
      `/presentation/:presId/slides/:slideGuid/${kind}/:width`,
      STORED_FILE_ROUTE,
      async (request, reply) => {
        const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
        const slideGuid = validateField(Guid, request.params.slideGuid, 'path', 'slideGuid');
        const width = validateField(IdParam, request.params.width, 'path', 'width');
        const keys = await slides.slideVariantFileKeys(
          callerOf(request),
          presId,
          slideGuid,
          kind,
          width,
        );
        // The first stored one answers (a file that is not there is refused before any byte).
        for (const [i, key] of keys.entries()) {
          try {
            return await sendStoredFile(request, reply, app.storage, {
              area: 'slides',
              key,
              contentType: contentTypeFor(key),
              cacheControl: SLIDE_CACHE_CONTROL,
            });
          } catch (error) {
            if (!(error instanceof NotFoundError) || i === keys.length - 1) throw error;
          }
        }
      },
    );
  }

  app.get<{ Params: { presId: string } }>(
    '/presentation/:presId/slides/search',
    async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const { q } = validate(SlideSearchQuerySchema, request.query, 'query');
      reply.header('Cache-Control', 'no-store');
      return slides.search(callerOf(request), presId, q);
    },
  );

  app.get<{ Params: { presId: string } }>(
    '/presslidetransition/:presId',
    async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      reply.header('Cache-Control', 'no-store');
      return slides.transitions(callerOf(request), presId);
    },
  );

  app.post<{ Params: { presId: string } }>(
    '/presslidetransition/:presId',
    async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const body = validate(SlideTransitionBodySchema, request.body, 'body');
      return reply.code(201).send(await slides.addTransition(callerOf(request), presId, body));
    },
  );
}

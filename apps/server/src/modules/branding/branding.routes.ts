// Branding calls (SPEC §7): the stylesheet (its own /api/v1/branding path), the underwriter
// list, and the logo files those URLs point at.
import type { FastifyInstance } from 'fastify';
import { Guid, IdParam, ValidationError } from '@podium/domain';
import { contentTypeFor } from '../../storage/content-types.ts';
import { sendStoredFile, STORED_FILE_ROUTE } from '../../http/send-stored-file.ts';
import { validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { BRANDING_FILE_ROUTE, brandingStorageKey } from './branding-urls.ts';
import { callerOf } from '../../http/caller.ts';

const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

/** Registered under /api/v1. */
export function brandingStylesheetRoutes(app: FastifyInstance, { branding }: Services): void {
  app.get<{ Params: { guid: string } }>('/branding/:guid/stylesheet', async (request, reply) => {
    const guid = validateField(Guid, request.params.guid, 'path', 'brandingGuid');
    const css = await branding.stylesheet(guid);
    return reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(css);
  });
}

/** Registered under the service route. */
export function brandingRoutes(app: FastifyInstance, { branding }: Services): void {
  app.get<{ Params: { presId: string } }>('/eventBranding/:presId/logo', async (request) => {
    const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
    return branding.underwriters(callerOf(request), presId);
  });

  // Logos are public branding (shown on entry pages too), so no session is needed.
  app.get<{ Params: { presId: string; fileName: string } }>(
    BRANDING_FILE_ROUTE,
    STORED_FILE_ROUTE,
    async (request, reply) => {
      const presId = validateField(IdParam, request.params.presId, 'path', 'presId');
      const { fileName } = request.params;
      if (!SAFE_FILE_NAME.test(fileName))
        throw new ValidationError('Invalid path field "fileName".');
      return sendStoredFile(request, reply, app.storage, {
        area: 'branding',
        key: brandingStorageKey(presId, fileName),
        contentType: contentTypeFor(fileName),
        cacheControl: 'public, max-age=86400',
      });
    },
  );
}

// Wires the manage area's repository and services.
import { join } from 'node:path';
import type { DialInNumber } from '@podium/domain';
import type { Database } from '../../db/database.ts';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { Storage } from '../../storage/storage.ts';
import type { AccessService } from '../access/access.service.ts';
import { createManageAccess } from './manage-access.ts';
import { createManageRepository } from './manage.repository.ts';
import { createManageService } from './manage.service.ts';
import { createSlideDeckService } from './slide-deck.service.ts';
import { createDeckRenderPool } from './deck-render-pool.ts';
import { createDeckRenderRepository } from './deck-render.repository.ts';
import { createDeckRenderService } from './deck-render.service.ts';
import type { UploadStaging } from './upload-staging.ts';
import type { FastifyBaseLogger } from 'fastify';
import { bundledFfmpegPath } from './ffmpeg.ts';
import { createMediaUploadRepository } from './media-upload.repository.ts';
import { createMediaUploadService } from './media-upload.service.ts';
import { createManageDocumentsService } from './manage-documents.service.ts';
import { createManageDocumentsRepository } from './manage-documents.repository.ts';
import { createEngagementRepository } from './engagement.repository.ts';
import { createEngagementService } from './engagement.service.ts';
import { createManageCaptionsRepository } from './manage-captions.repository.ts';
import { createManageCaptionsService } from './manage-captions.service.ts';

interface Dependencies {
  readonly access: AccessService;
  readonly hub: HubPublisher;
  readonly now: () => Date;
  /** The bridge's dial-in numbers, from which a new call without its own takes its numbers. */
  readonly phoneDirectory: readonly DialInNumber[];
  readonly storage: Storage;
  readonly uploads: UploadStaging;
  readonly log: FastifyBaseLogger;
  /** FFMPEG_PATH; null for the binary bundled with the npm package. */
  readonly ffmpegPath: string | null;
  /** DATA_DIR: slide decks are made in its scratch/decks folder. */
  readonly dataDir: string;
  /** The embedded database, which one process opens at a time (no DATABASE_URL). */
  readonly soleProcess: boolean;
}

export function createManageServices(db: Database, deps: Dependencies) {
  const { access, hub, now, phoneDirectory, storage, uploads, log, ffmpegPath } = deps;
  const repo = createManageRepository(db);
  const manageAccess = createManageAccess(repo, access);
  const deckRenders = createDeckRenderService({
    renders: createDeckRenderRepository(db),
    repo,
    hub,
    storage,
    pool: createDeckRenderPool(),
    scratchDir: join(deps.dataDir, 'scratch', 'decks'),
    log,
    now,
    soleProcess: deps.soleProcess,
  });
  return {
    manageAccess,
    uploads,
    manage: createManageService({ repo, access: manageAccess, hub, now, phoneDirectory }),
    engagement: createEngagementService({
      repo,
      engagement: createEngagementRepository(db),
      access: manageAccess,
    }),
    slideDeck: createSlideDeckService({
      repo,
      access: manageAccess,
      hub,
      uploads,
      renders: deckRenders,
    }),
    manageCaptions: createManageCaptionsService({
      repo: createManageCaptionsRepository(db),
      access: manageAccess,
      storage,
    }),
    manageDocuments: createManageDocumentsService({
      repo: createManageDocumentsRepository(db),
      access: manageAccess,
      storage,
      uploads,
    }),
    mediaUpload: createMediaUploadService({
      repo: createMediaUploadRepository(db),
      access: manageAccess,
      hub,
      storage,
      uploads,
      log,
      now,
      ffmpegPath: ffmpegPath ?? bundledFfmpegPath(),
    }),
  };
}

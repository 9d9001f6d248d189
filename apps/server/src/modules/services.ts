// Wires repositories and services once per app (no globals, so tests can run several apps).
import { CALL_AUDIO_FOLDER } from '../call-audio/recordings.ts';
import { join } from 'node:path';
import { resolveFfmpegPath } from '../live-video/built-in-provider.ts';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_RTMP_PORT, DEFAULT_TECH_SUPPORT, type AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { TopicKind } from '@podium/domain';
import type { Hub } from '../realtime/hub.types.ts';
import type { Storage } from '../storage/storage.ts';
import { createAccessService } from './access/access.service.ts';
import { createAccessMemory, rememberingSessions } from './access/access-memory.ts';
import { createAccountRepository } from './account/account.repository.ts';
import { createAccountService } from './account/account.service.ts';
import { createSessionRepository } from './account/session.repository.ts';
import { createActivityRepository } from './activity/activity.repository.ts';
import { createActivityService } from './activity/activity.service.ts';
import { createBrandingRepository } from './branding/branding.repository.ts';
import { createBrandingService } from './branding/branding.service.ts';
import { createConferenceServices } from './conference/conference.services.ts';
import { createDocumentsVisibility } from './documents/documents-visibility.ts';
import { createDocumentsService } from './documents/documents.service.ts';
import { createLiveVideoRepository } from './live-video/live-video.repository.ts';
import { createEntryRepository } from './entry/entry.repository.ts';
import { createEntryService } from './entry/entry.service.ts';
import { createHubTokenRepository } from './hub-token/hub-token.repository.ts';
import { createHubTokenService } from './hub-token/hub-token.service.ts';
import { createMediaRepository } from './media/media.repository.ts';
import { createMediaService } from './media/media.service.ts';
import { createPresControlRepository } from './prescontrol/prescontrol.repository.ts';
import { createPresControlService } from './prescontrol/prescontrol.service.ts';
import { createPresentationRepository } from './presentation/presentation.repository.ts';
import { createPresentationService } from './presentation/presentation.service.ts';
import { createRetailRepository } from './retail/retail.repository.ts';
import { createRetailService } from './retail/retail.service.ts';
import { createSlidesRepository } from './slides/slides.repository.ts';
import { createSlidesService } from './slides/slides.service.ts';
import type { LiveVideoProvider } from '../live-video/provider.types.ts';
import { createSimuLiveRepository } from './simulive/simulive.repository.ts';
import { createSimuLiveService, createSimuLiveStateOf } from './simulive/simulive.service.ts';
import { createNrsDirectRepository } from './nrs-direct/nrs-direct.repository.ts';
import { createNrsDirectService } from './nrs-direct/nrs-direct.service.ts';
import { createManageServices } from './manage/manage.services.ts';
import type { UploadStaging } from './manage/upload-staging.ts';
import { createMediaSigner, SIGNED_RECORDING_WINDOW_MS } from '../http/media-signing.ts';
import { signedMediaUrls } from './media/recording-urls.ts';
import { createSystemCheckService } from './system-check/system-check.service.ts';

/** What the authoring modules need beyond the database: file storage, uploads, a logger. */
export interface ContentStores {
  readonly storage: Storage;
  readonly uploads: UploadStaging;
  readonly log: FastifyBaseLogger;
}

/** Hub messages after which no remembered grant or cut-off answer is believed (access-memory.ts). */
const GRANT_CHANGING_KINDS: ReadonlySet<TopicKind> = new Set<TopicKind>([
  'userAccess',
  'callAccess',
  'entryCodeUpdate',
]);
/** Hub messages that make viewers read the presentation again: its row is read again too. */
const PRESENTATION_CHANGING_KINDS: ReadonlySet<TopicKind> = new Set<TopicKind>([
  ...GRANT_CHANGING_KINDS,
  'slidesUpdate',
  'publicSlidesUpdate',
  'mediaUpdate',
]);

export function createServices(
  db: Database,
  config: AppConfig,
  hub: Hub,
  liveVideoProvider: LiveVideoProvider,
  stores: ContentStores,
) {
  const { now } = config;
  const accounts = createAccountRepository(db);
  const memory = createAccessMemory({ now });
  // Revocations and a public portion's end, on any process; a code's window or type changed; a
  // deck or media changed. Delivered here before any viewer is told.
  hub.onDelivery((kind) => {
    if (GRANT_CHANGING_KINDS.has(kind)) memory.forgetGrants();
    if (PRESENTATION_CHANGING_KINDS.has(kind)) memory.forgetPresentations();
  });
  const sessions = rememberingSessions(createSessionRepository(db), memory);
  const entryCodes = createEntryRepository(db);
  const presentations = createPresentationRepository(db);
  const media = createMediaRepository(db);
  const access = createAccessService({ accounts, sessions, entryCodes, presentations, memory });
  const documentsVisible = createDocumentsVisibility(createLiveVideoRepository(db));
  const activity = createActivityService({
    activity: createActivityRepository(db),
    presentations,
    access,
    now,
  });
  const entry = createEntryService({
    accounts,
    sessions,
    entryCodes,
    access,
    presentations,
    now,
  });
  const retail = createRetailRepository(db);
  // Recordings are handed out under signed addresses that last longer than live segments'.
  const recordingSigner = createMediaSigner(config.signingSecret, now, SIGNED_RECORDING_WINDOW_MS);
  const mediaUrl = signedMediaUrls(recordingSigner);
  const presentation = createPresentationService({
    presentations,
    media,
    sessions,
    access,
    activity,
    entry,
    retail,
    documentsVisible,
    techSupport: config.techSupport ?? DEFAULT_TECH_SUPPORT,
    documentSize: async (key) => (await stores.storage.stat('documents', key))?.size ?? null,
    mediaUrl,
    now,
  });
  const documents = createDocumentsService({ presentations, access, documentsVisible });
  const mediaService = createMediaService({ media, presentations, access, mediaUrl });
  const broadcasts = createSimuLiveRepository(db);
  const conferenceServices = createConferenceServices(db, {
    access,
    presentations,
    hub,
    now,
    simuLiveOf: createSimuLiveStateOf({ broadcasts, media, now }),
    ...(config.phoneDirectory ? { phoneDirectory: config.phoneDirectory } : {}),
    callAudio: {
      rootDir: join(config.dataDir, CALL_AUDIO_FOLDER),
      ffmpegPath: resolveFfmpegPath(config.ffmpegPath),
    },
    log: stores.log,
    liveVideoProvider,
    replaySigner: recordingSigner,
    rtmp: {
      port: config.rtmpPort ?? DEFAULT_RTMP_PORT,
      bindHost: config.rtmpBindHost ?? '0.0.0.0',
      publicHost: config.rtmpPublicHost ?? 'localhost',
    },
  });
  return {
    sessions,
    access,
    account: createAccountService({ accounts, sessions, access, now }),
    entry,
    activity,
    hubTokens: createHubTokenService({ tokens: createHubTokenRepository(db), access, hub, now }),
    presentation,
    retail: createRetailService({
      retail,
      accounts,
      sessions,
      access,
      presentation,
      documents,
      media: mediaService,
      mediaRepository: media,
      now,
    }),
    slides: createSlidesService({
      slides: createSlidesRepository(db),
      presentations,
      access,
      deck: presentation,
      now: () => now().getTime(),
    }),
    documents,
    branding: createBrandingService({ branding: createBrandingRepository(db), access }),
    presControl: createPresControlService({
      presControl: createPresControlRepository(db),
      access,
      now,
    }),
    media: mediaService,
    systemCheck: createSystemCheckService({ secret: config.signingSecret, now }),
    mediaSigner: createMediaSigner(config.signingSecret, now),
    recordingSigner,
    ...conferenceServices,
    simuLive: createSimuLiveService({
      conferenceAccess: conferenceServices.conferenceAccess,
      broadcasts,
      media,
      mediaUrl,
      hub,
      now,
    }),
    nrsDirect: createNrsDirectService({
      conferenceAccess: conferenceServices.conferenceAccess,
      nrsDirect: createNrsDirectRepository(db),
      hub,
      now,
    }),
    ...createManageServices(db, {
      access,
      hub,
      now,
      phoneDirectory: conferenceServices.bridge.phoneDirectory,
      ffmpegPath: config.ffmpegPath ?? null,
      dataDir: config.dataDir,
      soleProcess: config.databaseUrl === null,
      ...stores,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

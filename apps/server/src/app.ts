// buildApp(config): the whole server as one Fastify instance, plugins in order (ARCHITECTURE §2):
// errors, database, storage, demo data, cookies, compression, the realtime hub, sessions, API
// modules, the static web app.
import { CALL_AUDIO_FOLDER } from './call-audio/recordings.ts';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { MAX_JSON_BODY_BYTES } from '@podium/domain';
import { DEFAULT_MEETING_MEDIA_ANNOUNCED_ADDRESSES, type AppConfig } from './config.ts';
import { loadMissingDemoEvents } from './demo/demo-loader.ts';
import { registerModules } from './modules/index.ts';
import { createServices } from './modules/services.ts';
import { createSfu } from './meeting-media/sfu.ts';
import { turnIceServers } from './meeting-media/turn-credentials.ts';
import { createMeetingSignalHandler } from './meeting-media/signal-handler.ts';
import { createCallAudioRooms } from './call-audio/room.ts';

import { createUploadStaging } from './modules/manage/upload-staging.ts';
import { rewriteApiUrl } from './plugins/api-rewrite.ts';
import { setupApiGate } from './plugins/api-gate.ts';
import { setupCompression } from './plugins/compression.ts';
import { setupDatabase } from './plugins/database.ts';
import { setupErrorHandling } from './plugins/errors.ts';
import { forgetAfterChanges, setupSessions } from './plugins/session.ts';
import { setupStaticWeb } from './plugins/static-web.ts';
import { setupStorage } from './plugins/storage.ts';
import { setupRouteTable } from './plugins/route-table.ts';
import { setupOpenApi } from './plugins/openapi.ts';
import { setupInputGuard } from './plugins/input-guard.ts';
import { setupRequestRates } from './plugins/request-rates.ts';
import { setupAttemptLimits } from './plugins/attempt-limits.ts';
import { setupSecurityHeaders } from './plugins/security-headers.ts';
import { setupIdleSweep } from './plugins/idle-sweep.ts';
import {
  databaseAttemptStore,
  databaseRateStore,
  memoryAttemptStore,
  memoryRateStore,
} from './plugins/shared-limits.ts';
import { firstScreenOf } from './modules/presentation/first-screen.ts';
import { setupHub } from './realtime/hub.plugin.ts';
import {
  createBuiltInLiveVideoProvider,
  resolveFfmpegPath,
} from './live-video/built-in-provider.ts';
import './types.ts';

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.trustProxy,
    rewriteUrl: (request) => rewriteApiUrl(request.url ?? '/'),
  });
  try {
    app.decorate('config', config);
    setupRouteTable(app);
    const { addNotFoundFallback } = setupErrorHandling(app);
    setupInputGuard(app);
    await setupSecurityHeaders(app);
    await setupDatabase(app);
    await setupStorage(app);
    if (config.loadDemo) {
      const loaded = await loadMissingDemoEvents(
        app.db,
        app.storage,
        config.now(),
        join(config.dataDir, CALL_AUDIO_FOLDER),
      );
      if (loaded.length > 0) app.log.info({ presIds: loaded }, 'demo events loaded');
    }
    await app.register(fastifyCookie);
    await setupCompression(app);
    await setupHub(app);
    const liveVideoProvider = createBuiltInLiveVideoProvider({
      rootDir: join(config.dataDir, 'live'),
      ffmpegPath: resolveFfmpegPath(config.ffmpegPath),
      log: (message) => app.log.warn(message),
    });
    app.addHook('onClose', () => liveVideoProvider.close());
    const uploads = await createUploadStaging(config.dataDir);
    const services = createServices(app.db, config, app.hub, liveVideoProvider, {
      storage: app.storage,
      uploads,
      log: app.log,
    });
    // Browsers behind firewalls reach the meeting and call audio media through these relays.
    const turn = config.meetingMedia?.turn ?? null;
    const iceServers = (coreUserId: number) =>
      turn ? turnIceServers(turn, coreUserId, config.now()) : [];
    const sfu = createSfu({
      hostAddresses:
        config.meetingMedia?.announcedAddresses ?? DEFAULT_MEETING_MEDIA_ANNOUNCED_ADDRESSES,
      portRange: config.meetingMedia?.portRange ?? null,
      iceServers,
    });
    app.addHook('onClose', () => sfu.close());
    services.useMeetingMedia(sfu.control);
    app.hub.onMeetingSignal(
      createMeetingSignalHandler(sfu, services.meeting, (err: unknown) =>
        app.log.error({ err }, 'meeting participants not announced'),
      ),
    );
    const callAudioRooms = createCallAudioRooms({
      hostAddresses:
        config.meetingMedia?.announcedAddresses ?? DEFAULT_MEETING_MEDIA_ANNOUNCED_ADDRESSES,
      portRange: config.meetingMedia?.portRange ?? null,
      mix: (confId, slot, payload, sequence, timestamp) =>
        services.bridge.mix.speak(confId, slot, payload, sequence, timestamp),
      onSpeakers: (confId, speakers) => services.callAudio.speakersChanged(confId, speakers),
      iceServers,
    });
    services.callAudio.useRooms(callAudioRooms);
    app.addHook('onClose', async () => {
      services.callAudio.stop();
      callAudioRooms.close();
      await services.bridge.close();
    });
    setupApiGate(app);
    setupSessions(app, services.sessions);
    forgetAfterChanges(app, () => {
      services.access.memory?.forgetPresentations();
      services.access.memory?.forgetGrants();
    });
    setupIdleSweep(app, services.sessions);
    if (config.attemptLimits) {
      // Several processes share one PostgreSQL: their counts live in it (shared-limits.ts).
      const shared = config.databaseUrl !== null;
      setupAttemptLimits(app, shared ? databaseAttemptStore(app.db) : memoryAttemptStore());
      await setupRequestRates(app, shared ? databaseRateStore(app.db) : memoryRateStore());
    }
    await setupOpenApi(app);
    await registerModules(app, services);
    await setupStaticWeb(app, addNotFoundFallback, firstScreenOf(app, services));
    app.addHook('onClose', () => services.mediaUpload.stop());
    app.addHook('onClose', () => services.slideDeck.stop());
    await app.ready();
    // What a server stopped mid-work left goes before the first request: staged uploads without
    // their record, and the slide deck renders it was making with their scratch folders.
    await Promise.all([uploads.removeOrphans(), services.slideDeck.cleanUpAbandoned()]).catch(
      (err: unknown) => app.log.error({ err }, 'cleaning up after a stopped server failed'),
    );
    // Video transcodes a stopped server left unfinished go on (in the background), and the
    // process keeps looking for jobs another process left to go stale.
    void services.mediaUpload.resumeInterrupted().catch((err: unknown) => {
      app.log.error({ err }, 'resuming media transcodes failed');
    });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

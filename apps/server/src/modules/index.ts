// Registers every module's routes: the service route /api/v1/nrsservice (SPEC §7) and the
// branding stylesheet under /api/v1.
import type { FastifyInstance } from 'fastify';
import { SERVICE_BASE_PATH } from '@podium/domain';
import type { Services } from './services.ts';
import { accountRoutes } from './account/account.routes.ts';
import { activityRoutes } from './activity/activity.routes.ts';
import { brandingRoutes, brandingStylesheetRoutes } from './branding/branding.routes.ts';
import { conferenceRoutes } from './conference/conference.routes.ts';
import { consoleRoutes } from './conference/console.routes.ts';
import { liveAudioRoutes } from './conference/live-audio.routes.ts';
import { liveVideoRoutes } from './live-video/live-video.routes.ts';
import { presentationControlsRoutes } from './prescontrol/presentation-controls.routes.ts';
import { questionsRoutes } from './questions/questions.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { entryRoutes } from './entry/entry.routes.ts';
import { hubTokenRoutes } from './hub-token/hub-token.routes.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { presControlRoutes } from './prescontrol/prescontrol.routes.ts';
import { presentationRoutes } from './presentation/presentation.routes.ts';
import { retailRoutes } from './retail/retail.routes.ts';
import { slidesRoutes } from './slides/slides.routes.ts';
import { simuLiveRoutes } from './simulive/simulive.routes.ts';
import { nrsDirectRoutes } from './nrs-direct/nrs-direct.routes.ts';
import { systemCheckRoutes } from './system-check/system-check.routes.ts';
import { timeRoutes } from './time/time.routes.ts';
import { manageRoutes } from './manage/manage.routes.ts';
import { meetingRoutes } from './meeting/meeting.routes.ts';

type RouteModule = (app: FastifyInstance, services: Services) => void;

const serviceModules: readonly RouteModule[] = [
  accountRoutes,
  entryRoutes,
  presentationRoutes,
  slidesRoutes,
  mediaRoutes,
  documentsRoutes,
  retailRoutes,
  brandingRoutes,
  activityRoutes,
  presControlRoutes,
  conferenceRoutes,
  liveAudioRoutes,
  questionsRoutes,
  consoleRoutes,
  meetingRoutes,
  presentationControlsRoutes,
  liveVideoRoutes,
  simuLiveRoutes,
  nrsDirectRoutes,
  timeRoutes,
  hubTokenRoutes,
  manageRoutes,
  systemCheckRoutes,
];

export async function registerModules(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(
    async (scope) => {
      for (const register of serviceModules) register(scope, services);
    },
    { prefix: SERVICE_BASE_PATH },
  );
  await app.register(async (scope) => brandingStylesheetRoutes(scope, services), {
    prefix: '/api/v1',
  });
}

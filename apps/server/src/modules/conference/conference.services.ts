// Wires the conference call modules (conference, questions, presentation controls, console) and
// tells the realtime hub about calls: its directory of participants, its UpdatePresControl
// handler and where a call's retained slide is read. Called once per app from services.ts.
import type { DialInNumber } from '@podium/domain';
import type { Database } from '../../db/database.ts';
import type { Hub } from '../../realtime/hub.types.ts';
import type { ConferenceBridge } from '../../bridge/bridge.types.ts';
import { createCallAudioBridge } from '../../bridge/call-audio-bridge.ts';
import { DEFAULT_PHONE_DIRECTORY } from '../../bridge/phone-directory.ts';
import type { FastifyBaseLogger } from 'fastify';
import { createCallAudioService } from './call-audio.service.ts';
import { createCallListeners } from './call-listeners.ts';
import type { AccessService } from '../access/access.service.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import { createPresentationControlsService } from '../prescontrol/presentation-controls.service.ts';
import { createQuestionsRepository } from '../questions/questions.repository.ts';
import { createQuestionsService, type SimuLiveStateOf } from '../questions/questions.service.ts';
import { createCallControlService } from './call-control.service.ts';
import { createSlideMoments } from './call-slide-moments.ts';
import { createConferenceAccess } from './conference-access.ts';
import { createConferenceEvents } from './conference-events.ts';
import { createConferenceDirectory, createPresControlHubHandler } from './conference-hub.ts';
import { createConferenceRepository, type ConferenceRepository } from './conference.repository.ts';
import { createRetainedSlideSource } from './conference-retained.ts';
import { createConferenceService } from './conference.service.ts';
import { createCallReplayService } from './call-replay.service.ts';
import { createConsoleService } from './console.service.ts';
import { createParticipantsService } from './participants.service.ts';
import { createPresenterControlService } from './presenter-control.service.ts';
import type { LiveVideoProvider } from '../../live-video/provider.types.ts';
import { createLiveVideoRepository } from '../live-video/live-video.repository.ts';
import { createLiveVideoService } from '../live-video/live-video.service.ts';
import {
  createLiveVideoMediaService,
  type RtmpSettings,
} from '../live-video/live-video-media.service.ts';
import type { MediaSigner } from '../../http/media-signing.ts';
import { signedReplayFileUrl } from '../live-video/replay-addresses.ts';
import { createSlidesRepository } from '../slides/slides.repository.ts';
import { createMeetingRepository } from '../meeting/meeting.repository.ts';
import { createMeetingService } from '../meeting/meeting.service.ts';
import { NO_MEETING_MEDIA, type MeetingMediaControl } from '../meeting/meeting-media.types.ts';

interface Dependencies {
  readonly access: AccessService;
  readonly presentations: PresentationRepository;
  readonly hub: Hub;
  readonly now: () => Date;
  /** The conference bridge provider (ARCHITECTURE §1); the built-in one by default. */
  readonly bridge?: ConferenceBridge;
  /** The built-in bridge's dial-in numbers (PODIUM_DIAL_IN_NUMBERS); its defaults when absent. */
  readonly phoneDirectory?: readonly DialInNumber[];
  /** Where the built-in bridge records each call's mix, and the ffmpeg that mixes it. */
  readonly callAudio: { readonly rootDir: string; readonly ffmpegPath: string };
  readonly log: FastifyBaseLogger;
  /** The live video provider (ARCHITECTURE §1) and where its RTMP listeners open. */
  readonly liveVideoProvider: LiveVideoProvider;
  readonly rtmp: RtmpSettings;
  /** Signs the addresses of replays: live video (replay-addresses.ts) and calls (call-replay). */
  readonly replaySigner: MediaSigner;
  /** A call's simulated-live broadcast as of now (the simulated-live module's clock). */
  readonly simuLiveOf: SimuLiveStateOf;
}

export function createConferenceServices(db: Database, deps: Dependencies) {
  const { access, presentations, hub, now } = deps;
  const bridge =
    deps.bridge ??
    createCallAudioBridge({
      phoneDirectory: deps.phoneDirectory ?? DEFAULT_PHONE_DIRECTORY,
      rootDir: deps.callAudio.rootDir,
      ffmpegPath: deps.callAudio.ffmpegPath,
      log: (message) => deps.log.warn(message),
    });
  const repository = createConferenceRepository(db);
  const memory = access.memory;
  // A viewer's call reads (status, presenter control, questions) and its hub handshake each read
  // its standing in the call; after a restart they come together, and share one read.
  const calls: ConferenceRepository = memory
    ? {
        ...repository,
        standing: (confId, userId) =>
          memory.sharedRead(`standing:${confId}:${userId}`, () =>
            repository.standing(confId, userId),
          ),
      }
    : repository;
  const events = createConferenceEvents(hub);
  const conferenceAccess = createConferenceAccess(access, calls);
  const slidesRepo = createSlidesRepository(db);
  const keepSlideMoment = createSlideMoments({ presentations, slides: slidesRepo, now });
  // A presenter's slide move is kept for the replay: a live video event's by its own rule (between
  // its start and end), a call's while it is live with its replay recorded. By REST or the hub.
  const presenterControl = createPresenterControlService({
    calls,
    events,
    keepSlideMoment: async (call, by, at) => {
      if (!(await liveVideo.slideChanged(call.presId, call.slideIndex, by, at)))
        await keepSlideMoment(call, by, at);
    },
    now,
  });
  const callControl = createCallControlService({ calls, events, now, keepSlideMoment });
  const liveVideoRepo = createLiveVideoRepository(db);
  const liveVideoMedia = createLiveVideoMediaService({
    repo: liveVideoRepo,
    access,
    presentations,
    provider: deps.liveVideoProvider,
    hub,
    rtmp: deps.rtmp,
    replayFileUrl: (presId, key) => signedReplayFileUrl(deps.replaySigner, presId, key),
    now,
  });
  const liveVideo = createLiveVideoService({
    repo: liveVideoRepo,
    calls,
    callControl,
    events,
    presentations,
    slides: slidesRepo,
    hub,
    now,
    stopFeed: (presId) => deps.liveVideoProvider.stopFeed(presId),
  });
  // The media server registers itself once it runs (plugins/meeting-media.ts).
  let meetingMedia: MeetingMediaControl = NO_MEETING_MEDIA;
  const meeting = createMeetingService({
    access,
    repo: createMeetingRepository(db),
    calls,
    callControl,
    presenterControl,
    events,
    hub,
    media: () => meetingMedia,
    now,
  });
  const presentationControls = createPresentationControlsService({
    access,
    calls,
    callControl,
    presenterControl,
    events,
    liveVideo,
    meeting,
  });
  hub.useDirectory(createConferenceDirectory(calls));
  // The coordinator console hears of presence only when it changes: a participant's first
  // mark (or the first after a stale one) and the clearing of their last connection's.
  hub.onPresence({
    markPresent: async (keys, at) => {
      for (const key of await calls.markPresent(keys, at))
        events.presence(key.conferenceId, key.coreUserId, true);
    },
    markAbsent: async (keys) => {
      await calls.markAbsent(keys);
      for (const key of keys) events.presence(key.conferenceId, key.coreUserId, false);
    },
  });
  hub.retain('callSlide', createRetainedSlideSource(calls, presentations));
  hub.onUpdatePresControl(
    createPresControlHubHandler({ calls, presentations, presentationControls }),
  );
  const callAudio = createCallAudioService({
    calls: repository,
    events,
    mix: bridge.mix,
    log: (err: unknown) => deps.log.error({ err }, 'call audio'),
  });
  hub.onCallAudioSignal(callAudio.handler);
  const listeners = createCallListeners({ conferenceAccess, calls: repository, now });
  events.followStatus((call) => listeners.saw(call));
  // A revocation or a public portion's end, on any process: every listener's right is decided again.
  hub.onDelivery((kind) => {
    if (kind === 'userAccess' || kind === 'callAccess') listeners.forget();
  });
  const participants = createParticipantsService({ calls, conferenceAccess, events, now });
  return {
    bridge,
    callAudio,
    conferenceAccess,
    conference: createConferenceService({
      conferenceAccess,
      presenterControl,
      bridge,
      listeners,
      now,
    }),
    callReplay: createCallReplayService({
      conferenceAccess,
      calls: repository,
      bridge,
      signer: deps.replaySigner,
      now,
    }),
    participants,
    console: createConsoleService({ calls, events, callControl, presenterControl, now }),
    questions: createQuestionsService({
      questions: createQuestionsRepository(db),
      liveVideoOf: (presId) => liveVideoRepo.find(presId),
      simuLiveOf: deps.simuLiveOf,
      conferenceAccess,
      events,
      now,
      endTurn: (confId, coreUserId) => participants.endTurn(confId, coreUserId),
    }),
    presentationControls,
    liveVideo,
    liveVideoMedia,
    meeting,
    useMeetingMedia(media: MeetingMediaControl): void {
      meetingMedia = media;
    },
  };
}

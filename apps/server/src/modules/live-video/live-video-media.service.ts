// The live video's media: ingest for those who present (SPEC §7 getConnectionURL, getStartURL;
// the studio's feed; an RTMP listener for an encoder) and playback for those who watch (the
// stream's playlist while broadcasting, the replay once published). Presenters and coordinators
// of the event see the feed at any time (the console's preview); attendees only while the event
// broadcasts, or its replay is available; a participant the call cut off sees nothing. Who may
// do what, and its memory: live-video-media-access.ts; the recorded files: live-video-media-files.ts.
import {
  hubTopics,
  isEventCoordinator,
  liveVideoPaths,
  SERVICE_BASE_PATH,
  type LiveVideoConnection,
  type LiveVideoIngestState,
  type LiveVideoStream,
  type PlaybackMedia,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '@podium/domain';
import type { AccessService } from '../access/access.service.ts';
import type { Caller } from '../access/caller.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import { SEGMENT_FILE } from '../../live-video/ffmpeg-args.ts';
import { replayPlaylist } from '../../live-video/hls-playlist.ts';
import type { LiveVideoProvider } from '../../live-video/provider.types.ts';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import { createLiveVideoMediaAccess, type MediaViewer } from './live-video-media-access.ts';
import { createLiveVideoMediaFiles } from './live-video-media-files.ts';
import type { LiveVideoRepository, RecordingRow } from './live-video.repository.ts';

/**
 * How often a starting feed's playlist is looked at until it lists a first segment, the moment
 * the event's followers are told the feed can be played.
 */
export const FEED_READY_CHECK_MS = 250;
const FOLDER = /^r\d{1,10}$/;
/** Size of the 2003-style replay media file as the demo ships it. */
const REPLAY_MEDIA_SIZE = { Width: 640, Height: 360 } as const;

export interface RtmpSettings {
  /** First port tried for an event's RTMP listener; each event with a listener has its own. */
  readonly port: number;
  /** Interface the listener binds. */
  readonly bindHost: string;
  /** Host name encoders are told to connect to. */
  readonly publicHost: string;
}

interface Dependencies {
  readonly repo: LiveVideoRepository;
  readonly access: AccessService;
  readonly presentations: PresentationRepository;
  readonly provider: LiveVideoProvider;
  readonly hub: HubPublisher;
  readonly rtmp: RtmpSettings;
  /** The signed address of the event's replay file `key` (replay-addresses.ts). */
  readonly replayFileUrl: (presId: number, key: string) => string;
  readonly now: () => Date;
}

const url = (path: string) => `${SERVICE_BASE_PATH}/${path}`;

export function createLiveVideoMediaService(deps: Dependencies) {
  const { repo, access, provider, now } = deps;
  const { liveWindow, segmentBytes, readPlaylist, forgetWindow } =
    createLiveVideoMediaFiles(provider);
  const {
    eventOf,
    requirePresenter,
    watchRights,
    rightsOf,
    eventState,
    mediaRights,
    rememberedStanding,
  } = createLiveVideoMediaAccess(deps);
  /** The next chunk number each browser feed expects. */
  const nextChunk = new Map<number, number>();
  /** RTMP port per event with a listener (one process serves each port). */
  const rtmpPorts = new Map<number, number>();

  /** Tells the event's call (viewers and console) about its feed, or an encoder turned away. */
  async function announceFeed(
    presId: number,
    feed: 'receiving' | 'ended' | 'refused',
  ): Promise<void> {
    const conferenceId = (await repo.find(presId))?.conferenceId ?? null;
    if (conferenceId !== null)
      deps.hub.publish(hubTopics.callUpdate(conferenceId), { LiveVideoFeed: feed });
  }

  /** Feeds waiting for their first segment, by event. */
  const starting = new Map<number, ReturnType<typeof setInterval>>();
  function watchUntilPlayable(presId: number, folder: string): void {
    clearInterval(starting.get(presId));
    let looking = false;
    const timer = setInterval(() => {
      if (looking) return;
      const status = provider.status(presId);
      if (status.folder !== folder || status.state !== 'receiving') {
        clearInterval(timer);
        starting.delete(presId);
        return;
      }
      looking = true;
      void readPlaylist(presId, folder)
        .then(async (playlist) => {
          if (!playlist?.segments.length || starting.get(presId) !== timer) return;
          clearInterval(timer);
          starting.delete(presId);
          await announceFeed(presId, 'receiving');
        })
        .catch(() => undefined)
        .finally(() => (looking = false));
    }, FEED_READY_CHECK_MS);
    timer.unref?.();
    starting.set(presId, timer);
  }

  provider.onRefused((presId) => void announceFeed(presId, 'refused').catch(() => undefined));

  provider.onFeedEnd((end) => {
    forgetWindow(end.presId, end.folder);
    void repo.endRecording(end.presId, end.folder, now()).catch(() => undefined);
    void announceFeed(end.presId, 'ended').catch(() => undefined);
    if (provider.status(end.presId).state !== 'receiving') {
      nextChunk.delete(end.presId);
      rtmpPorts.delete(end.presId);
    }
  });

  function freePort(presId: number): number {
    const held = rtmpPorts.get(presId);
    if (held !== undefined) return held;
    const used = new Set(rtmpPorts.values());
    let port = deps.rtmp.port;
    while (used.has(port)) port += 1;
    return port;
  }

  async function startRecording(presId: number, source: 'browser' | 'rtmp'): Promise<RecordingRow> {
    return repo.addRecording(presId, source, now());
  }

  return {
    async connectionUrl(caller: Caller, presId: number): Promise<LiveVideoConnection> {
      const { row } = await requirePresenter(caller, presId);
      const port = freePort(presId);
      const status = provider.status(presId);
      // An encoder can connect whenever no feed is coming in; the listener waits for it.
      if (!row.hasEnded && status.state !== 'receiving') {
        const recording = await startRecording(presId, 'rtmp');
        rtmpPorts.set(presId, port);
        await provider.startRtmpFeed(
          presId,
          recording.folder,
          `rtmp://${deps.rtmp.bindHost}:${port}/live/${row.streamKey}`,
        );
        watchUntilPlayable(presId, recording.folder);
      }
      return {
        BrowserIngestUrl: url(liveVideoPaths.ingest(presId)),
        RtmpUrl: `rtmp://${deps.rtmp.publicHost}:${rtmpPorts.get(presId) ?? port}/live`,
        StreamKey: row.streamKey,
      };
    },

    async startUrl(caller: Caller, presId: number) {
      await requirePresenter(caller, presId);
      return { Url: liveVideoPaths.studioPage(presId) };
    },

    async ingestState(caller: Caller, presId: number): Promise<LiveVideoIngestState> {
      await requirePresenter(caller, presId);
      const status = provider.status(presId);
      const playlist = status.folder ? await readPlaylist(presId, status.folder) : null;
      return {
        State: status.state,
        Source: status.source,
        Segments: playlist?.segments.length ?? 0,
      };
    },

    /** The studio begins a new recording; its chunks follow from number 0. */
    async startBrowserFeed(caller: Caller, presId: number): Promise<LiveVideoIngestState> {
      const { row } = await requirePresenter(caller, presId);
      if (row.hasEnded) throw new ConflictError('The event has ended.');
      const recording = await startRecording(presId, 'browser');
      rtmpPorts.delete(presId);
      await provider.startBrowserFeed(presId, recording.folder);
      nextChunk.set(presId, 0);
      watchUntilPlayable(presId, recording.folder);
      return { State: 'receiving', Source: 'browser', Segments: 0 };
    },

    async pushChunk(caller: Caller, presId: number, seq: number, chunk: Buffer) {
      // The studio sends a chunk every quarter second: its presenter standing, remembered for
      // MEDIA_ACCESS_TTL_MS like a viewer's, spares each chunk the access queries, so the feed
      // keeps up however busy the database is with the audience.
      const key = caller.session ? `${caller.session.id}:${presId}` : null;
      const standing = key === null ? undefined : rememberedStanding(key);
      if (!standing?.presenter) await requirePresenter(caller, presId);
      const expected = nextChunk.get(presId);
      const status = provider.status(presId);
      if (expected === undefined || status.source !== 'browser' || status.state !== 'receiving')
        throw new ConflictError('No studio feed is running: start sending first.');
      if (seq !== expected)
        throw new ConflictError(`Chunk ${seq} is out of order: expected ${expected}.`);
      if (chunk.length === 0) throw new ValidationError('The chunk is empty.');
      nextChunk.set(presId, expected + 1);
      await provider.pushChunk(presId, chunk);
    },

    async stopFeed(caller: Caller, presId: number): Promise<void> {
      await requirePresenter(caller, presId);
      await provider.stopFeed(presId);
      nextChunk.delete(presId);
    },

    async stream(caller: Caller, presId: number): Promise<LiveVideoStream> {
      const { row, live, replay } = await watchRights(caller, presId);
      const status = provider.status(presId);
      if (live && !row.hasEnded) {
        const latest = await repo.latestRecording(presId);
        const folder = status.state === 'receiving' ? status.folder : latest?.folder;
        if (folder && (await readPlaylist(presId, folder))?.segments.length)
          return {
            Url: url(liveVideoPaths.livePlaylist(presId, folder)),
            IsLive: status.state === 'receiving',
          };
        return { Url: null, IsLive: false };
      }
      if (replay && row.hasEnded) {
        if (row.replayMediaKey)
          return {
            Url: deps.replayFileUrl(presId, row.replayMediaKey),
            IsLive: false,
          };
        return { Url: url(liveVideoPaths.replayPlaylist(presId)), IsLive: false };
      }
      return { Url: null, IsLive: false };
    },

    /** The live window of one recording. */
    async livePlaylist(viewer: MediaViewer, presId: number, folder: string): Promise<string> {
      if (!FOLDER.test(folder)) throw new NotFoundError('No such recording.');
      const { live, replay } = await mediaRights(viewer, presId);
      if (!live && !replay) throw new ForbiddenError('The live video is not being broadcast.');
      const text = await liveWindow(presId, folder);
      if (text === null) throw new NotFoundError('No such recording.');
      return text;
    },

    /** One segment this viewer may fetch; null when there is no such file. */
    async segment(
      viewer: MediaViewer,
      presId: number,
      folder: string,
      file: string,
    ): Promise<Buffer | null> {
      if (!FOLDER.test(folder) || !SEGMENT_FILE.test(file))
        throw new NotFoundError('No such segment.');
      const { live, replay } = await mediaRights(viewer, presId);
      if (!live && !replay) throw new ForbiddenError('The live video is not being broadcast.');
      return segmentBytes(presId, folder, file);
    },

    /** One segment under a signed path (the right was checked with the playlist). */
    async signedSegment(presId: number, folder: string, file: string): Promise<Buffer | null> {
      if (!FOLDER.test(folder) || !SEGMENT_FILE.test(file)) return null;
      return segmentBytes(presId, folder, file);
    },

    async replayPlaylist(caller: Caller, presId: number): Promise<string> {
      const { row, replay } = await watchRights(caller, presId);
      if (!replay || !row.hasEnded) throw new ForbiddenError('The replay is not available.');
      const recordings = await repo.recordings(presId);
      const parsed = [];
      for (const r of recordings) {
        const playlist = await readPlaylist(presId, r.folder);
        if (playlist) parsed.push({ folder: r.folder, playlist, endedAt: r.endedAt });
      }
      const text = replayPlaylist(parsed, row.broadcastStartedAt);
      if (text === null) throw new NotFoundError('The event left no recording.');
      return text;
    },

    /**
     * The stored replay file an attendee may be served now (the event ended, its replay published
     * and not expired), by the event's recent state; null when there is none. The viewer's own
     * right was checked when its signed address was handed out.
     */
    async publishedReplayFile(presId: number): Promise<string | null> {
      const row = await eventState(presId);
      if (!row?.replayMediaKey) return null;
      const { replay, hasEnded } = rightsOf({ presenter: false }, row);
      return replay && hasEnded ? row.replayMediaKey : null;
    },

    /** SPEC §7 playbackMedia: the published replay of the event's call. */
    async playbackMedia(caller: Caller, presId: number, confId: number): Promise<PlaybackMedia> {
      const { ctx, row, replay } = await watchRights(caller, presId);
      if (ctx.presentation.extras.ConferenceCallData?.Id !== confId || row.conferenceId !== confId)
        throw new NotFoundError('No such conference call.');
      if (!replay || !row.hasEnded) throw new ForbiddenError('The replay is not available.');
      const Url = row.replayMediaKey
        ? deps.replayFileUrl(presId, row.replayMediaKey)
        : url(liveVideoPaths.replayPlaylist(presId));
      return { Media: [{ VideoResolutions: [{ ...REPLAY_MEDIA_SIZE, Url }] }] };
    },

    /** The console's replay controls are the coordinators' (and site admins'). */
    async requireCoordinator(caller: Caller, presId: number): Promise<void> {
      const ctx = await access.requireAccess(caller, presId);
      if (!isEventCoordinator(ctx.access.role?.liveVideoRole ?? 0) && !ctx.access.isSiteAdmin)
        throw new ForbiddenError('Only event coordinators may publish or expire the replay.');
      await eventOf(ctx);
    },
  };
}

export type LiveVideoMediaService = ReturnType<typeof createLiveVideoMediaService>;

// The live video's media: ingest for those who present (SPEC §7 getConnectionURL, getStartURL;
// the studio's feed; an RTMP listener for an encoder) and playback for those who watch (the
// stream's playlist while broadcasting, the replay once published). Presenters and coordinators
// of the event see the feed at any time (the console's preview); attendees only while the event
// broadcasts, or its replay is available; a participant the call cut off sees nothing.
import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { join } from 'node:path';
import {
  hubTopics,
  isEventCoordinator,
  isLiveVideoReplayAvailable,
  liveVideoPaths,
  mayPresentLiveVideo,
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
import type { AccessContext, AccessService } from '../access/access.service.ts';
import { createCallCutOffGuard } from '../conference/call-cutoff.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import {
  FEED_CLOCK_EARLIEST_MS,
  FEED_CLOCK_FILE,
  PLAYLIST_FILE,
  SEGMENT_FILE,
} from '../../live-video/ffmpeg-args.ts';
import {
  liveWindowPlaylist,
  replayPlaylist,
  type ParsedPlaylist,
} from '../../live-video/hls-playlist.ts';
import { readDatedPlaylist, type RecordingClocks } from '../../live-video/hls-playlist-file.ts';
import type { LiveVideoProvider } from '../../live-video/provider.types.ts';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { LiveVideoRepository, LiveVideoRow, RecordingRow } from './live-video.repository.ts';
import type { Caller } from '../access/caller.ts';
import { createTtlMemory } from '../access/access-memory.ts';

/**
 * How long a viewer's standing at an event (may watch it: signed in, access granted, not cut off
 * by the call; presents it or not) is remembered for its playlist and segment requests, and so
 * the bound within which losing it (access revoked, cut off, signed out or idled out) reaches a
 * player that goes on fetching: its requests after this time are refused. The viewer's page
 * learns of a revocation at once from the hub and leaves the player; this bound holds for a
 * client that does not. Each viewer asks about three times a second (a playlist reload every
 * half segment, a segment a second); a remembered standing answers them with no database work
 * (not even the session's lookup), so an audience costs the database one decision (the
 * session, the access, the call's standing; the event's state is read apart, once for all) per
 * viewer per 15 to 23 s, decided in the background while the viewer keeps watching. The stream route always decides afresh (and renews the standing).
 */
export const MEDIA_ACCESS_TTL_MS = 30_000;
/**
 * How old the event's state (started, broadcasting, ended, replay published or expired) may be
 * when a playlist or segment request is decided: read once for the whole audience this often,
 * so the end of the broadcast or the replay's expiry reaches every player within it.
 */
export const EVENT_STATE_MAX_AGE_MS = 1000;
/**
 * How often a starting feed's playlist is looked at until it lists a first segment, the moment
 * the event's followers are told the feed can be played.
 */
export const FEED_READY_CHECK_MS = 250;
/**
 * How long a live window, once made, answers every viewer's playlist reload. A window is remade
 * from ffmpeg's playlist at most this often whatever the audience, instead of a file read and a
 * parse per reload; a new segment reaches players at most this much later.
 */
export const LIVE_WINDOW_MAX_AGE_MS = 100;
/**
 * Memory for the segments an audience fetches (segmentBytes): a live window is a few one-second
 * segments of well under a megabyte each, so this holds many events' windows and a replay's
 * recent stretch; the least recently asked go first.
 */
export const SEGMENT_MEMORY_BYTES = 64 * 1024 * 1024;
/** Remembered decisions at most; the least recently used go first beyond it. */
const MEDIA_ACCESS_MAX = 50_000;

/** What a viewer's access to an event is, apart from the event's state. */
interface Standing {
  /** Presents the event (panelist, coordinator) or administers the site: sees the feed always. */
  readonly presenter: boolean;
}

interface Rights {
  readonly live: boolean;
  readonly replay: boolean;
  readonly hasEnded: boolean;
}

/**
 * Who asks for a playlist or a segment: the session cookie it sent (the key its decision is
 * remembered by; not looked up) and how to look its session up when no decision is remembered.
 */
export interface MediaViewer {
  readonly sessionKey: string | null;
  readonly caller: () => Promise<Caller>;
}
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
  const cutOff = createCallCutOffGuard(deps.presentations);
  /** The next chunk number each browser feed expects. */
  const nextChunk = new Map<number, number>();
  /** RTMP port per event with a listener (one process serves each port). */
  const rtmpPorts = new Map<number, number>();
  // The age counts from the decision, not from the last request it answered.
  const remembered = createTtlMemory<{ readonly standing: Standing; readonly refreshAt: number }>({
    max: MEDIA_ACCESS_MAX,
    ttlMs: MEDIA_ACCESS_TTL_MS,
    now,
  });
  /** Complete segments held in memory (segmentBytes) and the reads under way. */
  const segmentCache = new LRUCache<string, Buffer>({
    maxSize: SEGMENT_MEMORY_BYTES,
    sizeCalculation: (bytes) => bytes.length,
  });
  const segmentReads = new Map<string, Promise<Buffer | null>>();
  /** Decisions being made, so a viewer's requests at one moment share one. */
  const deciding = new Map<string, Promise<Standing>>();
  /** Each event's state as last read for media requests, and the read under way. */
  const eventStates = new Map<number, { row: LiveVideoRow | null; readAt: number }>();
  const eventReads = new Map<number, Promise<LiveVideoRow | null>>();
  /** The live window of each recording, as last made, and the read under way (one at a time). */
  const windows = new Map<
    string,
    { text: string | null; madeAt: number; reading: Promise<string | null> | null }
  >();

  /** The live window of a recording, shared by every viewer for LIVE_WINDOW_MAX_AGE_MS. */
  function liveWindow(presId: number, folder: string): Promise<string | null> {
    const key = `${presId}/${folder}`;
    const at = Date.now();
    let entry = windows.get(key);
    if (entry && entry.text !== null && at - entry.madeAt < LIVE_WINDOW_MAX_AGE_MS)
      return Promise.resolve(entry.text);
    if (entry?.reading) return entry.reading;
    entry ??= { text: null, madeAt: 0, reading: null };
    windows.set(key, entry);
    const current = entry;
    current.reading = readPlaylist(presId, folder)
      .then((playlist) => {
        current.text = playlist ? liveWindowPlaylist(playlist) : null;
        current.madeAt = Date.now();
        // Nothing is kept for a recording that does not exist.
        if (current.text === null) windows.delete(key);
        return current.text;
      })
      .finally(() => (current.reading = null));
    return current.reading;
  }

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
    windows.delete(`${end.presId}/${end.folder}`);
    void repo.endRecording(end.presId, end.folder, now()).catch(() => undefined);
    void announceFeed(end.presId, 'ended').catch(() => undefined);
    if (provider.status(end.presId).state !== 'receiving') {
      nextChunk.delete(end.presId);
      rtmpPorts.delete(end.presId);
    }
  });

  async function eventOf(ctx: AccessContext): Promise<LiveVideoRow> {
    const row = await repo.find(ctx.presentation.id);
    if (!row) throw new NotFoundError('This presentation has no live video.');
    return row;
  }

  const presents = (ctx: AccessContext) => mayPresentLiveVideo(ctx.access.role?.liveVideoRole ?? 0);

  /** SPEC §7: panelists and coordinators of this event only. */
  async function requirePresenter(caller: Caller, presId: number) {
    const ctx = await access.requireAccess(caller, presId);
    if (!presents(ctx))
      throw new ForbiddenError(
        'Only panelists and event coordinators of this event may present live video.',
      );
    const row = await eventOf(ctx);
    remember(`${ctx.session.id}:${presId}`, { presenter: true });
    return { ctx, row };
  }

  /** What this viewer may play: the live feed, the replay, or nothing. */
  async function watchRights(caller: Caller, presId: number) {
    const ctx = await access.requireAccess(caller, presId);
    const row = await eventOf(ctx);
    // The newest state serves the media requests that follow (the player's, just after this).
    eventStates.set(presId, { row, readAt: now().getTime() });
    await cutOff.requireNotCutOff(ctx);
    const presenter = presents(ctx) || ctx.access.isSiteAdmin;
    // The stream route decides afresh; its answer also serves the viewer's media requests.
    if (caller.session) remember(`${caller.session.id}:${presId}`, { presenter });
    return { ctx, row, ...rightsOf({ presenter }, row) };
  }

  function rightsOf(standing: Standing, row: LiveVideoRow): Rights {
    const broadcasting = row.hasStarted && row.hasBroadcastStarted && !row.hasEnded;
    const replay = isLiveVideoReplayAvailable({
      status: {
        HasStarted: row.hasStarted,
        HasBroadcastStarted: row.hasBroadcastStarted,
        HasEnded: row.hasEnded,
        IsReplayAvailable: row.isReplayAvailable,
        IsReplayExpired: row.isReplayExpired,
      },
      replayType: row.replayType,
    });
    return {
      live: standing.presenter || broadcasting,
      replay: replay || standing.presenter,
      hasEnded: row.hasEnded,
    };
  }

  function remember(key: string, standing: Standing): void {
    const half = MEDIA_ACCESS_TTL_MS / 2;
    const refreshAt = now().getTime() + half + Math.random() * (half / 2);
    remembered.set(key, { standing, refreshAt });
  }

  /**
   * The event's state for media requests, read at most every EVENT_STATE_MAX_AGE_MS for the
   * whole audience (one read at a time).
   */
  function eventState(presId: number): Promise<LiveVideoRow | null> {
    const at = now().getTime();
    const held = eventStates.get(presId);
    if (held && at - held.readAt < EVENT_STATE_MAX_AGE_MS) return Promise.resolve(held.row);
    const reading = eventReads.get(presId);
    if (reading) return reading;
    const read = repo
      .find(presId)
      .then((row) => {
        eventStates.set(presId, { row, readAt: at });
        return row;
      })
      .finally(() => eventReads.delete(presId));
    eventReads.set(presId, read);
    return read;
  }

  /**
   * The rights of a playlist or segment request: the viewer's standing (access to the event,
   * not cut off, presenter or not), remembered per session and event for MEDIA_ACCESS_TTL_MS so
   * that a remembered standing answers without the database, with the event's state of at most
   * EVENT_STATE_MAX_AGE_MS ago. A standing past its refresh time (a random moment in the second
   * half of its life, so an audience that came in together does not ask again together) still
   * answers while it is decided afresh in the background: a watching viewer never waits, and
   * one that lost its access is refused from the next request after the new decision, at the
   * latest MEDIA_ACCESS_TTL_MS after the last one.
   */
  async function mediaRights(viewer: MediaViewer, presId: number): Promise<Rights> {
    const key = viewer.sessionKey === null ? null : `${viewer.sessionKey}:${presId}`;
    if (key === null) {
      const { live, replay, row } = await watchRights(await viewer.caller(), presId);
      return { live, replay, hasEnded: row.hasEnded };
    }
    const hit = remembered.get(key);
    let standing: Standing;
    if (hit) {
      if (now().getTime() >= hit.refreshAt && !deciding.has(key))
        void decideStanding(viewer, presId, key).catch(() => undefined);
      standing = hit.standing;
    } else standing = await (deciding.get(key) ?? decideStanding(viewer, presId, key));
    const row = await eventState(presId);
    if (!row) throw new NotFoundError('This presentation has no live video.');
    return rightsOf(standing, row);
  }

  function decideStanding(viewer: MediaViewer, presId: number, key: string): Promise<Standing> {
    // The event's own state is not part of a standing: the requests read it, shared, apart.
    const decision = viewer
      .caller()
      .then(async (caller) => {
        const ctx = await access.requireAccess(caller, presId);
        await cutOff.requireNotCutOff(ctx);
        return ctx;
      })
      .then(
        (ctx) => {
          const standing = { presenter: presents(ctx) || ctx.access.isSiteAdmin };
          remember(key, standing);
          return standing;
        },
        (error: unknown) => {
          remembered.delete(key);
          throw error;
        },
      )
      .finally(() => deciding.delete(key));
    deciding.set(key, decision);
    return decision;
  }

  /**
   * A segment's bytes, from memory when the audience asked for it before: a file is held once
   * it is complete (listed in the live window, or its recording has ended), so each segment is
   * read from disk once however many watch, not once per viewer.
   */
  function segmentBytes(presId: number, folder: string, file: string): Promise<Buffer | null> {
    const key = `${presId}/${folder}/${file}`;
    const held = segmentCache.get(key);
    if (held) return Promise.resolve(held);
    const reading = segmentReads.get(key);
    if (reading) return reading;
    const status = provider.status(presId);
    const recording = status.state === 'receiving' && status.folder === folder;
    const complete =
      !recording || (windows.get(`${presId}/${folder}`)?.text ?? '').includes(`\n${file}\n`);
    const read = readFile(join(provider.rootDir, String(presId), folder, file))
      .then(
        (bytes) => {
          if (complete && bytes.length > 0) segmentCache.set(key, bytes);
          return bytes;
        },
        () => null,
      )
      .finally(() => segmentReads.delete(key));
    segmentReads.set(key, read);
    return read;
  }

  const clocks: RecordingClocks = new Map();
  const recordingFiles = { playlist: PLAYLIST_FILE, clock: FEED_CLOCK_FILE };
  function readPlaylist(presId: number, folder: string): Promise<ParsedPlaylist | null> {
    const dir = join(provider.rootDir, String(presId), folder);
    return readDatedPlaylist(dir, recordingFiles, FEED_CLOCK_EARLIEST_MS, clocks);
  }

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
      const standing = key === null ? undefined : remembered.get(key);
      if (!standing?.standing.presenter) await requirePresenter(caller, presId);
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

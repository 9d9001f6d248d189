// SPEC §7 livevideopresenter (getConnectionURL, getStartURL), the studio's ingest, the HLS
// stream and replay, the replay controls of the console, and playbackMedia.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IdParam,
  LiveVideoChunkQuerySchema,
  ForbiddenError,
  LiveVideoReplayBodySchema,
  NotFoundError,
} from '@podium/domain';
import { sendStoredFile, STORED_FILE_ROUTE } from '../../http/send-stored-file.ts';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { sessionCookieOf } from '../../plugins/session.ts';
import type { MediaViewer } from './live-video-media-access.ts';
import { callerOf } from '../../http/caller.ts';
import {
  SIGNED_MEDIA_PREFIX,
  SIGNED_MEDIA_REFUSED,
  signedSegmentCache,
  createLivePlaylistSigner,
  signPlaylist,
} from '../../http/media-signing.ts';
import { liveStream, replayFileStream, replayStream } from './replay-addresses.ts';

/** The largest chunk the studio sends (a quarter second of 720p is far below it). */
export const MAX_INGEST_CHUNK_BYTES = 8 * 1024 * 1024;

/** A live window changes every segment: always revalidate. */
const LIVE_PLAYLIST_CACHE = 'private, no-cache';
/** A segment never changes once the playlist lists it (players ask only for listed ones). */
const SEGMENT_CACHE = 'private, max-age=86400, immutable';
/** The replay can be expired by the coordinator at any moment. */
const REPLAY_CACHE = 'private, no-cache';
const HLS_TYPE = 'application/vnd.apple.mpegurl';

type P = { presId: string };
type Hls = { presId: string; folder: string; file: string };

export function liveVideoRoutes(
  app: FastifyInstance,
  { liveVideo, liveVideoMedia, mediaSigner, recordingSigner }: Services,
): void {
  const presIdOf = (params: { presId: string }) =>
    validateField(IdParam, params.presId, 'path', 'presId');

  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MAX_INGEST_CHUNK_BYTES },
    (_request, body, done) => done(null, body),
  );

  const presenter = '/presentation/:presId/livevideopresenter';
  app.get<{ Params: P }>(`${presenter}/getConnectionURL`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return liveVideoMedia.connectionUrl(callerOf(request), presIdOf(request.params));
  });
  app.get<{ Params: P }>(`${presenter}/getStartURL`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return liveVideoMedia.startUrl(callerOf(request), presIdOf(request.params));
  });
  app.get<{ Params: P }>(`${presenter}/ingest`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return liveVideoMedia.ingestState(callerOf(request), presIdOf(request.params));
  });
  app.post<{ Params: P }>(`${presenter}/ingest/start`, async (request, reply) => {
    const state = await liveVideoMedia.startBrowserFeed(
      callerOf(request),
      presIdOf(request.params),
    );
    return reply.code(201).send(state);
  });
  app.post<{ Params: P }>(`${presenter}/ingest/stop`, async (request, reply) => {
    await liveVideoMedia.stopFeed(callerOf(request), presIdOf(request.params));
    return reply.code(204).send();
  });
  app.post<{ Params: P }>(`${presenter}/ingest`, async (request, reply) => {
    const presId = presIdOf(request.params);
    const { seq } = validate(LiveVideoChunkQuerySchema, request.query, 'query');
    if (!Buffer.isBuffer(request.body)) {
      return reply
        .code(415)
        .send({ message: 'Send the chunk as application/octet-stream.', statusCode: 415 });
    }
    await liveVideoMedia.pushChunk(callerOf(request), presId, seq, request.body);
    return reply.code(204).send();
  });

  const watch = '/presentation/:presId/livevideo';
  app.get<{ Params: P }>(`${watch}/stream`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return liveVideoMedia.stream(callerOf(request), presIdOf(request.params));
  });
  /**
   * Playlist and segment requests come three times a second from every viewer: they take no
   * API gate slot and look no session up unless the viewer's remembered right
   * (MEDIA_ACCESS_TTL_MS) has lapsed, and then take a slot for the lookup and the decision.
   */
  const signLive = createLivePlaylistSigner(mediaSigner);
  const viewerOf = (request: FastifyRequest, reply: FastifyReply): MediaViewer => ({
    sessionKey: sessionCookieOf(request),
    caller: async () => {
      await app.apiGate.acquire();
      try {
        await app.resolveSession(request, reply);
      } finally {
        app.apiGate.release();
      }
      return callerOf(request);
    },
  });
  app.get<{ Params: Hls }>(
    `${watch}/hls/:folder/:file`,
    { config: { apiGate: false, sessionLookup: 'lazy' } },
    async (request, reply) => {
      const presId = presIdOf(request.params);
      const { folder, file } = request.params;
      if (file === 'live.m3u8') {
        const text = await liveVideoMedia.livePlaylist(viewerOf(request, reply), presId, folder);
        const signed = signLive(liveStream(presId, folder), text);
        return reply.header('Cache-Control', LIVE_PLAYLIST_CACHE).type(HLS_TYPE).send(signed);
      }
      const bytes = await liveVideoMedia.segment(viewerOf(request, reply), presId, folder, file);
      if (!bytes) throw new NotFoundError('No such segment.');
      return reply.header('Cache-Control', SEGMENT_CACHE).type('video/mp2t').send(bytes);
    },
  );
  /**
   * A segment under a signed path: the signature stands for the right checked when the playlist
   * was handed out, so no session is looked up and shared caches may keep the answer until the
   * path expires. A tampered or expired signature gets 403.
   */
  app.get<{ Params: Hls & { token: string } }>(
    `${watch}/hls/:folder/${SIGNED_MEDIA_PREFIX}/:token/:file`,
    { config: { apiGate: false, sessionLookup: 'lazy' } },
    async (request, reply) => {
      const presId = presIdOf(request.params);
      const { folder, file, token } = request.params;
      // Live windows are signed by the minute, a replay's playlist for the recordings' window.
      const remaining =
        mediaSigner.remainingMs(liveStream(presId, folder), token) ??
        recordingSigner.remainingMs(replayStream(presId, folder), token);
      if (remaining === null) throw new ForbiddenError(SIGNED_MEDIA_REFUSED);
      const bytes = await liveVideoMedia.signedSegment(presId, folder, file);
      if (!bytes) throw new NotFoundError('No such segment.');
      return reply
        .header('Cache-Control', signedSegmentCache(remaining))
        .type('video/mp2t')
        .send(bytes);
    },
  );
  app.get<{ Params: P }>(`${watch}/replay.m3u8`, async (request, reply) => {
    const presId = presIdOf(request.params);
    const text = await liveVideoMedia.replayPlaylist(callerOf(request), presId);
    // Segments are listed as hls/{folder}/{file}: each folder under its own signed path.
    const signed = signPlaylist(text, (dir) => {
      const folder = /^hls\/([^/]+)$/.exec(dir)?.[1];
      return folder === undefined ? null : recordingSigner.token(replayStream(presId, folder));
    });
    return reply.header('Cache-Control', REPLAY_CACHE).type(HLS_TYPE).send(signed);
  });
  /**
   * The replay prepared as one media file, under the signed address the stream call handed out:
   * shared caches may keep it (range requests included) until the address expires; an expired
   * replay is refused to whoever asks Node.
   */
  app.route<{ Params: P & { token: string } }>({
    method: ['GET', 'HEAD'],
    url: `${watch}/replay/${SIGNED_MEDIA_PREFIX}/:token/replay.mp4`,
    ...STORED_FILE_ROUTE,
    config: { apiGate: false, sessionLookup: 'lazy' },
    handler: async (request, reply) => {
      const presId = presIdOf(request.params);
      const key = await liveVideoMedia.publishedReplayFile(presId);
      const remaining =
        key === null
          ? null
          : recordingSigner.remainingMs(replayFileStream(presId, key), request.params.token);
      if (key === null || remaining === null) throw new ForbiddenError(SIGNED_MEDIA_REFUSED);
      return sendStoredFile(request, reply, app.storage, {
        area: 'media',
        key,
        contentType: 'video/mp4',
        cacheControl: signedSegmentCache(remaining),
        acceptRanges: true,
      });
    },
  });
  app.post<{ Params: P }>(`${watch}/replay`, async (request) => {
    const presId = presIdOf(request.params);
    const { Action } = validate(LiveVideoReplayBodySchema, request.body, 'body');
    await liveVideoMedia.requireCoordinator(callerOf(request), presId);
    return liveVideo.replay(presId, Action);
  });

  app.get<{ Params: { presId: string; confId: string } }>(
    '/presentations/:presId/conferencecalls/:confId/playbackMedia',
    async (request, reply) => {
      const presId = presIdOf(request.params);
      const confId = validateField(IdParam, request.params.confId, 'path', 'confId');
      reply.header('Cache-Control', 'no-store');
      return liveVideoMedia.playbackMedia(callerOf(request), presId, confId);
    },
  );
}

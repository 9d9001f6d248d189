// The call's audio over HLS (SPEC §7 livestream and replay audio name these URLs): the live
// sliding-window playlist over the call's mix, the replay playlist of its recording and their
// segments. Playlists are for participants of the call only, and a revoked participant gets 403
// (SPEC §6); segments, and the replay playlist GET signature hands out, sit under signed paths.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOf } from '../../plugins/session.ts';
import type { CallListener } from './call-listeners.ts';
import { z } from 'zod';
import { validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { CALL_ROUTE, callIds, type CallParams } from './conference.routes.ts';
import { callerOf } from '../../http/caller.ts';
import {
  SIGNED_MEDIA_PREFIX,
  SIGNED_MEDIA_REFUSED,
  signedSegmentCache,
  createLivePlaylistSigner,
} from '../../http/media-signing.ts';
import { ForbiddenError, NotFoundError } from '@podium/domain';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** AAC in MPEG-TS segments, each named `{run}-{segment}` (call-audio/recordings.ts). */
const SEGMENT_TYPE = 'video/mp2t';
const SegmentName = z
  .string()
  .regex(/^r\d{13}-seg_\d{6,9}\.ts$/, 'must be an audio segment file name');

export function liveAudioRoutes(
  app: FastifyInstance,
  { conference, callReplay, bridge, mediaSigner }: Services,
): void {
  /** The stream a signed segment path is bound to: the call of the presentation. */
  const streamOf = (presId: number, confId: number) => `call-audio:${presId}:${confId}`;
  /** The playlist with its segments (files beside it) under the call's signed path. */
  const signLive = createLivePlaylistSigner(mediaSigner);
  const signed = (playlist: string, presId: number, confId: number) =>
    signLive(streamOf(presId, confId), playlist);
  /**
   * Playlist and segment requests come three times a second from every listener: they take no
   * API gate slot and look no session up unless the listener's remembered right
   * (CALL_LISTENER_TTL_MS) has lapsed, and then take a slot for the lookup and the decision.
   */
  const listenerOf = (request: FastifyRequest, reply: FastifyReply): CallListener => ({
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
  const listening = { config: { apiGate: false, sessionLookup: 'lazy' as const } };

  app.get<{ Params: CallParams }>(
    `${CALL_ROUTE}/liveaudio/live.m3u8`,
    listening,
    async (request, reply) => {
      const { presId, confId } = callIds(request);
      const playlist = await conference.livePlaylist(listenerOf(request, reply), presId, confId);
      // A live playlist changes with every segment and is the listener's own (its right is
      // checked here): players always fetch it fresh, and no shared cache keeps it.
      return reply
        .header('Content-Type', PLAYLIST_TYPE)
        .header('Cache-Control', 'private, no-store')
        .send(signed(playlist, presId, confId));
    },
  );

  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/liveaudio/replay.m3u8`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    const playlist = await conference.replayPlaylist(callerOf(request), presId, confId);
    return reply
      .header('Content-Type', PLAYLIST_TYPE)
      .header('Cache-Control', 'private, no-cache')
      .send(signed(playlist, presId, confId));
  });

  /**
   * The replay playlist under the signed path GET signature handed out (call-replay.service.ts):
   * no session is looked up. Its segments are named beside it, so they resolve under the same
   * signed path.
   */
  app.get<{ Params: CallParams & { token: string } }>(
    `${CALL_ROUTE}/liveaudio/${SIGNED_MEDIA_PREFIX}/:token/replay.m3u8`,
    { config: { apiGate: false, sessionLookup: 'lazy' } },
    async (request, reply) => {
      const { presId, confId } = callIds(request);
      const { token } = request.params;
      if (callReplay.remainingMs(presId, confId, token) === null)
        throw new ForbiddenError(SIGNED_MEDIA_REFUSED);
      const playlist = await callReplay.signedPlaylist(presId, confId);
      return reply
        .header('Content-Type', PLAYLIST_TYPE)
        .header('Cache-Control', 'private, no-cache')
        .send(playlist);
    },
  );

  /**
   * A segment under a signed path: the signature stands for the right checked when the playlist
   * was handed out (the live stream's, or the replay's), so no session is looked up and shared
   * caches may keep the answer until the path expires. A tampered or expired signature gets 403.
   */
  app.get<{ Params: CallParams & { token: string; segment: string } }>(
    `${CALL_ROUTE}/liveaudio/${SIGNED_MEDIA_PREFIX}/:token/:segment`,
    { config: { apiGate: false, sessionLookup: 'lazy' } },
    async (request, reply) => {
      const { presId, confId } = callIds(request);
      const name = validateField(SegmentName, request.params.segment, 'path', 'segment');
      const { token } = request.params;
      const remaining =
        mediaSigner.remainingMs(streamOf(presId, confId), token) ??
        callReplay.remainingMs(presId, confId, token);
      if (remaining === null) throw new ForbiddenError(SIGNED_MEDIA_REFUSED);
      const data = await bridge.segment(confId, name);
      if (!data) throw new NotFoundError(`No audio segment ${name}.`);
      return reply
        .header('Content-Type', SEGMENT_TYPE)
        .header('Cache-Control', signedSegmentCache(remaining))
        .send(data);
    },
  );

  app.get<{ Params: CallParams & { segment: string } }>(
    `${CALL_ROUTE}/liveaudio/:segment`,
    listening,
    async (request, reply) => {
      const { presId, confId } = callIds(request);
      const name = validateField(SegmentName, request.params.segment, 'path', 'segment');
      const data = await conference.segment(listenerOf(request, reply), presId, confId, name);
      return reply
        .header('Content-Type', SEGMENT_TYPE)
        .header('Cache-Control', 'private, max-age=3600')
        .send(data);
    },
  );
}

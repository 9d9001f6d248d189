// Request and answer shapes of the live video calls (SPEC §7 livevideopresenter, and Podium's
// stream, ingest and replay calls beside them).
import { z } from 'zod';

/**
 * Milliseconds of media in each chunk the browser studio posts: short, so the first segment is
 * made soon after sending. The first chunk reaches the server about this long after its first
 * frame was taken, which dates the recording.
 */
export const STUDIO_CHUNK_MS = 250;

/** GET presentation/{presId}/livevideopresenter/getConnectionURL: where an encoder sends. */
export const LiveVideoConnectionSchema = z.object({
  /** The browser studio posts its recorder's chunks here (same origin, session cookie). */
  BrowserIngestUrl: z.string(),
  /** RTMP server URL for OBS or a hardware encoder. */
  RtmpUrl: z.string(),
  /** The stream key of this event; the full publish URL is RtmpUrl + '/' + StreamKey. */
  StreamKey: z.string(),
});
export type LiveVideoConnection = z.infer<typeof LiveVideoConnectionSchema>;

/** GET presentation/{presId}/livevideopresenter/getStartURL: the studio page. */
export const LiveVideoStartUrlSchema = z.object({ Url: z.string() });
export type LiveVideoStartUrl = z.infer<typeof LiveVideoStartUrlSchema>;

/** GET presentation/{presId}/livevideo/stream: the HLS playlist for attendees. */
export const LiveVideoStreamSchema = z.object({
  /** The playlist, or null while there is nothing to play. */
  Url: z.string().nullable(),
  /** The stream is being received now (false for a finished recording). */
  IsLive: z.boolean(),
});
export type LiveVideoStream = z.infer<typeof LiveVideoStreamSchema>;

/** GET presentation/{presId}/livevideopresenter/ingest: what the studio's feed is doing. */
export const LiveVideoIngestStateSchema = z.object({
  State: z.enum(['idle', 'receiving', 'stopped', 'failed']),
  Source: z.enum(['browser', 'rtmp']).nullable(),
  /** Media segments written so far. */
  Segments: z.number().int().nonnegative(),
});
export type LiveVideoIngestState = z.infer<typeof LiveVideoIngestStateSchema>;

/** POST presentation/{presId}/livevideo/replay: the coordinator publishes or expires the replay. */
export const LiveVideoReplayBodySchema = z.strictObject({
  Action: z.enum(['publish', 'expire']),
});
export type LiveVideoReplayBody = z.infer<typeof LiveVideoReplayBodySchema>;

/** Query of POST .../livevideopresenter/ingest: the chunk's position in the recorder's stream. */
export const LiveVideoChunkQuerySchema = z.object({
  seq: z.coerce.number().int().nonnegative().max(10_000_000),
});

/** Paths under the service route (SPEC §7 livevideopresenter, and the stream and replay). */
export const liveVideoPaths = {
  connectionUrl: (presId: number) => `presentation/${presId}/livevideopresenter/getConnectionURL`,
  startUrl: (presId: number) => `presentation/${presId}/livevideopresenter/getStartURL`,
  ingest: (presId: number) => `presentation/${presId}/livevideopresenter/ingest`,
  ingestStart: (presId: number) => `presentation/${presId}/livevideopresenter/ingest/start`,
  ingestStop: (presId: number) => `presentation/${presId}/livevideopresenter/ingest/stop`,
  stream: (presId: number) => `presentation/${presId}/livevideo/stream`,
  livePlaylist: (presId: number, folder: string) =>
    `presentation/${presId}/livevideo/hls/${folder}/live.m3u8`,
  segment: (presId: number, folder: string, file: string) =>
    `presentation/${presId}/livevideo/hls/${folder}/${file}`,
  replayPlaylist: (presId: number) => `presentation/${presId}/livevideo/replay.m3u8`,
  /** The replay prepared as one media file, under its signed path (`s/{token}`). */
  signedReplayMedia: (presId: number, token: string) =>
    `presentation/${presId}/livevideo/replay/s/${token}/replay.mp4`,
  replay: (presId: number) => `presentation/${presId}/livevideo/replay`,
  playbackMedia: (presId: number, confId: number) =>
    `presentations/${presId}/conferencecalls/${confId}/playbackMedia`,
  /** The studio page of the web app (SPEC §7 getStartURL answers it). */
  studioPage: (presId: number) => `/presentation/v2/${presId}/studio/`,
};

/** GET playbackMedia (SPEC §7): the published replay as media with its renditions. */
export const PlaybackMediaSchema = z.object({
  Media: z.array(
    z.object({
      VideoResolutions: z.array(
        z.object({
          Height: z.number().int().positive(),
          Width: z.number().int().positive(),
          Url: z.string(),
        }),
      ),
    }),
  ),
});
export type PlaybackMedia = z.infer<typeof PlaybackMediaSchema>;

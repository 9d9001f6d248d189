// The REST contract of simulated live (SPEC §7 "Live events: GET
// /presentations/{presId}/liveevents/{confId}/playback/control (Status, Offset); GET
// .../playbackMedia") and of the console's broadcast commands. Paths are relative to
// SERVICE_BASE_PATH.
import { z } from 'zod';
import { VideoResolutionSchema } from '../presentation/entities.ts';
import { PlaybackStatusSchema } from '../realtime/payloads.ts';

const liveEvent = (presId: number, confId: number) =>
  `presentations/${presId}/liveevents/${confId}`;

export const simuLivePaths = {
  /** GET: the broadcast as of now (SPEC §3 Playback). POST: a coordinator's command. */
  playbackControl: (presId: number, confId: number) =>
    `${liveEvent(presId, confId)}/playback/control`,
  playbackMedia: (presId: number, confId: number) => `${liveEvent(presId, confId)}/playbackMedia`,
};

/**
 * GET playback/control: SPEC §3 Playback {Status, Offset (seconds, as of the answer)}, with the
 * schedule the viewer needs to show the SPEC §4 states and set its timers.
 */
export const PlaybackControlResponseSchema = z.object({
  Status: PlaybackStatusSchema,
  Offset: z.number().nonnegative(),
  /** The recording played to its end (SPEC §4 ended). */
  Ended: z.boolean(),
  StartTimeUtc: z.iso.datetime({ offset: true }),
  DurationSeconds: z.number().positive(),
});
export type PlaybackControlResponse = z.infer<typeof PlaybackControlResponseSchema>;

/** POST playback/control: the console's Pause broadcast, Resume broadcast, Stop broadcast. */
export const BroadcastCommandBodySchema = z.object({
  Command: z.enum(['pause', 'resume', 'stop']),
});
export type BroadcastCommandBody = z.infer<typeof BroadcastCommandBodySchema>;

/**
 * GET playbackMedia: the recording's renditions. A simulated-live call plays audio (Media, highest
 * bit rate first); a simulated-live video plays video (VideoResolutions, highest first, as SPEC §7
 * names them for a call's playbackMedia). The other list is empty.
 */
export const PlaybackMediaResponseSchema = z.object({
  DurationSeconds: z.number().positive(),
  Media: z.array(z.object({ BitRate: z.number().int().positive(), Url: z.string() })),
  VideoResolutions: z.array(VideoResolutionSchema).default([]),
});
export type PlaybackMediaResponse = z.infer<typeof PlaybackMediaResponseSchema>;

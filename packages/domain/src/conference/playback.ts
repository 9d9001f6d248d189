// SPEC §7 GET conferencecalls/{confId}/playback and GET conferencecalls/{confId}/signature: the
// call's replay as the viewer plays it (SPEC §3 Playback: a status and the media sources) and the
// signed address of its recording. SPEC shows neither response shape; these are Podium's.
import { z } from 'zod';
import { CallStatus } from '../realtime/payloads.ts';
import type { ParticipantEventTypeSchema } from './api.ts';

/** SPEC §7 participant session events: Play when listening starts, then IsStillStreaming. */
export type ParticipantEventType = z.infer<typeof ParticipantEventTypeSchema>;

/**
 * Where the call's replay stands: NotRecorded (the call records none, or was cancelled), Pending
 * (recorded, not published yet: SPEC §8 "replay or playback not yet available"), Available
 * (published), Expired (SPEC §8 "Replay for this call is no longer available.").
 */
export const CallReplayStatus = {
  NotRecorded: 'NotRecorded',
  Pending: 'Pending',
  Available: 'Available',
  Expired: 'Expired',
} as const;
export type CallReplayStatus = (typeof CallReplayStatus)[keyof typeof CallReplayStatus];

export const CallReplayStatusSchema = z.enum(Object.values(CallReplayStatus));

/** The call's replay state from what the call row holds. */
export function callReplayStatus(call: {
  readonly replayEnabled: boolean;
  readonly isDeleted: boolean;
  readonly status: CallStatus | null;
}): CallReplayStatus {
  if (!call.replayEnabled || call.isDeleted) return CallReplayStatus.NotRecorded;
  if (call.status === CallStatus.Expired) return CallReplayStatus.Expired;
  if (call.status === CallStatus.Published) return CallReplayStatus.Available;
  return CallReplayStatus.Pending;
}

/** GET playback: the replay's status, whether it can be heard by phone, and its media. */
export const CallPlaybackResponseSchema = z.object({
  Status: CallReplayStatusSchema,
  /**
   * The replay can also be heard by phone (SPEC §9 replay types PhoneOnly, WebAndPhone): a call
   * with dial-in (HasTelephone) that records a replay; its code is GET accesscode?replay=true.
   */
  PhoneReplay: z.boolean(),
  /** The media sources (the recording's HLS playlist), once Available; empty otherwise. */
  Media: z.array(z.object({ Url: z.string() })),
});
export type CallPlaybackResponse = z.infer<typeof CallPlaybackResponseSchema>;

/** GET signature: the recording's signed address, valid until ExpiresUtc (then asked again). */
export const CallSignatureResponseSchema = z.object({
  /** `{expiry in seconds since epoch}-{MAC}`, the token in the signed path. */
  Signature: z.string(),
  ExpiresUtc: z.string(),
  /** The replay playlist under the signed path, relative to the service route. */
  Url: z.string(),
});
export type CallSignatureResponse = z.infer<typeof CallSignatureResponseSchema>;

const call = (presId: number, confId: number) =>
  `presentations/${presId}/conferencecalls/${confId}`;

export const callPlaybackPaths = {
  playback: (presId: number, confId: number) => `${call(presId, confId)}/playback`,
  signature: (presId: number, confId: number) => `${call(presId, confId)}/signature`,
  /** The replay playlist under a signed path: no session is looked up, the signature stands. */
  signedReplayPlaylist: (presId: number, confId: number, signature: string) =>
    `${call(presId, confId)}/liveaudio/s/${signature}/replay.m3u8`,
} as const;

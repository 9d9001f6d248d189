// SPEC §7 live events: GET playback/control (Status, Offset) and playbackMedia, and the console's
// POST playback/control (Pause / Resume / Stop broadcast). Responses validated with the shared
// schemas (packages/domain simulive/api.ts).
import {
  PlaybackControlResponseSchema,
  PlaybackMediaResponseSchema,
  simuLivePaths,
  type BroadcastCommand,
  type PlaybackControlResponse,
  type PlaybackMediaResponse,
} from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';

export interface LiveEventRef {
  readonly presId: number;
  readonly confId: number;
}

export function fetchPlaybackControl({
  presId,
  confId,
}: LiveEventRef): Promise<PlaybackControlResponse> {
  return requestJson(simuLivePaths.playbackControl(presId, confId), PlaybackControlResponseSchema);
}

export function fetchPlaybackMedia({
  presId,
  confId,
}: LiveEventRef): Promise<PlaybackMediaResponse> {
  return requestJson(simuLivePaths.playbackMedia(presId, confId), PlaybackMediaResponseSchema);
}

export function sendBroadcastCommand(
  { presId, confId }: LiveEventRef,
  command: BroadcastCommand,
): Promise<PlaybackControlResponse> {
  return requestJson(simuLivePaths.playbackControl(presId, confId), PlaybackControlResponseSchema, {
    method: 'POST',
    body: { Command: command },
  });
}

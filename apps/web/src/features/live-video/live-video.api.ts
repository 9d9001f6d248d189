// Live video calls (SPEC §7 prescontrol, livevideopresenter, presslidetransition, playbackMedia)
// and the studio's ingest. Responses are validated with the shared schemas.
import {
  LiveVideoConnectionSchema,
  LiveVideoIngestStateSchema,
  LiveVideoStartUrlSchema,
  LiveVideoStatusSchema,
  LiveVideoStreamSchema,
  PlaybackMediaSchema,
  PresentationControlsSchema,
  SlideTransitionsResponseSchema,
  apiPaths,
  conferencePaths,
  liveVideoPaths,
  type LiveVideoConnection,
  type LiveVideoIngestState,
  type LiveVideoStatus,
  type LiveVideoStream,
  type PlaybackMedia,
  type SlideTransition,
  type UpdatePresControlMessage,
} from '@podium/domain';
import { HttpError, requestJson, requestVoid } from '../../shared/http/client.ts';

export async function fetchLiveVideoStatus(presId: number): Promise<LiveVideoStatus | null> {
  const controls = await requestJson(
    conferencePaths.presentationControls(presId),
    PresentationControlsSchema,
  );
  const parsed = LiveVideoStatusSchema.safeParse(controls.LiveVideoStatus);
  return parsed.success ? parsed.data : null;
}

export function fetchLiveVideoStream(presId: number): Promise<LiveVideoStream> {
  return requestJson(liveVideoPaths.stream(presId), LiveVideoStreamSchema);
}

/** A coordinator's update (sources 1, 2, 5, 6, 10; SPEC §7 POST prescontrol). */
export async function sendLiveVideoUpdate(message: UpdatePresControlMessage): Promise<void> {
  await requestVoid(conferencePaths.presentationControls(message.PresId), {
    method: 'POST',
    body: message,
  });
}

export async function changeReplay(presId: number, action: 'publish' | 'expire'): Promise<void> {
  await requestVoid(liveVideoPaths.replay(presId), { method: 'POST', body: { Action: action } });
}

export function fetchSlideTransitions(presId: number): Promise<SlideTransition[]> {
  return requestJson(apiPaths.slideTransitions(presId), SlideTransitionsResponseSchema);
}

export function fetchPlaybackMedia(presId: number, confId: number): Promise<PlaybackMedia> {
  return requestJson(liveVideoPaths.playbackMedia(presId, confId), PlaybackMediaSchema);
}

export function fetchStartUrl(presId: number): Promise<{ Url: string }> {
  return requestJson(liveVideoPaths.startUrl(presId), LiveVideoStartUrlSchema);
}

export function fetchConnection(presId: number): Promise<LiveVideoConnection> {
  return requestJson(liveVideoPaths.connectionUrl(presId), LiveVideoConnectionSchema);
}

export function fetchIngestState(presId: number): Promise<LiveVideoIngestState> {
  return requestJson(liveVideoPaths.ingest(presId), LiveVideoIngestStateSchema);
}

export function startIngest(presId: number): Promise<LiveVideoIngestState> {
  return requestJson(liveVideoPaths.ingestStart(presId), LiveVideoIngestStateSchema, {
    method: 'POST',
    body: {},
  });
}

export async function stopIngest(presId: number): Promise<void> {
  await requestVoid(liveVideoPaths.ingestStop(presId), { method: 'POST', body: {} });
}

/** One recorder chunk of the studio's feed, in order (`seq` from 0 for each feed). */
export async function sendIngestChunk(presId: number, seq: number, chunk: Blob): Promise<void> {
  await requestVoid(liveVideoPaths.ingest(presId), {
    method: 'POST',
    binary: chunk,
    query: { seq },
  });
}

/** The server's message for a refused call (its 4xx text), else the error's own. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

// The caption tracks of a media container and a track's cues. Apart from media.api.ts, which the
// viewer's first script also uses: the WebVTT reader travels with the player's lazy chunk.
import {
  apiPaths,
  CaptionTracksResponseSchema,
  parseWebVtt,
  type CaptionCue,
  type CaptionTrack,
} from '@podium/domain';
import { requestJson, requestText } from '../../shared/http/client.ts';

/** The caption tracks of a container, one per language. */
export function fetchCaptionTracks(containerGuid: string): Promise<CaptionTrack[]> {
  return requestJson(apiPaths.captionTracks(containerGuid), CaptionTracksResponseSchema);
}

/** A track's cues; a file that is not WebVTT fails like a failed request. */
export async function fetchCaptionCues(url: string): Promise<readonly CaptionCue[]> {
  const parsed = parseWebVtt(await requestText(url));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.cues;
}

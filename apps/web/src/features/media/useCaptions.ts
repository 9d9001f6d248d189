// The caption track of the on-demand media in the viewer's language: the list of tracks loads
// with the chapters, the cues only once the viewer turns captions or the transcript on.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import { pickCaptionTrack, type CaptionCue, type CaptionTrack } from '@podium/domain';
import { useAsyncData } from '../../shared/useAsyncData.ts';
import { fetchCaptionCues, fetchCaptionTracks } from './captions.api.ts';
import { resetCaptionsStore, useCaptionsStore } from './captions.store.ts';

export interface Captions {
  /** The track shown, or null when the media has none (the toggles are then not offered). */
  readonly track: CaptionTrack | null;
  /** Null while loading, or when neither captions nor the transcript were asked for. */
  readonly cues: readonly CaptionCue[] | null;
  readonly failed: boolean;
}

export function useCaptions(containerGuid: string | null): Captions {
  const { i18n } = useTranslation();
  const wanted = useCaptionsStore((s) => s.captionsOn || s.transcriptOpen);
  // Once asked for, the cues stay loaded when both are turned off again.
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true);
  useEffect(() => resetCaptionsStore, [containerGuid]);

  const trackData = useAsyncData(containerGuid && `captions:${containerGuid}`, () =>
    fetchCaptionTracks(containerGuid ?? ''),
  );
  const tracks = trackData.status === 'success' ? trackData.data : [];
  const track = pickCaptionTrack(tracks, i18n.language);
  const url = track?.Url ?? null;
  const cueData = useAsyncData(asked && url !== null ? `cues:${url}` : null, () =>
    fetchCaptionCues(url ?? ''),
  );
  return {
    track,
    cues: cueData.status === 'success' ? cueData.data : null,
    failed: cueData.status === 'error',
  };
}

// What the replay plays: SPEC §4 for a video webinar with replay auto-enabled and the playback
// end in the future, the call's replay media (SPEC §7 playbackMedia); otherwise the stream the
// server offers this viewer (the event's recording).
import { useEffect, useState } from 'react';
import { PresentationKind } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { fetchPlaybackMedia } from './live-video.api.ts';
import { useLiveVideoStore } from './live-video.store.ts';

export function useReplaySource(active: boolean): string | null {
  const { presId, presentation } = usePresentation();
  const { kind } = useViewerKind();
  const stream = useLiveVideoStore((s) => s.stream);
  const [media, setMedia] = useState<string | null>(null);
  const call = presentation.ConferenceCallData;
  const end = call?.PlaybackEndTimeUtc ? Date.parse(call.PlaybackEndTimeUtc) : Number.NaN;
  const webinarReplay = kind === PresentationKind.VideoWebinar && call !== null && end > Date.now();
  useEffect(() => {
    if (!active || !webinarReplay || call === null) return;
    let cancelled = false;
    fetchPlaybackMedia(presId, call.Id)
      .then((playback) => {
        const url = playback.Media[0]?.VideoResolutions[0]?.Url ?? null;
        if (!cancelled) setMedia(url);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [active, webinarReplay, presId, call]);
  if (!active) return null;
  return webinarReplay ? (media ?? stream?.Url ?? null) : (stream?.Url ?? null);
}

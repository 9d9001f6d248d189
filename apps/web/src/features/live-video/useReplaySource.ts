// What the replay plays: SPEC §4 for a video webinar with replay auto-enabled and the playback
// end in the future, the call's replay media (SPEC §7 playbackMedia); otherwise the stream the
// server offers this viewer (the event's recording). Its address is signed and expires; `renew`
// asks for it again, as does an upload of the event's media once done (SPEC §4).
import { useCallback, useEffect, useState } from 'react';
import { PresentationKind } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { fetchLiveVideoStream, fetchPlaybackMedia } from './live-video.api.ts';
import { useLiveVideoStore } from './live-video.store.ts';

export interface ReplaySource {
  readonly url: string | null;
  readonly renew: () => Promise<string | null>;
}

const playbackUrl = (presId: number, confId: number) =>
  fetchPlaybackMedia(presId, confId).then(
    (playback) => playback.Media[0]?.VideoResolutions[0]?.Url ?? null,
  );

export function useReplaySource(active: boolean): ReplaySource {
  const { presId, presentation } = usePresentation();
  const { kind } = useViewerKind();
  const stream = useLiveVideoStore((s) => s.stream);
  // SPEC §4: an upload of the event's media finished: the replay is fetched again.
  const mediaChanges = useLiveVideoStore((s) => s.replayMediaChanges);
  const [media, setMedia] = useState<string | null>(null);
  const call = presentation.ConferenceCallData;
  const end = call?.PlaybackEndTimeUtc ? Date.parse(call.PlaybackEndTimeUtc) : Number.NaN;
  const webinarReplay = kind === PresentationKind.VideoWebinar && call !== null && end > Date.now();
  useEffect(() => {
    if (!active || !webinarReplay || call === null) return;
    let cancelled = false;
    playbackUrl(presId, call.Id)
      .then((url) => {
        if (!cancelled) setMedia(url);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [active, webinarReplay, presId, call, mediaChanges]);
  const confId = call?.Id ?? null;
  const renew = useCallback(
    () =>
      webinarReplay && confId !== null
        ? playbackUrl(presId, confId)
        : fetchLiveVideoStream(presId).then((s) => s.Url),
    [webinarReplay, presId, confId],
  );
  if (!active) return { url: null, renew };
  return { url: webinarReplay ? (media ?? stream?.Url ?? null) : (stream?.Url ?? null), renew };
}

// The live video or its replay in a video element named `Live video` (ARCHITECTURE §5), with
// Play/Pause and Mute/Unmute; the replay adds the on-demand controls `Seek` and `Playback speed`
// (SPEC §9 rates). It starts muted, so the browser lets it play at once (SPEC §9 autoplay); the
// viewer unmutes it. No picture-in-picture (SPEC §9).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_RATES } from '@podium/domain';
import { PlayerIcon } from '../../media/components/PlayerIcon.tsx';
import { setConnectionError } from '../live-video.store.ts';
import { useHlsVideo } from '../useHlsVideo.ts';
import { useVideoControls } from '../useVideoControls.ts';

interface Props {
  readonly url: string;
  readonly live: boolean;
  /** Called as the replay plays with the wall-clock moment of the frame shown. */
  readonly onPlayingDate?: (date: Date) => void;
}

export function VideoStage({ url, live, onPlayingDate }: Props) {
  const { t } = useTranslation('liveVideo');
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const hls = useHlsVideo(videoRef, url, live);
  const controls = useVideoControls(videoRef);

  useEffect(() => {
    if (live) setConnectionError(hls.status === 'error');
  }, [hls.status, live]);

  const { currentTime } = controls;
  useEffect(() => {
    if (!onPlayingDate) return;
    const date = hls.playingDate();
    if (date !== null) onPlayingDate(date);
  }, [currentTime, hls, onPlayingDate]);

  const note =
    hls.status === 'loading'
      ? t('loading')
      : hls.status === 'error'
        ? t('error')
        : hls.status === 'notSupported'
          ? t('notSupported')
          : null;

  return (
    <section className="live-video__stage">
      <video
        ref={videoRef}
        className="live-video__video"
        aria-label={t('video')}
        muted
        autoPlay
        playsInline
        disablePictureInPicture
      />
      <div className="media-controls live-video__controls">
        <button
          type="button"
          className="media-controls__button media-controls__button--primary"
          aria-label={controls.playing ? t('pause') : t('play')}
          title={controls.playing ? t('pause') : t('play')}
          onClick={controls.togglePlay}
        >
          <PlayerIcon name={controls.playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className="media-controls__button"
          aria-label={controls.muted ? t('unmute') : t('mute')}
          title={controls.muted ? t('unmute') : t('mute')}
          onClick={controls.toggleMute}
        >
          <PlayerIcon name={controls.muted ? 'muted' : 'volume'} />
        </button>
        {!live && (
          <>
            <input
              type="range"
              className="live-video__seek"
              aria-label={t('seek')}
              min={0}
              max={Math.max(controls.duration, 0)}
              step={0.1}
              value={Math.min(controls.currentTime, controls.duration || 0)}
              onChange={(e) => controls.seek(Number(e.target.value))}
            />
            <select
              aria-label={t('speed')}
              value={controls.rate}
              onChange={(e) => controls.setRate(Number(e.target.value))}
            >
              {PLAYBACK_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}×
                </option>
              ))}
            </select>
          </>
        )}
        {note !== null && (
          <span className="live-video__note" role="status">
            {note}
          </span>
        )}
      </div>
    </section>
  );
}

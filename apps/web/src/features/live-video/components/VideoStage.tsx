// The live video or its replay in a video element named `Live video` (ARCHITECTURE §5), with
// Play/Pause and Mute/Unmute; the replay adds the on-demand controls `Seek` and `Playback speed`
// (SPEC §9 rates). It starts muted, so the browser lets it play at once (SPEC §9 autoplay); the
// viewer unmutes it. No picture-in-picture (SPEC §9). A conference call's replay plays in the
// same stage as audio (`media="audio"`), under its own name and texts.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { PLAYBACK_RATES } from '@podium/domain';
import { PlayerIcon } from '../../media/components/PlayerIcon.tsx';
import { setConnectionError } from '../live-video.store.ts';
import { useHlsVideo } from '../useHlsVideo.ts';
import { useVideoControls } from '../useVideoControls.ts';

/** The media's name and the notes shown while it loads or fails. */
export interface StageTexts {
  readonly media: string;
  readonly loading: string;
  readonly error: string;
}

interface Props {
  readonly url: string;
  readonly live: boolean;
  /** Called as the replay plays with the wall-clock moment of the frame shown. */
  readonly onPlayingDate?: (date: Date) => void;
  /** Called when playback starts or stops (a call replay reports its listening, SPEC §7). */
  readonly onPlayingChange?: (playing: boolean) => void;
  /** A video (default) or an audio-only recording. */
  readonly media?: 'video' | 'audio';
  /** Texts in place of the live video's. */
  readonly texts?: StageTexts;
}

export function VideoStage({
  url,
  live,
  onPlayingDate,
  onPlayingChange,
  media = 'video',
  texts,
}: Props) {
  const { t } = useTranslation('liveVideo');
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const mediaRef = media === 'audio' ? audioRef : videoRef;
  const hls = useHlsVideo(mediaRef, url, live);
  const controls = useVideoControls(mediaRef);
  const label = texts ?? { media: t('video'), loading: t('loading'), error: t('error') };

  useEffect(() => {
    if (live) setConnectionError(hls.status === 'error');
  }, [hls.status, live]);

  const { currentTime, playing } = controls;
  useEffect(() => {
    onPlayingChange?.(playing);
  }, [playing, onPlayingChange]);

  useEffect(() => {
    if (!onPlayingDate) return;
    const date = hls.playingDate();
    if (date !== null) onPlayingDate(date);
  }, [currentTime, hls, onPlayingDate]);

  const note =
    hls.status === 'loading'
      ? label.loading
      : hls.status === 'error'
        ? label.error
        : hls.status === 'notSupported'
          ? t('notSupported')
          : null;

  return (
    <section className={`live-video__stage live-video__stage--${media}`}>
      {media === 'audio' ? (
        // Audio starts with its sound: it is opened by the viewer's own choice (Watch replay).
        <audio ref={audioRef} aria-label={label.media} autoPlay />
      ) : (
        <video
          ref={videoRef}
          className="live-video__video"
          aria-label={label.media}
          muted
          autoPlay
          playsInline
          disablePictureInPicture
        />
      )}
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
              step="any"
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

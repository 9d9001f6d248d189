// The live video or its replay in a video element named `Live video` (ARCHITECTURE §5), with its
// controls bar (StageControls). It starts muted, so the browser lets it play at once (SPEC §9
// autoplay), and a large `Unmute` lies over it until the viewer gives it sound: on a phone the
// bar's small toggle is easy to miss. No picture-in-picture (SPEC §9). A conference call's replay
// plays in the same stage as audio (`media="audio"`), under its own name and texts. A live stream
// that fails is tried again by itself, and the bar offers `Try again`. An attendee's live stream
// sets the clock the presenter's slide changes wait for (stream-slides.ts).
import { useEffect, useRef, useState } from 'react';
import { isConnectionUp } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { PlayerIcon } from '../../media/components/PlayerIcon.tsx';
import { useConferenceStore } from '../../conference/conference.store.ts';
import { setStreamSlideClock } from '../../conference/stream-slides.ts';
import { setConnectionError } from '../live-video.store.ts';
import { useFullscreen } from '../useFullscreen.ts';
import { useHlsVideo } from '../useHlsVideo.ts';
import { useVideoControls } from '../useVideoControls.ts';
import { StageControls } from './StageControls.tsx';

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
  /** The presenter's slide changes wait until this live stream shows them (an attendee's). */
  readonly slidesFollowStream?: boolean;
  /** A replay's address asked for again once the one held has expired (useHlsVideo). */
  readonly renew?: () => Promise<string | null>;
  /** The SPEC §8 text shown if this browser cannot play the stream (default: the live video's). */
  readonly notSupported?: string;
}

export function VideoStage({
  url,
  live,
  onPlayingDate,
  onPlayingChange,
  media = 'video',
  texts,
  slidesFollowStream = false,
  renew,
  notSupported,
}: Props) {
  const { t } = useTranslation('liveVideo');
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const mediaRef = media === 'audio' ? audioRef : videoRef;
  const connectionUp = useConferenceStore((s) => isConnectionUp(s.toaster));
  const hls = useHlsVideo(mediaRef, url, live, connectionUp, renew);
  const controls = useVideoControls(mediaRef);
  const stageRef = useRef<HTMLElement | null>(null);
  const fullscreen = useFullscreen(stageRef, videoRef);
  // A video starts muted (autoplay); until the viewer gives it sound, a large Unmute lies over it.
  const [soundGiven, setSoundGiven] = useState(false);
  if (!soundGiven && !controls.muted) setSoundGiven(true);
  const soundOffer = media === 'video' && controls.muted && !soundGiven;
  const label = texts ?? { media: t('video'), loading: t('loading'), error: t('error') };

  useEffect(() => {
    if (live) setConnectionError(hls.status === 'error');
  }, [hls.status, live]);

  const { playingDate } = hls;
  useEffect(() => {
    if (!live || !slidesFollowStream) return undefined;
    setStreamSlideClock(playingDate);
    return () => setStreamSlideClock(null);
  }, [live, slidesFollowStream, playingDate]);

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
          ? (notSupported ?? t('notSupported'))
          : null;

  return (
    <section ref={stageRef} className={`live-video__stage live-video__stage--${media}`}>
      {media === 'audio' ? (
        // Audio starts with its sound: it is opened by the viewer's own choice (Watch replay).
        <audio ref={audioRef} aria-label={label.media} autoPlay />
      ) : (
        <div className="live-video__screen">
          <video
            ref={videoRef}
            className="live-video__video"
            aria-label={label.media}
            muted
            autoPlay
            playsInline
            disablePictureInPicture
          />
          {soundOffer && (
            <button type="button" className="live-video__unmute" onClick={controls.toggleMute}>
              <PlayerIcon name="muted" />
              {t('unmute')}
            </button>
          )}
        </div>
      )}
      <StageControls
        controls={controls}
        live={live}
        muteToggle={!soundOffer}
        fullscreen={media === 'video' ? fullscreen : null}
        note={note}
        onRetry={live && hls.status === 'error' ? hls.retry : null}
      />
    </section>
  );
}

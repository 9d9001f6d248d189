// A simulated-live show (SPEC §1; SPEC §2 SlidesConference/Conference of a simulated-live call,
// SimuLive of a simulated-live video): the broadcast status for each SPEC §4 state, the slide at
// the broadcast's cue (no navigation, SPEC §5) and the audio or video held on the server's clock,
// which attendees can mute but neither seek nor pause.
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  broadcastSlideIndex,
  CallReplayStatus,
  EventLiveState,
  SimuLivePhase,
  simuLiveLiveState,
} from '@podium/domain';
import { setEventLiveState } from '../../presentation/event-live.store.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { useParticipantSlides } from '../../conference/useConferenceDeck.ts';
import { useCallPlayback } from '../../conference/useCallPlayback.ts';
import { formatBroadcastStart } from '../format-start.ts';
import { slideImageProtection } from '../../slides/slide-protection.ts';
import { slidePicture } from '../../slides/slide-picture.ts';
import { PlayerIcon } from '../../media/components/PlayerIcon.tsx';
import { useBroadcastMedia, type BroadcastMedia } from '../useBroadcastMedia.ts';
import { useBroadcastClock, type BroadcastClock } from '../useBroadcastClock.ts';
import { useSimuLiveBroadcast } from '../useSimuLiveBroadcast.ts';
import { useSimuLiveStore } from '../simulive.store.ts';
import '../../slides/slides.css';
import '../simulive.css';
import '../simulive-i18n.ts';
import { NoSlidesNotice } from '../../slides/components/NoSlidesNotice.tsx';

interface StageProps {
  readonly withSlides: boolean;
  /** A simulated-live video: the broadcast is a video shown beside the slides. */
  readonly video?: boolean;
}

export function SimuLiveStage({ withSlides, video = false }: StageProps) {
  useSimuLiveBroadcast();
  const clock = useBroadcastClock();
  const media = useBroadcastMedia(video);
  // The broadcast's live state for the shell (the Welcome panel).
  const liveState = simuLiveLiveState(clock.phase);
  useEffect(() => setEventLiveState(liveState), [liveState]);
  useEffect(() => () => setEventLiveState(EventLiveState.Unknown), []);
  if (video) {
    return (
      <div className="simulive simulive--video">
        <BroadcastStatus clock={clock} />
        <div className={withSlides ? 'simulive__stage simulive__stage--slides' : 'simulive__stage'}>
          <BroadcastVideo media={media} />
          {withSlides && <BroadcastSlide clock={clock} />}
        </div>
        <BroadcastControls media={media} video />
      </div>
    );
  }
  return (
    <div className="simulive">
      <BroadcastStatus clock={clock} />
      {withSlides && <BroadcastSlide clock={clock} />}
      <BroadcastControls media={media} video={false} />
    </div>
  );
}

function BroadcastVideo({ media }: { readonly media: BroadcastMedia }) {
  const { t } = useTranslation('simulive');
  return (
    <section className="simulive__video" aria-label={t('video.region')}>
      {media.url !== null && (
        <video
          ref={media.mediaRef as React.RefObject<HTMLVideoElement | null>}
          src={media.url}
          preload="auto"
          playsInline
          disablePictureInPicture
        />
      )}
    </section>
  );
}

function BroadcastStatus({ clock }: { readonly clock: BroadcastClock }) {
  const { t, i18n } = useTranslation('simulive');
  // A read of the broadcast failed and what it brings is still missing (it is being read again).
  const unread = useSimuLiveStore((s) => s.failed && (s.control === null || s.media === null));
  const startMs = useSimuLiveStore((s) => s.startMs);
  const time = startMs === null ? '' : formatBroadcastStart(startMs, i18n.language);
  // SPEC §7 GET playback once the broadcast ended: a replay recorded but not published yet
  // (SPEC §8 "replay or playback not yet available").
  const playback = useCallPlayback(clock.phase === SimuLivePhase.Ended);
  const replayPending = playback?.Status === CallReplayStatus.Pending;
  let text: string;
  switch (unread ? 'unread' : clock.phase) {
    case 'unread':
      text = t('status.failed');
      break;
    case null:
      text = t('status.loading');
      break;
    case SimuLivePhase.Scheduled:
      text = t('status.scheduled', { time });
      break;
    case SimuLivePhase.StartingSoon:
      text = t('status.startingSoon', { time });
      break;
    case SimuLivePhase.Started:
      text = clock.now?.Status === 'Paused' ? t('status.paused') : t('status.live');
      break;
    case SimuLivePhase.Stopped:
      text = t('status.stopped');
      break;
    case SimuLivePhase.Ended:
      text = t('status.ended');
      break;
  }
  return (
    <section className="simulive__status" role="status" aria-label={t('status.region')}>
      <p data-phase={clock.phase ?? 'loading'}>{text}</p>
      {replayPending && <p>{t('status.replayPending')}</p>}
    </section>
  );
}

function BroadcastSlide({ clock }: { readonly clock: BroadcastClock }) {
  const { t } = useTranslation('slides');
  const { presentation } = usePresentation();
  const slides = useParticipantSlides();
  // Before the start and after a stop the first slide shows; at the end, the last cue reached.
  const position = clock.now?.Offset ?? 0;
  const index = broadcastSlideIndex(presentation.Slides, position, slides.length);
  if (index === null) return <NoSlidesNotice />;
  const current = slides[index];
  if (!current) return null;
  return (
    <section
      className={presentation.Security.BlockSlidesText ? 'slides slides--no-select' : 'slides'}
    >
      <div className="slides__frame">
        <img
          className="slides__image"
          {...slidePicture(current)}
          alt={t('slideOf', { n: index + 1, m: slides.length })}
          {...slideImageProtection(presentation.Security.BlockSlidesCopy)}
        />
      </div>
    </section>
  );
}

function BroadcastControls({
  media: audio,
  video,
}: {
  readonly media: BroadcastMedia;
  readonly video: boolean;
}) {
  const { t } = useTranslation('simulive');
  return (
    <section
      className={video ? 'conference-audio simulive__controls' : 'conference-audio simulive__audio'}
      aria-label={video ? t('video.controls') : t('audio.region')}
    >
      {!video && audio.url !== null && (
        <audio
          ref={audio.mediaRef as React.RefObject<HTMLAudioElement | null>}
          src={audio.url}
          preload="auto"
        />
      )}
      <div className="media-controls conference-audio__controls">
        {audio.blocked && (
          <button
            type="button"
            className="media-controls__button media-controls__button--primary"
            aria-label={t('audio.play')}
            title={t('audio.play')}
            onClick={audio.start}
          >
            <PlayerIcon name="play" />
          </button>
        )}
        <button
          type="button"
          className="media-controls__button"
          aria-label={audio.muted ? t('audio.unmute') : t('audio.mute')}
          title={audio.muted ? t('audio.unmute') : t('audio.mute')}
          onClick={audio.toggleMute}
        >
          <PlayerIcon name={audio.muted ? 'muted' : 'volume'} />
        </button>
        <span className="conference-audio__state" role={audio.lost ? 'alert' : undefined}>
          {audio.lost
            ? t(video ? 'video.lost' : 'audio.lost')
            : audio.blocked
              ? t(video ? 'video.blocked' : 'audio.blocked')
              : t(video ? 'video.note' : 'audio.note')}
        </span>
        {audio.lost && (
          <button type="button" className="media-controls__text-button" onClick={audio.retry}>
            {t('common:tryAgain')}
          </button>
        )}
      </div>
    </section>
  );
}

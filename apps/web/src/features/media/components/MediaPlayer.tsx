// The on-demand media player (SPEC §3 Media, §9 player): a native <video>/<audio> without native
// controls or picture-in-picture, the own controls, the `Start playback` prompt when the browser
// refuses autoplay, and the watermark. Keyboard inside the player: Space or k play/pause, ←/→
// seek; the keys are consumed here so the viewer's slide arrow keys do not also act.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { ResumeSaveTrigger, Watermark as WatermarkData } from '@podium/domain';
import type { ActivityEvent } from '../../viewer/activity-log.ts';
import { SEEK_STEP_S } from '../media.constants.ts';
import type { MediaElementKind, MediaSourceOption } from '../media-sources.ts';
import { useMediaStore } from '../media.store.ts';
import type { SyncModel } from '../media-sync.ts';
import { useMediaEngine } from '../useMediaEngine.ts';
import type { Captions } from '../useCaptions.ts';
import { CaptionOverlay } from './CaptionOverlay.tsx';
import { PlayerControls } from './PlayerControls.tsx';
import { PlayerIcon } from './PlayerIcon.tsx';
import { Watermark } from './Watermark.tsx';
import '../media.css';

export interface MediaPlayerProps {
  readonly kind: MediaElementKind;
  readonly sources: readonly MediaSourceOption[];
  readonly sourceUrls: readonly string[];
  /** The sources' addresses asked for again when the ones held have expired. */
  readonly renewSources?: () => Promise<readonly string[] | null>;
  readonly durationSeconds: number | null;
  readonly sync: SyncModel | null;
  readonly autoplay: boolean;
  readonly log?: (event: ActivityEvent) => void;
  readonly savePosition?: (trigger: ResumeSaveTrigger, positionSeconds: number) => void;
  readonly watermark?: WatermarkData | null;
  readonly watermarkText?: string | null;
  /** What an audio player shows where a video would be (title, speaker). */
  readonly audioCard?: ReactNode;
  readonly className?: string;
  /** The media's caption track, when the player offers captions and a transcript. */
  readonly captions?: Captions;
}

export function MediaPlayer(props: MediaPlayerProps) {
  const { kind, sources, sourceUrls, durationSeconds, sync, autoplay, log, savePosition } = props;
  const { t } = useTranslation('media');
  const elementRef = useRef<HTMLMediaElement>(null);
  useMediaEngine(elementRef, {
    sourceUrls,
    sync,
    autoplay,
    log,
    savePosition,
    ...(props.renewSources ? { renewSources: props.renewSources } : {}),
  });
  const controller = useMediaStore((s) => s.controller);
  const status = useMediaStore((s) => s.playback.status);
  const playerSize = useMediaStore((s) => s.sync.playerSize);
  const autoplayBlocked = useMediaStore((s) => s.autoplayBlocked);
  const failed = useMediaStore((s) => s.failed);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!controller || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target instanceof HTMLSelectElement) return;
    switch (event.key) {
      case ' ':
        // Space on a button presses that button.
        if (target instanceof HTMLButtonElement) return;
        controller.togglePlay();
        break;
      case 'k':
      case 'K':
        controller.togglePlay();
        break;
      case 'ArrowLeft':
        controller.seekBy(-SEEK_STEP_S);
        break;
      case 'ArrowRight':
        controller.seekBy(SEEK_STEP_S);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const watermark = props.watermark?.HasWatermark ? (
    <Watermark image={props.watermark.WatermarkImage} text={props.watermarkText ?? null} />
  ) : null;
  const className = ['media-player', `media-player--${kind}`, props.className]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      className={className}
      aria-label={t('player')}
      data-player-size={playerSize}
      data-playback-status={status}
      onKeyDown={onKeyDown}
    >
      <div className="media-player__stage">
        {kind === 'video' ? (
          <video
            ref={(el) => {
              elementRef.current = el;
            }}
            className="media-player__video"
            playsInline
            preload="metadata"
            disablePictureInPicture
            onClick={() => controller?.togglePlay()}
          />
        ) : (
          <>
            <audio
              ref={(el) => {
                elementRef.current = el;
              }}
              preload="metadata"
            />
            <div className="media-player__audio-card">{props.audioCard}</div>
          </>
        )}
        {watermark}
        {props.captions?.cues && <CaptionOverlay cues={props.captions.cues} />}
        {autoplayBlocked && status === 'NotStarted' && (
          <div className="media-player__overlay">
            <button
              type="button"
              className="media-player__start"
              onClick={() => controller?.play()}
            >
              <PlayerIcon name="play" />
              {t('startPlayback')}
            </button>
          </div>
        )}
      </div>
      {failed && (
        <p className="media-player__error" role="alert">
          {t('failed')}
        </p>
      )}
      <PlayerControls
        sources={sources}
        fallbackDuration={durationSeconds}
        hasCaptions={(props.captions?.track ?? null) !== null}
      />
    </section>
  );
}

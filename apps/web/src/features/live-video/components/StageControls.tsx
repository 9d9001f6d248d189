// The controls bar of a video stage: Play/Pause and Mute/Unmute; on a replay the elapsed and
// total time, `Seek` and `Playback speed` (SPEC §9 rates); on a video `Full screen`. While the
// stage's own `Unmute` shows over a video that has not had its sound yet, the bar leaves its mute
// toggle out, so one button answers to that name.
import type { ComponentProps } from 'react';
import { PLAYBACK_RATES } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { PlayerIcon } from '../../media/components/PlayerIcon.tsx';
import { formatClock } from '../../media/time-format.ts';
import type { Fullscreen } from '../useFullscreen.ts';
import type { VideoControls } from '../useVideoControls.ts';

interface Props {
  readonly controls: VideoControls;
  readonly live: boolean;
  /** Shown in the bar: the mute toggle, unless the stage's own Unmute stands in for it. */
  readonly muteToggle: boolean;
  /** Full screen for a video; null for audio. */
  readonly fullscreen: Fullscreen | null;
  /** The loading or failure note, if any. */
  readonly note: string | null;
  /** Starts a failed live stream again now; null when there is nothing to retry. */
  readonly onRetry?: (() => void) | null;
}

/** One round button of the bar: its glyph, named (and titled) by `label`. */
function BarButton(props: {
  readonly label: string;
  readonly icon: ComponentProps<typeof PlayerIcon>['name'];
  readonly onClick: () => void;
  readonly primary?: boolean;
}) {
  const className = props.primary
    ? 'media-controls__button media-controls__button--primary'
    : 'media-controls__button';
  return (
    <button
      type="button"
      className={className}
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
    >
      <PlayerIcon name={props.icon} />
    </button>
  );
}

export function StageControls({ controls, live, muteToggle, fullscreen, note, onRetry }: Props) {
  const { t } = useTranslation('liveVideo');
  const duration = Math.max(controls.duration, 0);
  const position = Math.min(controls.currentTime, duration);
  const clock = { current: formatClock(position), total: formatClock(duration) };
  return (
    <div className="media-controls live-video__controls">
      <BarButton
        primary
        label={controls.playing ? t('pause') : t('play')}
        icon={controls.playing ? 'pause' : 'play'}
        onClick={controls.togglePlay}
      />
      {muteToggle && (
        <BarButton
          label={controls.muted ? t('unmute') : t('mute')}
          icon={controls.muted ? 'muted' : 'volume'}
          onClick={controls.toggleMute}
        />
      )}
      {!live && (
        <>
          <input
            type="range"
            className="media-controls__seek live-video__seek"
            aria-label={t('seek')}
            min={0}
            max={duration}
            step="any"
            value={position}
            aria-valuetext={t('seekValue', clock)}
            onChange={(e) => controls.seek(Number(e.target.value))}
          />
          <span className="media-controls__time">{t('time', clock)}</span>
          <select
            className="media-controls__select"
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
      {fullscreen?.available && (
        <BarButton
          label={fullscreen.active ? t('exitFullscreen') : t('fullscreen')}
          icon={fullscreen.active ? 'exitFullscreen' : 'fullscreen'}
          onClick={fullscreen.toggle}
        />
      )}
      {note !== null && (
        <span className="live-video__note" role="status">
          {note}
        </span>
      )}
      {onRetry && (
        <button type="button" className="media-controls__text-button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

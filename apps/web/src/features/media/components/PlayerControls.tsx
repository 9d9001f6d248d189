// The player's own controls (ARCHITECTURE §5 names): Play/Pause, Mute/Unmute, the Seek slider,
// Playback speed (SPEC §9 rates) and Quality (SPEC §3 resolutions or bit rates), with the time;
// `Captions` and `Transcript` toggles when the media has a caption track.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { PLAYBACK_RATES } from '@podium/domain';
import type { MediaSourceOption } from '../media-sources.ts';
import { useMediaStore } from '../media.store.ts';
import { toggleCaptions, toggleTranscript, useCaptionsStore } from '../captions.store.ts';
import { formatClock } from '../time-format.ts';
import { PlayerIcon } from './PlayerIcon.tsx';

interface PlayerControlsProps {
  readonly sources: readonly MediaSourceOption[];
  /** Known before metadata loads (SPEC §3 DurationSeconds); the element's own wins once known. */
  readonly fallbackDuration: number | null;
  /** The media has a caption track: offer the Captions and Transcript toggles. */
  readonly hasCaptions?: boolean;
}

export function PlayerControls({ sources, fallbackDuration, hasCaptions }: PlayerControlsProps) {
  const { t } = useTranslation('media');
  const controller = useMediaStore((s) => s.controller);
  const playing = useMediaStore((s) => s.playback.status === 'Playing');
  const muted = useMediaStore((s) => s.muted);
  const rate = useMediaStore((s) => s.rate);
  const sourceIndex = useMediaStore((s) => s.sourceIndex);
  const currentTime = useMediaStore((s) => s.currentTime);
  const duration = useMediaStore((s) => s.duration) ?? fallbackDuration ?? 0;
  const captionsOn = useCaptionsStore((s) => s.captionsOn);
  const transcriptOpen = useCaptionsStore((s) => s.transcriptOpen);
  const position = Math.min(currentTime, duration || currentTime);
  const clock = { current: formatClock(position), total: formatClock(duration) };

  const qualityLabel = (source: MediaSourceOption) =>
    source.kind === 'video'
      ? t('resolution', { height: source.height })
      : t('bitRate', { kbps: source.kbps });

  return (
    <div className="media-controls">
      <button
        type="button"
        className="media-controls__button media-controls__button--primary"
        aria-label={playing ? t('pause') : t('play')}
        title={playing ? t('pause') : t('play')}
        disabled={controller === null}
        onClick={() => controller?.togglePlay()}
      >
        <PlayerIcon name={playing ? 'pause' : 'play'} />
      </button>
      <input
        type="range"
        className="media-controls__seek"
        aria-label={t('seek')}
        min={0}
        max={duration}
        step="any"
        value={position}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(position)}
        aria-valuetext={t('seekValue', clock)}
        disabled={controller === null || duration <= 0}
        onChange={(event) => controller?.seekTo(Number(event.currentTarget.value), 'user')}
      />
      <span className="media-controls__time">{t('time', clock)}</span>
      <button
        type="button"
        className="media-controls__button"
        aria-label={muted ? t('unmute') : t('mute')}
        title={muted ? t('unmute') : t('mute')}
        disabled={controller === null}
        onClick={() => controller?.setMuted(!muted)}
      >
        <PlayerIcon name={muted ? 'muted' : 'volume'} />
      </button>
      {hasCaptions && (
        <>
          <button
            type="button"
            className="media-controls__button media-controls__toggle"
            aria-label={t('captions.toggle')}
            title={t('captions.toggle')}
            aria-pressed={captionsOn}
            onClick={toggleCaptions}
          >
            <PlayerIcon name="captions" />
          </button>
          <button
            type="button"
            className="media-controls__button media-controls__toggle"
            aria-label={t('captions.transcript')}
            title={t('captions.transcript')}
            aria-pressed={transcriptOpen}
            onClick={toggleTranscript}
          >
            <PlayerIcon name="transcript" />
          </button>
        </>
      )}
      <select
        className="media-controls__select"
        aria-label={t('speed')}
        title={t('speed')}
        value={String(rate)}
        disabled={controller === null}
        onChange={(event) => controller?.setRate(Number(event.currentTarget.value))}
      >
        {PLAYBACK_RATES.map((r) => (
          <option key={r} value={String(r)}>
            {t('rate', { rate: r })}
          </option>
        ))}
      </select>
      {sources.length > 0 && (
        <select
          className="media-controls__select"
          aria-label={t('quality')}
          title={t('quality')}
          value={String(sourceIndex)}
          disabled={controller === null || sources.length < 2}
          onChange={(event) => controller?.setSource(Number(event.currentTarget.value))}
        >
          {sources.map((source, i) => (
            <option key={source.url} value={String(i)}>
              {qualityLabel(source)}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

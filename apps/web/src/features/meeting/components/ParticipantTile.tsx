// One participant's tile, named by the person's name: their video (with their audio for remote
// participants), the active-speaker highlight and, for the host, Mute and Remove. Large on the
// stage of the active-speaker layout, small in its strip.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { MeetingParticipant } from '@podium/domain';

interface Props {
  readonly participant: MeetingParticipant;
  readonly stream: MediaStream | null;
  readonly isSelf: boolean;
  readonly size: 'large' | 'small';
  readonly speaking: boolean;
  readonly audioLevel: number;
  /** Present for the host on other participants' tiles. */
  readonly onMute?: () => void;
  readonly onRemove?: () => void;
}

export function ParticipantTile({
  participant,
  stream,
  isSelf,
  size,
  speaking,
  audioLevel,
  onMute,
  onRemove,
}: Props) {
  const { t } = useTranslation('meeting');
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  const name = isSelf ? `${participant.Name} (${t('you')})` : participant.Name;
  return (
    <div
      role="listitem"
      className={`meeting__tile meeting__tile--${size === 'large' ? 'stage' : 'strip'}${speaking ? ' meeting__tile--speaking' : ''}`}
      aria-label={participant.Name}
      data-remote={isSelf ? undefined : 'true'}
      data-audio-level={audioLevel.toFixed(4)}
    >
      <video
        ref={video}
        className="meeting__video"
        autoPlay
        playsInline
        muted={isSelf}
        aria-label={name}
      />
      <div className="meeting__tile-caption">
        <span className="meeting__tile-name">{name}</span>
        {participant.IsHost && <span className="meeting__badge">{t('host')}</span>}
        {participant.IsMutedByHost && (
          <span className="meeting__badge" role="status">
            {t('mutedByHost')}
          </span>
        )}
        {speaking && <span className="meeting__badge">{t('speaking')}</span>}
      </div>
      {(onMute || onRemove) && (
        <div className="meeting__tile-actions">
          {onMute && (
            <button
              type="button"
              className="pd-button pd-button--secondary"
              onClick={onMute}
              disabled={participant.IsMutedByHost}
            >
              {t('mute')}
            </button>
          )}
          {onRemove && (
            <button type="button" className="pd-button pd-button--secondary" onClick={onRemove}>
              {t('remove')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

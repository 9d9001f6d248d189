// Who is on the call's audio from the browser now (`Call audio`): each speaker by name, whether
// they are speaking or muted, and `Mute {name}` for the moderator. The list follows the console
// topic as speakers join, leave, speak and fall silent.
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { CallAudioSpeaker } from '@podium/domain';

interface CallAudioListProps {
  readonly speakers: readonly CallAudioSpeaker[];
  /** The speaker's name as the console's lists know it; null for someone they do not list. */
  readonly nameOf: (coreUserId: number) => string | null;
  readonly busy: boolean;
  readonly onMute: (speaker: CallAudioSpeaker) => void;
}

export function CallAudioList({ speakers, nameOf, busy, onMute }: CallAudioListProps) {
  const { t } = useTranslation('console');
  const headingId = useId();
  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-panel__title">
        {t('callAudio.heading')}
      </h2>
      {speakers.length === 0 && <p className="console-empty">{t('callAudio.empty')}</p>}
      <ul className="console-list" aria-label={t('callAudio.heading')}>
        {speakers.map((speaker) => {
          const name =
            nameOf(speaker.CoreUserId) ?? t('callAudio.user', { id: speaker.CoreUserId });
          const state = speaker.Muted
            ? t('callAudio.muted')
            : speaker.Speaking
              ? t('callAudio.speaking')
              : t('callAudio.silent');
          return (
            <li key={speaker.CoreUserId} className="console-item">
              <div className="console-item__head">
                <span className="console-item__name">{name}</span>
                <span
                  className={`console-badge${speaker.Speaking && !speaker.Muted ? ' console-badge--current' : ''}`}
                >
                  {state}
                </span>
              </div>
              <div className="console-item__meta">
                <span>{t(`callAudio.floor.${speaker.Floor}`)}</span>
              </div>
              <div className="console-item__actions">
                <button
                  type="button"
                  className="pd-button pd-button--secondary console-button--small"
                  aria-label={t('callAudio.muteSpeaker', { name })}
                  disabled={busy || speaker.Muted}
                  onClick={() => onMute(speaker)}
                >
                  {t('callAudio.mute')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

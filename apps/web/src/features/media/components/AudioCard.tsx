// What an audio player shows where a video would be: the presentation's title under an audio
// glyph (the speaker shows in the `Current speaker` status beside it).
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { PlayerIcon } from './PlayerIcon.tsx';

export function AudioCard({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation('media');
  const { presentation } = usePresentation();
  return (
    <div className={compact ? 'media-audio-card media-audio-card--compact' : 'media-audio-card'}>
      <span className="media-audio-card__art" aria-hidden="true">
        <PlayerIcon name="audio" />
      </span>
      <span className="media-audio-card__text">
        <span className="media-audio-card__kicker">{t('audioOnly')}</span>
        <span className="media-audio-card__title">{presentation.TitleBarWeb}</span>
      </span>
    </div>
  );
}

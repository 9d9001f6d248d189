// SPEC §4 resume modal value 4, "no audio or video": the kind has nothing to play yet.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';

export function NoMedia() {
  const { t } = useTranslation('media');
  const { presentation } = usePresentation();
  return (
    <section className="viewer__unavailable" aria-labelledby="media-none-title">
      <h2 id="media-none-title">{presentation.TitleBarWeb}</h2>
      <p role="status">{t('noMedia')}</p>
    </section>
  );
}

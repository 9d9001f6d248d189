// Kinds whose views later issues build (ARCHITECTURE §6) show the title and say so plainly.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';

export function KindUnavailable() {
  const { t } = useTranslation('viewer');
  const { presentation } = usePresentation();
  return (
    <section className="viewer__unavailable" aria-labelledby="viewer-unavailable-title">
      <h2 id="viewer-unavailable-title">{presentation.TitleBarWeb}</h2>
      <p>{t('kindUnavailable')}</p>
      <p className="viewer__unavailable-detail">{t('kindUnavailableDetail')}</p>
    </section>
  );
}

// SPEC §2 Documents child: the document-only kind shows its documents in the main content.
// SPEC §5 hide-before-event concerns live-video attendees only, so it does not apply here.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { DocumentList } from './DocumentList.tsx';

export function Documents() {
  const { t } = useTranslation('documents');
  const { presentation } = usePresentation();
  return (
    <section className="documents-view" aria-labelledby="documents-view-heading">
      <header className="documents-view__header">
        <h2 id="documents-view-heading">{t('heading')}</h2>
        {presentation.EventInfo.Issuer && (
          <p className="documents-view__issuer">{presentation.EventInfo.Issuer}</p>
        )}
      </header>
      <DocumentList variant="grid" />
    </section>
  );
}

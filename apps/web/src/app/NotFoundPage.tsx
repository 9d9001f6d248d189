import { useTranslation } from '../shared/i18n/useTranslation.ts';
import { CenteredPage } from '../shared/ui/CenteredPage.tsx';
import { useDocumentHead } from '../shared/ui/document-head.ts';

/** Any address outside SPEC §2's routes, or a /{presId} that is not a presentation id. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentHead(null, t('meta.other'));
  return (
    <CenteredPage title={t('notFound.title')}>
      <p>{t('notFound.message')}</p>
    </CenteredPage>
  );
}

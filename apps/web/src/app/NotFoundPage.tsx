import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../shared/ui/CenteredPage.tsx';

/** Any address outside SPEC §2's routes, or a /{presId} that is not a presentation id. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <CenteredPage title={t('notFound.title')}>
      <p>{t('notFound.message')}</p>
    </CenteredPage>
  );
}

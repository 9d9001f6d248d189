// Routes of SPEC §2 whose features later issues build (ARCHITECTURE §6): the route exists and
// says plainly that this viewer does not offer it yet.
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../shared/ui/CenteredPage.tsx';

interface NotAvailablePageProps {
  /** i18n key (namespace common) of the screen's title. */
  titleKey: string;
}

export function NotAvailablePage({ titleKey }: NotAvailablePageProps) {
  const { t } = useTranslation('common');
  return (
    <CenteredPage title={t(titleKey)}>
      <p>{t('notAvailable.message')}</p>
    </CenteredPage>
  );
}

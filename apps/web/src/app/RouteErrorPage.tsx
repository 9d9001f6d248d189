import { useTranslation } from '../shared/i18n/useTranslation.ts';
import { Button } from '../shared/ui/Button.tsx';
import { CenteredPage } from '../shared/ui/CenteredPage.tsx';

/** The router's error boundary: an unexpected render failure shows this, never a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  return (
    <CenteredPage title={t('crash.title')}>
      <p role="alert">{t('crash.message')}</p>
      <div className="pd-actions">
        <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
      </div>
    </CenteredPage>
  );
}

// /{presId}/timeout/ (SPEC §2, §8): reached after any 401; sign in again on the validate screen.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/Button.tsx';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { useDocumentHead } from '../../../shared/ui/document-head.ts';
import { entryPaths } from '../entry.paths.ts';
import { usePresId } from '../usePresId.ts';

export function TimeoutPage() {
  const { t } = useTranslation('entry');
  useDocumentHead(null, t('meta.other', { ns: 'common' }));
  const presId = usePresId();
  const navigate = useNavigate();
  return (
    <CenteredPage title={t('timeout.title')}>
      <p role="alert">{t('timeout.message')}</p>
      <div className="pd-actions">
        <Button onClick={() => void navigate(entryPaths.validate(presId))}>
          {t('timeout.signInAgain')}
        </Button>
      </div>
    </CenteredPage>
  );
}

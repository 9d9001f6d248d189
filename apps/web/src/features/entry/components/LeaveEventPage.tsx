// /{presId}/leaveevent/ (SPEC §2): the participant session for the event ends (entry.actions
// leavePresentation), then thanks, and a way back in.
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { Link } from 'react-router';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { useDocumentHead } from '../../../shared/ui/document-head.ts';
import { entryPaths } from '../entry.paths.ts';
import { usePresId } from '../usePresId.ts';
import { leavePresentation } from '../entry.actions.ts';

export function LeaveEventPage() {
  const { t } = useTranslation('entry');
  useDocumentHead(null, t('meta.other', { ns: 'common' }));
  const presId = usePresId();
  useEffect(() => {
    void leavePresentation(presId);
  }, [presId]);
  return (
    <CenteredPage title={t('leave.title')}>
      <p>{t('leave.message')}</p>
      <p className="pd-actions">
        <Link className="pd-button pd-button--secondary" to={entryPaths.presentation(presId)}>
          {t('leave.rejoin')}
        </Link>
      </p>
    </CenteredPage>
  );
}

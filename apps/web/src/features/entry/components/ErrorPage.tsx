// /{presId}/error/ (SPEC §2, §8 load failure): why, when known, and a way to try again.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { entryPaths } from '../entry.paths.ts';
import { usePresId } from '../usePresId.ts';
import type { ErrorScreenState } from './PresentationGate.tsx';

function reasonKey(httpStatus: number | null | undefined): string {
  switch (httpStatus) {
    case 404:
      return 'error.notFound';
    case 403:
      return 'error.noAccess';
    default:
      return 'error.loadFailed';
  }
}

function readState(state: unknown): ErrorScreenState | null {
  return typeof state === 'object' && state !== null && 'httpStatus' in state
    ? (state as ErrorScreenState)
    : null;
}

export function ErrorPage() {
  const { t } = useTranslation('entry');
  const presId = usePresId();
  const state = readState(useLocation().state);
  return (
    <CenteredPage title={t('error.title')}>
      <p role="alert">{t(reasonKey(state?.httpStatus))}</p>
      <p className="pd-actions">
        <Link className="pd-button pd-button--primary" to={entryPaths.presentation(presId)}>
          {t('common:tryAgain')}
        </Link>
      </p>
    </CenteredPage>
  );
}

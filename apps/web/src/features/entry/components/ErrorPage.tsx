// /{presId}/error/ (SPEC §2, §8 load failure): why, when known, and a way to try again. A viewer
// the presentation's call cut off (SPEC §6) reads the SPEC §8 text of their cut-off instead, as
// the call showed it before the reload; trying again cannot bring the call back, so no link.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { Link, useLocation } from 'react-router';
import { isCutOffReason, type CutOffReason } from '@podium/domain';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { useDocumentHead } from '../../../shared/ui/document-head.ts';
import { CUTOFF_NAMESPACE } from '../cutoff-i18n.ts';
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

const CUT_OFF_KEYS: Record<CutOffReason, string> = {
  accessRevoked: `${CUTOFF_NAMESPACE}:accessRevoked`,
  publicEnded: `${CUTOFF_NAMESPACE}:publicEnded`,
};

export function ErrorPage() {
  const { t } = useTranslation('entry');
  useDocumentHead(null, t('meta.other', { ns: 'common' }));
  const presId = usePresId();
  const state = readState(useLocation().state);
  // History state outlives the code that wrote it: read the reason only when it is one.
  const cutOff = isCutOffReason(state?.cutOff) ? state.cutOff : null;
  return (
    <CenteredPage title={t('error.title')}>
      <p role="alert">{t(cutOff !== null ? CUT_OFF_KEYS[cutOff] : reasonKey(state?.httpStatus))}</p>
      {cutOff === null && (
        <p className="pd-actions">
          <Link className="pd-button pd-button--primary" to={entryPaths.presentation(presId)}>
            {t('common:tryAgain')}
          </Link>
        </p>
      )}
    </CenteredPage>
  );
}

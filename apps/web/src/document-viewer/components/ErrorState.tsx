// Why the document cannot be shown, with the one useful next step: back to the event after a
// session timeout (SPEC §8: 401 means the session expired), or a retry after a failed load.
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import { VIEWER_BASE_PATH } from '@podium/domain';
import type { DocumentError } from '../use-document.ts';
import { AlertIcon } from './icons.tsx';

export type PageError = DocumentError | 'invalidLink' | 'renderFailed';

interface ErrorStateProps {
  readonly error: PageError;
  /** Known when the link decoded; the session-expired state links back to the event. */
  readonly presId: number | null;
  readonly onRetry: (() => void) | null;
}

export function ErrorState({ error, presId, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('documentViewer');
  return (
    <div role="alert" className="dv-error">
      <span className="dv-error-icon">
        <AlertIcon />
      </span>
      <h2 className="dv-error-title">{t(`errors.${error}.title`)}</h2>
      <p className="dv-error-message">{t(`errors.${error}.message`)}</p>
      {error === 'sessionExpired' && presId !== null ? (
        <a className="dv-button dv-button--primary" href={`${VIEWER_BASE_PATH}${presId}/`}>
          {t('errors.sessionExpired.action')}
        </a>
      ) : null}
      {onRetry && (error === 'failed' || error === 'renderFailed') ? (
        <button type="button" className="dv-button dv-button--primary" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}

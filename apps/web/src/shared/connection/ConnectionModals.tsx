// SPEC §8 server connection issue modal with `Refresh` and no internet modal with `Retry`. Each is
// an alert dialog: it interrupts, because nothing on the page works until the connection is back.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import { modalKeyHandler } from '../ui/modal-keys.ts';
import { retryConnection, useConnectionStore, watchBrowserConnection } from './connection.store.ts';

export function ConnectionModals() {
  const { t } = useTranslation('chrome');
  const { problem, stillOffline, checking } = useConnectionStore();
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => watchBrowserConnection(), []);
  if (problem === null) return null;
  const offline = problem === 'offline';
  return (
    <div className="pd-modal pd-modal--connection">
      <div
        ref={dialogRef}
        className="pd-modal__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={modalKeyHandler(dialogRef)}
      >
        <h2 id={titleId} className="pd-modal__title">
          {offline ? t('connection.offlineTitle') : t('connection.serverTitle')}
        </h2>
        <p id={messageId} className="pd-modal__message">
          {offline
            ? stillOffline
              ? t('connection.stillOffline')
              : t('connection.offlineMessage')
            : t('connection.serverMessage')}
        </p>
        <div className="pd-modal__actions">
          {offline ? (
            <button
              autoFocus
              type="button"
              className="pd-button pd-button--primary"
              disabled={checking}
              onClick={() => void retryConnection()}
            >
              {t('connection.retry')}
            </button>
          ) : (
            <button
              autoFocus
              type="button"
              className="pd-button pd-button--primary"
              onClick={() => window.location.reload()}
            >
              {t('connection.refresh')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

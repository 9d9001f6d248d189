// The toast host (SPEC §2, §9): one polite `status` live region (ARCHITECTURE §5) above the
// viewer at the SPEC z-index; each toast carries its own close icon.
import { useTranslation } from '../../i18n/useTranslation.ts';
import { TOAST_Z_INDEX } from '@podium/domain';
import { dismissToast, useToastStore, type ToastIcon } from './toast.store.ts';

const ICON_PATHS: Record<ToastIcon, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className="pd-toaster" role="status" aria-live="polite" style={{ zIndex: TOAST_Z_INDEX }}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className="pd-toast"
          style={{ background: toast.background, opacity: toast.opacity }}
        >
          {toast.icon ? (
            <svg
              className="pd-toast__icon"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d={ICON_PATHS[toast.icon]} fill="currentColor" />
            </svg>
          ) : null}
          <div className="pd-toast__body">
            {toast.heading ? <p className="pd-toast__heading">{toast.heading}</p> : null}
            <p className="pd-toast__message">{toast.message}</p>
          </div>
          <button
            type="button"
            className="pd-toast__close"
            aria-label={t('toast.close')}
            onClick={() => dismissToast(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}

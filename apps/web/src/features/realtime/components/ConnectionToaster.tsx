// SPEC §8 connection toaster: "Connection error detected." with the 60 s countdown (SPEC §9),
// then "Connection error detected. Retrying...", then the failure text once the retries are used
// up. The state comes from connectionToasterReducer; this only renders it.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { connectionToasterMessage, type ConnectionToasterState } from '@podium/domain';
import '../realtime.css';

export function ConnectionToaster({ state }: { readonly state: ConnectionToasterState }) {
  const { t } = useTranslation('realtime');
  const message = connectionToasterMessage(state);
  return (
    <div role="status" aria-live="polite" className="connection-toaster-region">
      {message !== null && (
        <div className={`connection-toaster connection-toaster--${state.phase}`}>
          <p className="connection-toaster__message">{t(message.key)}</p>
          {message.count !== undefined && (
            <p className="connection-toaster__countdown">
              {t('connection.countdown', { count: message.count })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

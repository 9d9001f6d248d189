// SPEC §3 Security.ShowSECWarn: the event's securities notice, shown above the content.
import { useTranslation } from 'react-i18next';

export function SecWarning({ text }: { text: string }) {
  const { t } = useTranslation('viewer');
  return (
    <div className="viewer__sec-warning" role="note" aria-label={t('secWarningLabel')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="viewer__sec-icon">
        <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
      </svg>
      <p>{text}</p>
    </div>
  );
}

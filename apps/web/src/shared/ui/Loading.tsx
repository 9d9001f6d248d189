import { useTranslation } from '../i18n/useTranslation.ts';

/** A busy indicator announced politely to screen readers. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="pd-loading" role="status" aria-live="polite">
      <span className="pd-loading__spinner" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

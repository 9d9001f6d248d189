// SPEC §3 NotificationMessage: a message the event team posts to everyone in the call.
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { useConferenceStore } from '../conference.store.ts';

export const NotificationBanner = memo(function NotificationBanner() {
  const { t } = useTranslation('conference');
  const message = useConferenceStore((s) => s.notification);
  if (message === null) return null;
  return (
    <div role="status" className="conference-notification">
      <strong>{t('notification')}</strong> {message}
    </div>
  );
});

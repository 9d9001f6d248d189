// SPEC §3 NotificationMessage from the console: the coordinator writes a message every attendee
// of the call is shown at the top of their viewer (`Send notification` replaces the one shown),
// and takes it down again (`Clear notification`). The message shown now is read with the console
// and followed on the hub, so a second coordinator's change shows here too.
import { useId, useState } from 'react';
import { NOTIFICATION_MAX_CHARS } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';

interface NotificationControlsProps {
  /** What attendees are shown now; null for nothing. */
  readonly current: string | null;
  readonly busy: boolean;
  /** True once the server has it. */
  readonly onSend: (message: string) => Promise<boolean>;
  readonly onClear: () => void;
}

export function NotificationControls({
  current,
  busy,
  onSend,
  onClear,
}: NotificationControlsProps) {
  const { t } = useTranslation('console');
  const [text, setText] = useState('');
  const headingId = useId();
  const boxId = useId();
  const message = text.trim();
  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-panel__title">
        {t('notification.heading')}
      </h2>
      <p className="console-notification__current" role="status">
        {current === null ? (
          t('notification.none')
        ) : (
          <>
            {t('notification.shown')} <q>{current}</q>
          </>
        )}
      </p>
      <form
        className="console-answer"
        onSubmit={(event) => {
          event.preventDefault();
          if (message === '') return;
          void onSend(message).then((sent) => {
            if (sent) setText('');
          });
        }}
      >
        <label htmlFor={boxId} className="console-answer__label">
          {t('notification.label')}
        </label>
        <textarea
          id={boxId}
          className="console-answer__text"
          rows={2}
          maxLength={NOTIFICATION_MAX_CHARS}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <div className="console-item__actions">
          <button
            type="submit"
            className="pd-button pd-button--primary console-button--small"
            disabled={busy || message === ''}
          >
            {t('notification.send')}
          </button>
          <button
            type="button"
            className="pd-button pd-button--secondary console-button--small"
            disabled={busy || current === null}
            onClick={onClear}
          >
            {t('notification.clear')}
          </button>
        </div>
      </form>
    </section>
  );
}

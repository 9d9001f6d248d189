// SPEC §3 NotificationMessage from the console: the coordinator writes a message every attendee
// of the call is shown at the top of their viewer (`Send notification` replaces the one shown),
// and takes it down again (`Clear notification`). The message shown now is read beside each whole
// read of the console (after every action, and when the hub says the call's notification changed,
// so a second coordinator's change shows here too), without holding the console's lists up.
import { useEffect, useId, useState } from 'react';
import { NOTIFICATION_MAX_CHARS } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { fetchNotification } from '../../conference/conference.api.ts';

interface NotificationControlsProps {
  readonly presId: number;
  /** The console's read number (useConsoleData): the message is read again with each. */
  readonly read: number;
  readonly busy: boolean;
  /** True once the server has it. */
  readonly onSend: (message: string) => Promise<boolean>;
  readonly onClear: () => void;
}

export function NotificationControls({
  presId,
  read,
  busy,
  onSend,
  onClear,
}: NotificationControlsProps) {
  const { t } = useTranslation('console');
  const [text, setText] = useState('');
  /** What attendees are shown now (null: nothing) as of the latest answer; undefined until then. */
  const [current, setCurrent] = useState<{
    readonly read: number;
    readonly message: string | null;
  }>();
  useEffect(() => {
    let live = true;
    // A failed read leaves the last answer shown; the next whole read asks again.
    fetchNotification(presId).then(
      (message) => {
        if (live) setCurrent((held) => (held && held.read > read ? held : { read, message }));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [presId, read]);
  const shown = current?.message ?? null;
  const headingId = useId();
  const boxId = useId();
  const message = text.trim();
  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-panel__title">
        {t('notification.heading')}
      </h2>
      <p className="console-notification__current" role="status">
        {current === undefined ? null : shown === null ? (
          t('notification.none')
        ) : (
          <>
            {t('notification.shown')} <q>{shown}</q>
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
            disabled={busy || shown === null}
            onClick={onClear}
          >
            {t('notification.clear')}
          </button>
        </div>
      </form>
    </section>
  );
}

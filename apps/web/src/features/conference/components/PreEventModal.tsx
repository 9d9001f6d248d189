// SPEC §2/§4 pre-event modal: open before the call, reopened when the start time changes; it
// shows the start, the starting-soon and available flags, and the SPEC §8 stream text verbatim.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPreEvent } from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { dispatchCall, useConferenceStore } from '../conference.store.ts';
import { formatStartTime } from '../format-time.ts';
import { useCallTimers } from '../useCallTimers.ts';

export function PreEventModal() {
  const { t, i18n } = useTranslation('conference');
  const { presentation } = usePresentation();
  const call = useConferenceStore((s) => s.call);
  const { startingSoon, available } = useCallTimers(call.startTimeUtc);
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = call.preEventModalOpen && isPreEvent(call);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!open) return null;
  const close = () => dispatchCall({ type: 'preEventModalClosed' });
  return (
    <div className="conference-modal__backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="pre-event-title"
        className="conference-modal"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <h2 id="pre-event-title">
          {presentation.ConferenceCallData?.CallTitle ?? presentation.TitleBarWeb}
        </h2>
        {call.startTimeUtc !== null && (
          <p>
            {t('preEvent.startsAt', { time: formatStartTime(call.startTimeUtc, i18n.language) })}
          </p>
        )}
        {startingSoon && <p className="conference-modal__flag">{t('preEvent.startingSoon')}</p>}
        {available && <p className="conference-modal__flag">{t('preEvent.available')}</p>}
        <p className="conference-modal__stream">{t('preEvent.streamNotStarted')}</p>
        <button
          ref={closeRef}
          type="button"
          className="pd-button pd-button--primary"
          onClick={close}
        >
          {t('preEvent.close')}
        </button>
      </div>
    </div>
  );
}

// SPEC §2/§4 pre-event modal: open before the call, reopened when the start time changes; it
// shows the start, the starting-soon and available flags, and the SPEC §8 stream text verbatim.
// A modal dialog (shared/ui/modal-keys.ts): focus moves in when it opens, Tab stays inside, the
// slide keys behind it do not act, Escape closes it, and focus goes back where it was.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPreEvent } from '@podium/domain';
import { modalKeyHandler } from '../../../shared/ui/modal-keys.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { dispatchCall, useConferenceStore } from '../conference.store.ts';
import { formatStartTime } from '../format-time.ts';
import { useCallTimers } from '../useCallTimers.ts';

export function PreEventModal() {
  const { t, i18n } = useTranslation('conference');
  const { presentation } = usePresentation();
  const call = useConferenceStore((s) => s.call);
  const { startingSoon, available } = useCallTimers(call.startTimeUtc);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const startId = useId();
  const open = call.preEventModalOpen && isPreEvent(call);

  // Opened by the page or by a hub message (a moved start): take focus, and give it back to
  // what had it once the modal goes, however it goes (Close, Escape, the call going live).
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement;
    closeRef.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  const close = () => dispatchCall({ type: 'preEventModalClosed' });
  return (
    <div className="conference-modal__backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={call.startTimeUtc === null ? undefined : startId}
        className="conference-modal"
        onKeyDown={modalKeyHandler(dialogRef, close)}
      >
        <h2 id={titleId}>
          {presentation.ConferenceCallData?.CallTitle ?? presentation.TitleBarWeb}
        </h2>
        {call.startTimeUtc !== null && (
          <p id={startId}>
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

// SPEC §2/§4 pre-event modal: open before the call, reopened when the start time changes; it
// shows the call's one status line (the start, or starting soon, or available: never several)
// and, while the stream is still far off, the SPEC §8 "Stream Not Started" text verbatim.
// A modal dialog (shared/ui/modal-keys.ts): focus moves in when it opens, Tab stays inside, the
// slide keys behind it do not act, Escape closes it, and focus goes back where it was.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EventStatus, isPreEvent } from '@podium/domain';
import { modalKeyHandler } from '../../../shared/ui/modal-keys.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { dispatchCall, useConferenceStore } from '../conference.store.ts';
import type { CallStatusLine } from '../useCallStatusLine.ts';

export function PreEventModal({ line }: { readonly line: CallStatusLine }) {
  const { t } = useTranslation('conference');
  const { presentation } = usePresentation();
  const call = useConferenceStore((s) => s.call);
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
        aria-describedby={startId}
        className="conference-modal"
        onKeyDown={modalKeyHandler(dialogRef, close)}
      >
        <h2 id={titleId}>
          {presentation.ConferenceCallData?.CallTitle ?? presentation.TitleBarWeb}
        </h2>
        <p id={startId}>{line.text}</p>
        {line.status === EventStatus.NotStarted && (
          <p className="conference-modal__stream">{t('preEvent.streamNotStarted')}</p>
        )}
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

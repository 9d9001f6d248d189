// The viewer's pre-event modal (SPEC §2 modals), whatever the event: a title, the event's own
// lines, optional actions and Close. A modal dialog (shared/ui/modal-keys.ts): focus moves in when
// it opens, Tab stays inside, the slide keys behind it do not act, Escape closes it, and focus
// goes back where it was. The conference call and the small group meeting each say when it is
// open and what it says.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { modalKeyHandler } from '../../../shared/ui/modal-keys.ts';
import './pre-event-dialog.css';

interface Props {
  readonly title: string;
  /** The first line: what the dialog describes (the start, the state). */
  readonly status: ReactNode;
  readonly children?: ReactNode;
  /** Buttons before Close (a meeting's Join meeting). */
  readonly actions?: ReactNode;
  readonly onClose: () => void;
}

export function PreEventDialog({ title, status, children, actions, onClose }: Props) {
  const { t } = useTranslation('conference');
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const statusId = useId();

  // Mounted when it opens (by the page or by a hub message): take focus, and give it back to
  // what had it once the dialog goes, however it goes (Close, Escape, the event moving on).
  useEffect(() => {
    const previous = document.activeElement;
    // Focused in the next frame, whose layout the browser makes anyway: focusing here would lay
    // the newly mounted view out in the task that mounted it, one long task on a phone.
    const frame = requestAnimationFrame(() => closeRef.current?.focus());
    return () => {
      cancelAnimationFrame(frame);
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  return (
    <div className="conference-modal__backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={statusId}
        className="conference-modal"
        onKeyDown={modalKeyHandler(dialogRef, onClose)}
      >
        <h2 id={titleId}>{title}</h2>
        <p id={statusId}>{status}</p>
        {children}
        <div className="conference-modal__actions">
          {actions}
          <button
            ref={closeRef}
            type="button"
            className="pd-button pd-button--primary"
            onClick={onClose}
          >
            {t('preEvent.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

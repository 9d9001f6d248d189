// A modal question with two answers: leaving the event and the pre-replay question (SPEC §2
// modals), and the console's moves that cannot be undone (ending the call, expiring the replay,
// ending the public portion, revoking a participant). Focus starts on the answer the caller names
// and is held inside by the keys every modal shares (modal-keys.ts: Tab and Shift+Tab cycle among
// the answers, Escape takes the safe answer, the page's own keys do not act behind it); once the
// dialog closes focus goes back to the control that opened it.
import { useEffect, useId, useRef } from 'react';
import { holdFocusOnBackdrop, modalKeyHandler } from './modal-keys.ts';

export type ConfirmTone = 'primary' | 'danger';

interface ConfirmDialogProps {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** Which answer has focus when the dialog opens: the likely one, or the safe one. */
  readonly initialFocus?: 'confirm' | 'cancel';
  /** Danger marks a confirming answer that cannot be undone. */
  readonly tone?: ConfirmTone;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  initialFocus = 'confirm',
  tone = 'primary',
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    (initialFocus === 'confirm' ? confirmRef.current : cancelRef.current)?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // Which answer opens focused is read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = modalKeyHandler(dialogRef, onCancel);

  return (
    <div className="pd-modal" onMouseDown={holdFocusOnBackdrop}>
      <div
        ref={dialogRef}
        className="pd-modal__dialog"
        // A click on its title or message focuses the dialog, which keeps answering its keys.
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="pd-modal__title">
          {title}
        </h2>
        <p id={messageId} className="pd-modal__message">
          {message}
        </p>
        <div className="pd-modal__actions">
          <button
            ref={cancelRef}
            type="button"
            className="pd-button pd-button--secondary"
            onClick={onCancel}
          >
            {cancelLabel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className={`pd-button pd-button--${tone}`}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

// A modal question with two answers: leaving the event and the pre-replay question (SPEC §2
// modals), and the console's moves that cannot be undone (ending the call, expiring the replay,
// ending the public portion, revoking a participant). Focus starts on the answer the caller names
// and is held inside by focus-trap (Tab and Shift+Tab cycle among the answers); Escape takes the
// safe answer; once the dialog closes focus goes back to the control that opened it. The dialog
// answers its own keys, so the viewer's slide arrow keys do not act behind it.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createFocusTrap } from 'focus-trap';

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
    const dialog = dialogRef.current;
    const first = initialFocus === 'confirm' ? confirmRef.current : cancelRef.current;
    if (!dialog || !first) return;
    const trap = createFocusTrap(dialog, {
      initialFocus: first,
      delayInitialFocus: false,
      // Escape is the dialog's own answer (onKeyDown), not a way out of the trap alone.
      escapeDeactivates: false,
      returnFocusOnDeactivate: true,
      // Both answers are always shown; no layout check needed (and none exists in tests).
      tabbableOptions: { displayCheck: 'none' },
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
    // The trap lives as long as the dialog; which answer opens focused is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="pd-modal">
      <div
        ref={dialogRef}
        className="pd-modal__dialog"
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

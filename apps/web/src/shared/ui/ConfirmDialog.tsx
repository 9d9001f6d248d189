// A modal question with two answers (SPEC §2 modals: leave event, pre-replay). Focus starts on
// the confirming answer and stays inside; Escape takes the other, safe answer.
import { useId, useRef } from 'react';
import { modalKeyHandler } from './modal-keys.ts';

interface ConfirmDialogProps {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  return (
    <div className="pd-modal">
      <div
        ref={dialogRef}
        className="pd-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={modalKeyHandler(dialogRef, onCancel)}
      >
        <h2 id={titleId} className="pd-modal__title">
          {title}
        </h2>
        <p id={messageId} className="pd-modal__message">
          {message}
        </p>
        <div className="pd-modal__actions">
          <button type="button" className="pd-button pd-button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            autoFocus
            type="button"
            className="pd-button pd-button--primary"
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

// Asks before a console action that cannot be undone (ending the call, expiring the replay,
// ending the public portion, revoking a participant). A modal dialog: focus starts on Cancel
// (the safe answer), stays inside until the coordinator answers, and Escape cancels.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { modalKeyHandler } from '../../../shared/ui/modal-keys.ts';
import type { ConfirmLabels } from './useConfirm.ts';

interface ConfirmDialogProps {
  readonly title: string;
  readonly message: string;
  /** Texts for the two buttons; Cancel and Confirm when absent. */
  readonly labels?: ConfirmLabels | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmDialog({ title, message, labels, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const onKeyDown = modalKeyHandler(dialogRef, onCancel);

  return (
    <div className="console-dialog">
      <div
        ref={dialogRef}
        className="console-dialog__box"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="console-dialog__title">
          {title}
        </h2>
        <p id={messageId}>{message}</p>
        <div className="console-dialog__actions">
          <button
            autoFocus
            type="button"
            className="pd-button pd-button--secondary"
            onClick={onCancel}
          >
            {labels?.cancel ?? t('confirm.cancel')}
          </button>
          <button type="button" className="pd-button console-button--danger" onClick={onConfirm}>
            {labels?.confirm ?? t('confirm.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}

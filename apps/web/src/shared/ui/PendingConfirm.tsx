// The question useConfirm holds, asked in the shared ConfirmDialog: a move that cannot be undone,
// so focus starts on the safe answer and the confirming one is marked as dangerous.
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { PendingConfirm as Pending } from './useConfirm.ts';

export function PendingConfirm({
  pending,
  close,
  confirmLabel,
  cancelLabel,
}: {
  readonly pending: Pending | null;
  readonly close: (confirmed: boolean) => void;
  /** The answers' texts when the question names none of its own. */
  readonly confirmLabel: string;
  readonly cancelLabel: string;
}) {
  if (!pending) return null;
  return (
    <ConfirmDialog
      title={pending.title}
      message={pending.message}
      confirmLabel={pending.labels?.confirm ?? confirmLabel}
      cancelLabel={pending.labels?.cancel ?? cancelLabel}
      initialFocus="cancel"
      tone="danger"
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
}

// One pending confirmation at a time: what to ask, and what to run once the person agrees. Every
// action that ends an event for everyone, or cannot be undone, asks through it (PendingConfirm).
// The dialog (shared/ui/ConfirmDialog.tsx) gives focus back to the button that asked.
import { useCallback, useState } from 'react';

/** Button texts for a question where plain Cancel / Confirm would read ambiguously. */
export interface ConfirmLabels {
  readonly confirm: string;
  readonly cancel: string;
}

export interface PendingConfirm {
  readonly title: string;
  readonly message: string;
  readonly run: () => void;
  readonly labels: ConfirmLabels | null;
}

export type AskConfirm = (
  title: string,
  message: string,
  run: () => void,
  labels?: ConfirmLabels,
) => void;

export function useConfirm() {
  const [pending, setPending] = useState<PendingConfirm | null>(null);

  const ask = useCallback<AskConfirm>((title, message, run, labels) => {
    setPending({ title, message, run, labels: labels ?? null });
  }, []);

  const close = useCallback(
    (confirmed: boolean) => {
      if (!pending) return;
      setPending(null);
      if (confirmed) pending.run();
    },
    [pending],
  );

  return { pending, ask, close };
}

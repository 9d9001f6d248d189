// One pending confirmation at a time: what to ask, and what to run once the coordinator agrees.
// Focus goes back to the button that asked, so keyboard users keep their place.
import { useCallback, useState } from 'react';

export interface PendingConfirm {
  readonly title: string;
  readonly message: string;
  readonly run: () => void;
  readonly returnFocusTo: HTMLElement | null;
}

export function useConfirm() {
  const [pending, setPending] = useState<PendingConfirm | null>(null);

  const ask = useCallback((title: string, message: string, run: () => void) => {
    const active = document.activeElement;
    setPending({
      title,
      message,
      run,
      returnFocusTo: active instanceof HTMLElement ? active : null,
    });
  }, []);

  const close = useCallback(
    (confirmed: boolean) => {
      if (!pending) return;
      setPending(null);
      if (confirmed) pending.run();
      pending.returnFocusTo?.focus();
    },
    [pending],
  );

  return { pending, ask, close };
}

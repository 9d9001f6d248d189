// Keyboard behaviour every modal dialog shares: it answers its own keys (the viewer's slide
// arrow keys must not act behind it), Tab and Shift+Tab stay among its buttons, and Escape
// answers the dialog when the dialog has a safe way out.
import type { KeyboardEvent, RefObject } from 'react';

export function modalKeyHandler(
  dialogRef: RefObject<HTMLElement | null>,
  onEscape?: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  return (event) => {
    event.stopPropagation();
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = dialogRef.current?.querySelectorAll('button');
    if (!buttons || buttons.length === 0) return;
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
}

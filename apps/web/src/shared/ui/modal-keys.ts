// Keyboard behaviour every modal dialog shares: it answers its own keys (the viewer's slide
// arrow keys must not act behind it), Tab and Shift+Tab stay among its buttons, and Escape
// answers the dialog when the dialog has a safe way out. A press on the backdrop
// (holdFocusOnBackdrop) leaves the focus where it was, inside the dialog.
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';

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
    // From the dialog itself (a click on its text focuses it), Tab enters at either end.
    if (![...buttons].some((button) => button === document.activeElement)) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
}

/** For a modal's backdrop: a press on the backdrop itself does not take the focus out of it. */
export function holdFocusOnBackdrop(event: MouseEvent<HTMLElement>): void {
  if (event.target === event.currentTarget) event.preventDefault();
}

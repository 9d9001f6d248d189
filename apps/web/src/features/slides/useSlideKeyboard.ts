// Keyboard paging anywhere in the viewer (ArrowLeft/ArrowRight, PageUp/PageDown), except while
// the user types or works a control that uses those keys itself.
import { useEffect } from 'react';

const PREVIOUS_KEYS = new Set(['ArrowLeft', 'PageUp']);
const NEXT_KEYS = new Set(['ArrowRight', 'PageDown']);

function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  ) {
    return true;
  }
  const role = target.getAttribute('role');
  return (
    role === 'slider' ||
    role === 'textbox' ||
    role === 'combobox' ||
    role === 'listbox' ||
    role === 'spinbutton'
  );
}

export function useSlideKeyboard(enabled: boolean, previous: () => void, next: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return;
      if (ownsArrowKeys(event.target)) return;
      if (PREVIOUS_KEYS.has(event.key)) {
        event.preventDefault();
        previous();
      } else if (NEXT_KEYS.has(event.key)) {
        event.preventDefault();
        next();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, previous, next]);
}

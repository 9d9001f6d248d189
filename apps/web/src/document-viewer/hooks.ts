// Browser plumbing of the document viewer page: the stage width (for fit to width) and the
// keyboard shortcuts for paging and for searching.
import { useEffect, useState, type RefObject } from 'react';

/** Content width of the element, kept current as the window or the device rotates. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setWidth(element.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * ArrowLeft / ArrowRight (and PageUp / PageDown) page through the document, except while typing
 * in a field, where those keys move the caret.
 */
export function usePageKeys(enabled: boolean, onPrevious: () => void, onNext: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTextEntry(event.target)) return;
      if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
        event.preventDefault();
        onPrevious();
      } else if (event.key === 'ArrowRight' || event.key === 'PageDown') {
        event.preventDefault();
        onNext();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onPrevious, onNext]);
}

/**
 * Ctrl+F (⌘F on a Mac) focuses the document's search box: the browser's own find sees only the
 * page on screen.
 */
export function useFindKey(enabled: boolean, box: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 'f' || !box.current) return;
      event.preventDefault();
      box.current.focus();
      box.current.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, box]);
}

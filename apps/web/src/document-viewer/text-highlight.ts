// Marks the document search's matches on the page's text layer, as pdf.js' own viewer does: the
// matched part of a text item's element is wrapped in a mark whose background shows through the
// layer's transparent text, over the page's picture.
import type { TextLayerText } from './pdf.ts';
import type { HighlightRange } from './search-state.ts';

const MARK_CLASS = 'dv-mark';
const SELECTED_CLASS = 'dv-mark--selected';

/**
 * Puts the marks of `ranges` on the layer, taking away the ones put before. Returns the first
 * mark of the match shown, if it is on this page.
 */
export function markTextLayer(
  layer: TextLayerText,
  ranges: readonly HighlightRange[],
): HTMLElement | null {
  // An item's element holds just its text until it is marked.
  layer.divs.forEach((div, item) => {
    if (div.childElementCount > 0) div.textContent = layer.items[item] ?? '';
  });

  const byItem = new Map<number, HighlightRange[]>();
  for (const range of ranges) {
    const list = byItem.get(range.item) ?? [];
    list.push(range);
    byItem.set(range.item, list);
  }

  let selected: HTMLElement | null = null;
  for (const [item, itemRanges] of byItem) {
    const div = layer.divs[item];
    const text = layer.items[item];
    if (div === undefined || text === undefined) continue;
    const parts: (string | HTMLElement)[] = [];
    let at = 0;
    for (const range of [...itemRanges].sort((a, b) => a.from - b.from)) {
      if (range.from < at) continue;
      if (range.from > at) parts.push(text.slice(at, range.from));
      const mark = document.createElement('span');
      mark.className = range.selected ? `${MARK_CLASS} ${SELECTED_CLASS}` : MARK_CLASS;
      mark.textContent = text.slice(range.from, range.to);
      parts.push(mark);
      if (range.selected) selected ??= mark;
      at = range.to;
    }
    if (at < text.length) parts.push(text.slice(at));
    div.replaceChildren(...parts);
  }
  return selected;
}

import { describe, expect, it } from 'vitest';
import { markTextLayer } from './text-highlight.ts';

function layer(items: string[]) {
  const divs = items.map((text) => {
    const span = document.createElement('span');
    span.textContent = text;
    return span;
  });
  return { divs, items };
}

describe('marks on the text layer', () => {
  it('wraps the matched parts, the shown match apart, and returns its first mark', () => {
    const text = layer(['Fleet renewal: the fleet', 'grows']);
    const selected = markTextLayer(text, [
      { item: 0, from: 0, to: 5, selected: false },
      { item: 0, from: 19, to: 24, selected: true },
      { item: 1, from: 0, to: 5, selected: true },
    ]);
    expect(text.divs[0]!.innerHTML).toBe(
      '<span class="dv-mark">Fleet</span> renewal: the ' +
        '<span class="dv-mark dv-mark--selected">fleet</span>',
    );
    expect(text.divs[0]!.textContent).toBe('Fleet renewal: the fleet');
    expect(selected?.textContent).toBe('fleet');
  });

  it('takes the marks put before away', () => {
    const text = layer(['Fleet', 'size']);
    markTextLayer(text, [{ item: 0, from: 0, to: 5, selected: true }]);
    expect(markTextLayer(text, [{ item: 1, from: 0, to: 4, selected: false }])).toBeNull();
    expect(text.divs[0]!.innerHTML).toBe('Fleet');
    expect(text.divs[1]!.innerHTML).toBe('<span class="dv-mark">size</span>');
  });
});

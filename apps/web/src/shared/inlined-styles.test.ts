import { describe, expect, it } from 'vitest';
import { markInlinedStyles } from './inlined-styles.ts';

function page(head: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = head;
  return doc;
}

describe('markInlinedStyles', () => {
  it('leaves a disabled stylesheet link after each inlined sheet', () => {
    const doc = page(
      '<style data-href="/presentation/v2/assets/viewer-1.css">.a{}</style>' +
        '<style data-href="/presentation/v2/assets/slides-2.css">.b{}</style>',
    );
    markInlinedStyles(doc);
    const links = [...doc.head.children].map((element) => element.outerHTML);
    expect(links).toEqual([
      '<style data-href="/presentation/v2/assets/viewer-1.css">.a{}</style>',
      '<link rel="stylesheet" disabled="" href="/presentation/v2/assets/viewer-1.css">',
      '<style data-href="/presentation/v2/assets/slides-2.css">.b{}</style>',
      '<link rel="stylesheet" disabled="" href="/presentation/v2/assets/slides-2.css">',
    ]);
  });

  it('adds none for a sheet already linked, nor for a style without an href', () => {
    const doc = page(
      '<style data-href="/a.css">.a{}</style><link rel="stylesheet" href="/a.css" disabled>' +
        '<style>.c{}</style><style data-href="">.d{}</style>',
    );
    markInlinedStyles(doc);
    expect(doc.querySelectorAll('link')).toHaveLength(1);
  });
});

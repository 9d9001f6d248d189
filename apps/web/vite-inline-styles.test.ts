import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { cssOfBundle, inlineStylesheets } from './vite-inline-styles.ts';

const BASE = '/presentation/v2/';

function bundleOf(files: Record<string, string | Uint8Array>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(files).map(([fileName, source]) => [
      fileName,
      fileName.endsWith('.js')
        ? { type: 'chunk', fileName, code: String(source) }
        : { type: 'asset', fileName, source },
    ]),
  ) as unknown as Rollup.OutputBundle;
}

describe('inlineStylesheets', () => {
  const css = cssOfBundle(
    bundleOf({
      'assets/viewer-1.css': '.a{color:red}\n',
      'assets/slides-2.css': new TextEncoder().encode('.b{margin:0}'),
      'assets/bad-3.css': '.c{content:"</style>"}',
      'assets/viewer-1.js': 'export{}',
    }),
    BASE,
  );

  it('puts the CSS a page links to in the page, naming its file, with no link left to fetch', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/presentation/v2/assets/viewer-1.css">' +
      '<link rel="stylesheet" href="/presentation/v2/assets/slides-2.css"></head>';
    expect(inlineStylesheets(html, css)).toBe(
      '<head><style data-href="/presentation/v2/assets/viewer-1.css">.a{color:red}</style>' +
        '<style data-href="/presentation/v2/assets/slides-2.css">.b{margin:0}</style></head>',
    );
  });

  it('leaves other links, unknown files and CSS that would end its element early', () => {
    const html = [
      '<link rel="icon" href="/presentation/v2/favicon.svg">',
      '<link rel="modulepreload" href="/presentation/v2/assets/viewer-1.js">',
      '<link rel="stylesheet" href="/presentation/v2/assets/missing.css">',
      '<link rel="stylesheet" href="/elsewhere/assets/viewer-1.css">',
      '<link rel="stylesheet" href="/presentation/v2/assets/viewer-1.js">',
      '<link rel="stylesheet" href="/presentation/v2/assets/bad-3.css">',
    ].join('');
    expect(inlineStylesheets(html, css)).toBe(html);
  });
});

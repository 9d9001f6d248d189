import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstRenderPreloads } from './vite-preload-first.ts';

const BASE = '/presentation/v2/';

function chunk(fileName: string, moduleIds: string[]): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds } as unknown as Rollup.OutputChunk;
}

const bundle: Rollup.OutputBundle = {
  'assets/viewer.js': chunk('assets/viewer.js', ['/app/src/main.tsx']),
  'assets/client-a.js': chunk('assets/client-a.js', ['/r/node_modules/react/index.js']),
  'assets/client-b.js': chunk('assets/client-b.js', [
    '/r/node_modules/react-dom/cjs/react-dom-client.production.js',
    '/r/node_modules/react-dom/client.js',
  ]),
  'assets/app.css': { type: 'asset', fileName: 'assets/app.css' } as Rollup.OutputAsset,
};

describe('firstRenderPreloads', () => {
  it("lists the chunk holding React's DOM renderer as a modulepreload in the page's head", () => {
    expect(firstRenderPreloads(bundle, BASE, '<head></head>')).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `${BASE}assets/client-b.js` },
        injectTo: 'head',
      },
    ]);
  });

  it('adds nothing to a page that loads that chunk already', () => {
    const html = `<link rel="modulepreload" crossorigin href="${BASE}assets/client-b.js">`;
    expect(firstRenderPreloads(bundle, BASE, html)).toEqual([]);
  });

  it('adds nothing when no chunk holds a listed module', () => {
    const without = { 'assets/viewer.js': bundle['assets/viewer.js']! };
    expect(firstRenderPreloads(without, BASE, '<head></head>')).toEqual([]);
  });
});

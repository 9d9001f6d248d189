import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintCompilation } from './vite-compile-hints.ts';

/** A chunk of the given modules and their rendered lengths. */
function chunk(fileName: string, modules: Record<string, number>): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code: 'export{};',
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
  } as unknown as Rollup.OutputChunk;
}

describe('hintCompilation', () => {
  it('puts the hint on the first line of every chunk but those mostly of a partly used library', () => {
    const bundle = {
      'assets/viewer.js': chunk('assets/viewer.js', { '/app/src/main.tsx': 900 }),
      'assets/client.js': chunk('assets/client.js', { '/app/node_modules/react-dom/client.js': 9 }),
      'assets/hls.js': chunk('assets/hls.js', { '/app/node_modules/hls.js/dist/hls.mjs': 500 }),
      'assets/pdf.js': chunk('assets/pdf.js', {
        'C:\\app\\node_modules\\pdfjs-dist\\build\\pdf.mjs': 501,
        'C:\\app\\src\\pdf-setup.ts': 499,
      }),
      'assets/page.js': chunk('assets/page.js', {
        '/app/node_modules/pdfjs-dist/build/pdf.worker.mjs?url': 20,
        '/app/src/document-viewer/main.tsx': 980,
      }),
      'assets/app.css': { type: 'asset', fileName: 'assets/app.css', source: '.a{}' },
    } as unknown as Rollup.OutputBundle;
    hintCompilation(bundle);
    // A second pass (a rebuild of the same bundle) does not add a second hint.
    hintCompilation(bundle);
    const code = (name: string) => (bundle[name] as Rollup.OutputChunk).code;
    expect(code('assets/viewer.js')).toBe(`${COMPILE_HINT}\nexport{};`);
    expect(code('assets/client.js')).toBe(`${COMPILE_HINT}\nexport{};`);
    expect(code('assets/page.js')).toBe(`${COMPILE_HINT}\nexport{};`);
    expect(code('assets/hls.js')).toBe('export{};');
    expect(code('assets/pdf.js')).toBe('export{};');
    expect((bundle['assets/app.css'] as Rollup.OutputAsset).source).toBe('.a{}');
  });
});

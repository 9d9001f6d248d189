import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintCompilation } from './vite-compile-hints.ts';

function chunk(fileName: string): Rollup.OutputChunk {
  return { type: 'chunk', fileName, code: 'export{};' } as unknown as Rollup.OutputChunk;
}

describe('hintCompilation', () => {
  it('puts the hint on the first line of every chunk, once, and leaves other files alone', () => {
    const bundle = {
      'assets/viewer.js': chunk('assets/viewer.js'),
      'assets/pdf.js': chunk('assets/pdf.js'),
      'assets/app.css': { type: 'asset', fileName: 'assets/app.css', source: '.a{}' },
    } as unknown as Rollup.OutputBundle;
    hintCompilation(bundle);
    // A second pass over the same bundle does not add a second hint.
    hintCompilation(bundle);
    const code = (name: string) => (bundle[name] as Rollup.OutputChunk).code;
    expect(code('assets/viewer.js')).toBe(`${COMPILE_HINT}\nexport{};`);
    expect(code('assets/pdf.js')).toBe(`${COMPILE_HINT}\nexport{};`);
    expect((bundle['assets/app.css'] as Rollup.OutputAsset).source).toBe('.a{}');
  });
});

// Marks the JavaScript a page runs as it loads for eager compilation (V8's explicit compile hint,
// a first-line `//# allFunctionsCalledOnLoad`): the browser then compiles every function of the
// file on its background streaming thread, while the file downloads, instead of compiling each
// function on the main thread the first time it is called. Measured on the 1002 viewer: lazy
// compilation on the main thread fell from about 105 ms to 3 ms (no throttling), about 400 ms of a
// phone's main thread at 4× slowdown. Browsers without the hint read a comment.
import type { Plugin, Rollup } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Libraries of which a page runs only a part at load (the HLS player, the PDF renderer): compiled
 * whole, they would cost more background work than the calls they save.
 */
export const PARTLY_USED_LIBRARIES = /[\\/]node_modules[\\/](hls\.js|pdfjs-dist)[\\/]/;

/** Whether most of a chunk's code is a partly used library. */
function mostlyPartlyUsed(chunk: Rollup.OutputChunk): boolean {
  let library = 0;
  let all = 0;
  for (const [id, module] of Object.entries(chunk.modules)) {
    all += module.renderedLength;
    if (PARTLY_USED_LIBRARIES.test(id)) library += module.renderedLength;
  }
  return library * 2 > all;
}

/** Prefixes every chunk of the bundle with the hint, but those mostly of a partly used library. */
export function hintCompilation(bundle: Rollup.OutputBundle): void {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    if (mostlyPartlyUsed(output)) continue;
    if (output.code.startsWith(COMPILE_HINT)) continue;
    output.code = `${COMPILE_HINT}\n${output.code}`;
  }
}

export function compileHints(): Plugin {
  return {
    name: 'podium-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      hintCompilation(bundle);
    },
  };
}

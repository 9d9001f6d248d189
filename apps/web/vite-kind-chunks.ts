// Writes kind-view-chunks.json beside the built pages: for each of the viewer's views with a lazy
// chunk of its own (src/features/viewer/kind-view-modules.ts), the JavaScript files that chunk
// needs beyond the first script, and its stylesheets. The server lists them in the HTML of a
// viewer page whose presentation it knows, so the browser fetches the view's code while the
// first script downloads instead of after it runs, and the script inserts no preload links.
import { resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
import { KIND_VIEW_MODULES } from './src/features/viewer/kind-view-modules.ts';

export const KIND_VIEW_CHUNKS_FILE = 'kind-view-chunks.json';

export interface ViewFiles {
  /** Paths relative to the build's base, e.g. assets/MediaViews-<hash>.js. */
  readonly js: readonly string[];
  readonly css: readonly string[];
  /** What they weigh on the wire: the sum of their gzip sizes. */
  readonly bytes: number;
}

function gzipBytes(source: string | Uint8Array): number {
  return gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length;
}

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The chunk and every chunk it imports statically, by file name. */
function staticClosure(start: Chunk, byFile: Map<string, Chunk>): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * Each view's files: its chunk, the chunks it imports statically but the entry `entryHtml` does
 * not load already, and the stylesheets of those chunks.
 */
export function kindViewChunks(
  bundle: Rollup.OutputBundle,
  root: string,
  entryHtml: string,
  modules: Readonly<Record<string, string | null>> = KIND_VIEW_MODULES,
): Record<string, ViewFiles> {
  const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entryHtml);
  const loaded = new Set(entry ? staticClosure(entry, byFile).map((chunk) => chunk.fileName) : []);
  const views: Record<string, ViewFiles> = {};
  for (const [view, module] of Object.entries(modules)) {
    if (module === null) continue;
    const start = chunks.find((chunk) => chunk.facadeModuleId === resolve(root, module));
    if (!start) continue;
    const needed = staticClosure(start, byFile).filter((chunk) => !loaded.has(chunk.fileName));
    const css = [
      ...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
    ];
    const sheets = css.map((file) => bundle[file]).filter((o) => o?.type === 'asset');
    views[view] = {
      js: needed.map((chunk) => chunk.fileName),
      css,
      bytes:
        needed.reduce((sum, chunk) => sum + gzipBytes(chunk.code), 0) +
        sheets.reduce((sum, sheet) => sum + gzipBytes(sheet.source), 0),
    };
  }
  return views;
}

export function kindChunks(entryHtml: string): Plugin {
  let root = '';
  return {
    name: 'podium-kind-view-chunks',
    apply: 'build',
    // After Vite's own plugins: chunks that only carried CSS are gone from the bundle by then.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: KIND_VIEW_CHUNKS_FILE,
        source: JSON.stringify(kindViewChunks(bundle, root, entryHtml)),
      });
    },
  };
}

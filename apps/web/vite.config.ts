import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { compileHints } from './vite-compile-hints.ts';
import { compressedTwins } from './vite-compress.ts';
import { inlineEntryStyles } from './vite-inline-styles.ts';
import { kindChunks } from './vite-kind-chunks.ts';
import { preloadFirstRender } from './vite-preload-first.ts';

// Two pages (SPEC §2): the viewer SPA at /presentation/v2/ and the document viewer page at
// /mynrs/show/pdfTron11/index.html. Both share one asset folder served under /presentation/v2/.
const viewerPage = resolve(import.meta.dirname, 'index.html');

export default defineConfig({
  base: '/presentation/v2/',
  plugins: [
    react(),
    inlineEntryStyles(),
    preloadFirstRender(),
    kindChunks(viewerPage),
    compileHints(),
    compressedTwins(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // A zod schema built and never used is dropped: building one has no effect beyond its value
      // (zod's own settings are made in zod-setup.ts with its `config`, not through `z`).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // zod is shared by the viewer's lazy schemas and the document viewer page: a chunk of its
        // own, so it does not land in the chunk both pages load first. Its setup rides with it.
        codeSplitting: {
          groups: [
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]shared[\\/]zod-setup\.ts$/,
            },
          ],
        },
      },
      input: {
        viewer: viewerPage,
        documentViewer: resolve(import.meta.dirname, 'mynrs/show/pdfTron11/index.html'),
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/usereventgateway': { target: 'http://localhost:3000', ws: true },
    },
  },
});

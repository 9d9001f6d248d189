import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { kindViewChunks } from './vite-kind-chunks.ts';

const ROOT = '/app';

function chunk(
  fileName: string,
  imports: string[],
  {
    facade = null,
    entry = false,
    css = [],
  }: { facade?: string | null; entry?: boolean; css?: string[] } = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId: facade,
    isEntry: entry,
    viteMetadata: { importedCss: new Set(css) },
  } as unknown as Rollup.OutputChunk;
}

describe('kindViewChunks', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/viewer.js', ['assets/client.js', 'assets/shared.js'], {
        facade: '/app/index.html',
        entry: true,
      }),
      chunk('assets/client.js', []),
      chunk('assets/shared.js', []),
      chunk('assets/Media.js', ['assets/shared.js', 'assets/zod.js', 'assets/player.js'], {
        facade: '/app/src/Media.tsx',
        css: ['assets/Media.css'],
      }),
      chunk('assets/player.js', ['assets/zod.js'], {
        css: ['assets/player.css', 'assets/Media.css'],
      }),
      chunk('assets/zod.js', []),
      chunk('assets/Call.js', ['assets/client.js'], { facade: '/app/src/Call.tsx' }),
    ].map((c) => [c.fileName, c]),
  ) as Rollup.OutputBundle;

  it('lists each view’s chunk and the chunks it imports that the first script does not load', () => {
    expect(
      kindViewChunks(bundle, ROOT, '/app/index.html', {
        media: 'src/Media.tsx',
        conference: 'src/Call.tsx',
        slides: null,
        meeting: 'src/NotBuilt.tsx',
      }),
    ).toEqual({
      media: {
        js: ['assets/Media.js', 'assets/zod.js', 'assets/player.js'],
        css: ['assets/Media.css', 'assets/player.css'],
      },
      conference: { js: ['assets/Call.js'], css: [] },
    });
  });
});

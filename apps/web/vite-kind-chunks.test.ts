import type { Rollup } from 'vite';
import { gzipSync } from 'node:zlib';
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
    code: `export const name = '${fileName}';`,
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
  const sheet = (fileName: string, source: string) =>
    ({ type: 'asset', fileName, source }) as Rollup.OutputAsset;
  bundle['assets/Media.css'] = sheet('assets/Media.css', '.media{display:grid}');
  bundle['assets/player.css'] = sheet('assets/player.css', '.player{color:red}');
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
  const code = (file: string) => gzip(`export const name = '${file}';`);

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
        bytes:
          code('assets/Media.js') +
          code('assets/zod.js') +
          code('assets/player.js') +
          gzip('.media{display:grid}') +
          gzip('.player{color:red}'),
      },
      conference: { js: ['assets/Call.js'], css: [], bytes: code('assets/Call.js') },
    });
  });
});

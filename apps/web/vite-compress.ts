// After the build, writes a brotli (.br) and a gzip (.gz) twin beside every text asset, so the
// server sends compressed bytes without compressing on each request (ARCHITECTURE §7: every text
// answer compressed on a phone's first load).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|ico)$/;
/** Below this a compressed twin saves less than the extra response headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

async function writeTwins(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_COMPRESS_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A twin that is not smaller would only cost the client a decode.
  await Promise.all([
    br.length < bytes.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < bytes.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

export function compressedTwins(): Plugin {
  let outDir = 'dist';
  return {
    name: 'podium-compressed-twins',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(writeTwins));
    },
  };
}

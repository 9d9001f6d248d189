// Compressed answers (ARCHITECTURE §7: every text answer compressed on a phone's first load).
// The web app's assets are compressed once, at build (brotli and gzip twins beside each file,
// served by static-web.ts); everything else the server writes (API JSON, the hub token, HLS
// playlists) is compressed on the fly when the client accepts it and the body is big enough to
// gain from it. Routes that stream stored files opt out (STORED_FILE_ROUTE), so byte ranges of
// media stay ranges of the stored bytes.
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Below this a compressed body saves less than its extra headers and the work cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Registers compression for every route declared after it (the plugin attaches itself to routes
 * as they are added), so call it before the API modules and the static web app.
 */
export async function setupCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
  });
}

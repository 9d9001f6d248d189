// Streams a stored file through @fastify/send: length, validators (ETag, Last-Modified), 304 for
// a client copy that is current (slides are fetched often: SPEC §9 prefetch), 412 for a failed
// If-Match, and for media HTTP ranges (206 with Content-Range, 416 past the end, If-Range), which
// players need to seek without downloading everything. Type, caching and disposition are ours.
import type { FastifyReply, FastifyRequest } from 'fastify';
import send from '@fastify/send';
import { NotFoundError } from '@podium/domain';
import type { Storage, StorageArea } from '../storage/storage.ts';
import { sendError } from '../plugins/errors.ts';

export interface StoredFileResponse {
  readonly area: StorageArea;
  readonly key: string;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly contentDisposition?: string;
  /**
   * Serve Range requests. Such routes are registered for GET and HEAD explicitly, so a HEAD is
   * answered from the file's size without opening it (Fastify's implicit HEAD would read it all).
   */
  readonly acceptRanges?: boolean;
}

/**
 * Route options of every route that answers with sendStoredFile. Stored files go out byte for
 * byte, never compressed on the fly: images, PDFs, office files and media are compressed formats
 * already, and a Range names bytes of the file itself (RFC 9110 §14), so a 206 must carry them
 * as stored.
 */
export const STORED_FILE_ROUTE = { compress: false } as const;

/** Texts of the refusals send can give for a file that exists. */
const REFUSALS: Readonly<Record<number, string>> = {
  412: 'The file has changed since the version the request names.',
};

export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: StoredFileResponse,
): Promise<FastifyReply> {
  const result = await send(request.raw, await storage.localPath(file.area, file.key), {
    acceptRanges: file.acceptRanges ?? false,
    cacheControl: false,
    contentType: false,
    // Keys are checked by the storage (no `..`, no absolute parts); a part may start with a dot.
    dotfiles: 'allow',
    etag: true,
    lastModified: true,
    index: false,
  });
  if (result.type === 'error') {
    result.stream.destroy();
    if (result.statusCode === 404) throw new NotFoundError('File not found.');
    if (result.statusCode === 416) {
      const contentRange = result.headers['Content-Range'] ?? '';
      const size = contentRange.replace('bytes */', '');
      reply.header('Content-Range', contentRange).header('Accept-Ranges', 'bytes');
      return sendError(reply, 416, `The requested range is outside the file (${size} bytes).`);
    }
    const refusal = REFUSALS[result.statusCode];
    if (refusal) return sendError(reply, result.statusCode, refusal);
    throw result.metadata.error;
  }
  if (result.type === 'directory') {
    result.stream.destroy();
    throw new NotFoundError('File not found.');
  }
  reply.code(result.statusCode).headers(result.headers).header('Cache-Control', file.cacheControl);
  if (result.statusCode === 304) {
    result.stream.destroy();
    return reply.send();
  }
  reply.header('Content-Type', file.contentType);
  if (file.contentDisposition) reply.header('Content-Disposition', file.contentDisposition);
  if (request.method === 'HEAD') {
    result.stream.destroy();
    return reply.send();
  }
  return reply.send(result.stream);
}

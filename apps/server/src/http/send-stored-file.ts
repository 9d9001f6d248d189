// Streams a stored file with length, type, cache headers and a validator, answering 304 when the
// client's copy is current (slides are fetched often: SPEC §9 prefetch). Media files also answer
// HTTP range requests (206/416), which players need to seek without downloading everything.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage, StorageArea, StoredFileInfo } from '../storage/storage.ts';
import { sendError } from '../plugins/errors.ts';
import { parseRange, type RangeRequest } from './byte-range.ts';
import { NotFoundError } from '@podium/domain';

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

const FULL: RangeRequest = { type: 'full' };

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** RFC 9110 §13.1.5: a range applies only while the validator the client holds is current. */
function requestedRange(
  request: FastifyRequest,
  info: StoredFileInfo,
  etag: string,
  lastModified: string,
): RangeRequest {
  const ifRange = headerValue(request.headers['if-range']);
  if (ifRange !== undefined && ifRange !== etag && ifRange !== lastModified) return FULL;
  return parseRange(headerValue(request.headers.range), info.size);
}

export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: StoredFileResponse,
): Promise<FastifyReply> {
  const info = await storage.stat(file.area, file.key);
  if (!info) throw new NotFoundError('File not found.');
  const etag = `"${info.size.toString(16)}-${Math.floor(info.modifiedAt.getTime()).toString(16)}"`;
  const lastModified = info.modifiedAt.toUTCString();
  reply
    .header('ETag', etag)
    .header('Cache-Control', file.cacheControl)
    .header('Last-Modified', lastModified);
  if (file.acceptRanges) reply.header('Accept-Ranges', 'bytes');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const range = file.acceptRanges ? requestedRange(request, info, etag, lastModified) : FULL;
  if (range.type === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${info.size}`);
    return sendError(reply, 416, `The requested range is outside the file (${info.size} bytes).`);
  }
  reply.header('Content-Type', file.contentType);
  if (file.contentDisposition) reply.header('Content-Disposition', file.contentDisposition);
  if (range.type === 'partial') {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else {
    reply.header('Content-Length', info.size);
  }
  if (file.acceptRanges && request.method === 'HEAD') return reply.send();
  const body =
    range.type === 'partial'
      ? storage.read(file.area, file.key, { start: range.start, end: range.end })
      : storage.read(file.area, file.key);
  return reply.send(body);
}

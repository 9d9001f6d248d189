// Streams a stored file with length, type, cache headers and a validator, answering 304 when the
// client's copy is current (slides are fetched often: SPEC §9 prefetch).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage, StorageArea } from '../storage/storage.ts';
import { notFound } from './errors.ts';

export interface StoredFileResponse {
  readonly area: StorageArea;
  readonly key: string;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly contentDisposition?: string;
}

export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: StoredFileResponse,
): Promise<FastifyReply> {
  const info = await storage.stat(file.area, file.key);
  if (!info) throw notFound('File not found.');
  const etag = `"${info.size.toString(16)}-${Math.floor(info.modifiedAt.getTime()).toString(16)}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', file.cacheControl)
    .header('Last-Modified', info.modifiedAt.toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.header('Content-Type', file.contentType).header('Content-Length', info.size);
  if (file.contentDisposition) reply.header('Content-Disposition', file.contentDisposition);
  return reply.send(storage.read(file.area, file.key));
}

// An answer that many callers are sent alike (the presentation JSON every viewer of an event
// reads, after each caller's own access checks): its bytes, its compressed forms and its
// validator are made once per distinct text, not once per request. The text is the key, so a text
// made again with the same content (a presentation row read again) finds what was made before.
// A client that holds the current text (If-None-Match) gets 304, and the body is not sent again.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { COMPRESS_MIN_BYTES } from '../plugins/compression.ts';

/**
 * Brotli quality of a shared answer. Each distinct text is compressed once, but an event whose
 * investors each hold their own entry code has a text per code, so it stays cheap: 5 compresses
 * the 14 KB presentation of a demo event in under a millisecond to 2.4 KB (11 takes 37 ms for
 * 2.0 KB).
 */
export const SHARED_ANSWER_BROTLI_QUALITY = 5;
/** Distinct texts held at most (least recently sent go first)… */
export const SHARED_ANSWERS_MAX = 2_000;
/** …and their bytes at most, plain and compressed together. */
export const SHARED_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type SharedEncoding = 'br' | 'gzip';

export interface SharedAnswer {
  readonly bytes: Buffer;
  /** A weak validator of the text (the same for each of its encodings). */
  readonly etag: string;
  /** The bytes in `encoding`, compressed on the first ask and then kept. */
  encoded(encoding: SharedEncoding): Promise<Buffer>;
}

/** The answers made so far, by their text. */
export interface SharedAnswers {
  of(text: string): SharedAnswer;
}

export function createSharedAnswers(
  options: { readonly max?: number; readonly maxBytes?: number } = {},
): SharedAnswers {
  const made = new LRUCache<string, SharedAnswer>({
    max: options.max ?? SHARED_ANSWERS_MAX,
    maxSize: options.maxBytes ?? SHARED_ANSWERS_MAX_BYTES,
    // The plain bytes, and as much again for its compressed forms (always far smaller).
    sizeCalculation: (answer) => answer.bytes.length * 2 || 1,
  });

  function make(text: string): SharedAnswer {
    const bytes = Buffer.from(text);
    const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
    const forms = new Map<SharedEncoding, Promise<Buffer>>();
    return {
      bytes,
      etag,
      encoded(encoding) {
        let form = forms.get(encoding);
        if (!form) {
          form =
            encoding === 'br'
              ? brotli(bytes, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: SHARED_ANSWER_BROTLI_QUALITY,
                    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                  },
                })
              : gzipped(bytes);
          // A failure is not kept: the next ask tries again.
          form.catch(() => forms.delete(encoding));
          forms.set(encoding, form);
        }
        return form;
      },
    };
  }

  return {
    of(text) {
      let answer = made.get(text);
      if (!answer) {
        answer = make(text);
        made.set(text, answer);
      }
      return answer;
    },
  };
}

/** Brotli before gzip at equal preference, as the compression plugin does. */
const negotiator = new Negotiator<SharedEncoding>({ supportedValues: ['br', 'gzip'] });
/** Browsers send a handful of distinct headers; more than this and the memory starts again. */
const NEGOTIATED_MAX = 100;
const negotiated = new Map<string, SharedEncoding | null>();

/** The encoding to send to a client that accepts `accepted`; null for the plain bytes. */
export function sharedEncodingFor(accepted: string): SharedEncoding | null {
  let encoding = negotiated.get(accepted);
  if (encoding === undefined) {
    encoding = negotiator.negotiate(accepted);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(accepted, encoding);
  }
  return encoding;
}

/** Whether If-None-Match names the answer (weak comparison, RFC 9110 §13.1.2). */
export function namesCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends the answer with `contentType`: 304 when the client already holds it, else its bytes,
 * compressed when the client accepts it and it is large enough to gain. Register the route with
 * `compress: false` (the compression plugin would look at the bytes again for nothing).
 */
export async function sendSharedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SharedAnswer,
  contentType: string,
): Promise<FastifyReply> {
  reply.header('ETag', answer.etag).header('Vary', 'Accept-Encoding');
  if (namesCurrent(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type(contentType);
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted !== undefined && answer.bytes.length >= COMPRESS_MIN_BYTES
      ? sharedEncodingFor(accepted)
      : null;
  if (encoding === null) return reply.send(answer.bytes);
  const body = await answer.encoded(encoding).catch(() => null);
  if (body === null) return reply.send(answer.bytes);
  return reply.header('Content-Encoding', encoding).send(body);
}

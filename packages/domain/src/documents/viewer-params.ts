// SPEC §2 document viewer page: /mynrs/show/pdfTron11/index.html with query appId (1) and
// "encoded params". Podium encodes the params as base64url of a JSON object, so the documents
// panel (which builds the link) and the document viewer page (which reads it) share this one
// schema and codec. Written with plain ECMAScript (no atob/TextEncoder) to keep the domain free
// of host APIs; UTF-8 goes through encodeURIComponent so document names in any language survive.
import { z } from 'zod';
import { DOCUMENT_VIEWER_APP_ID, DOCUMENT_VIEWER_PATH } from '../constants.ts';

export const DocumentViewerParamsSchema = z.object({
  presId: z.number().int().positive(),
  docId: z.number().int().positive(),
  /** Shown as the page title and used as the download file name. */
  name: z.string().trim().min(1).max(500),
  /** SPEC §3 presentation BlockText: when true the viewer offers no selectable text. */
  blockText: z.boolean(),
});
export type DocumentViewerParams = z.infer<typeof DocumentViewerParamsSchema>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  const escaped = encodeURIComponent(text);
  for (let i = 0; i < escaped.length; i++) {
    if (escaped[i] === '%') {
      bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(escaped.charCodeAt(i));
    }
  }
  return bytes;
}

function utf8Text(bytes: readonly number[]): string {
  // decodeURIComponent rejects malformed UTF-8 with a URIError, which the caller maps to null.
  return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
}

/** RFC 4648 §5 base64url without padding. */
export function base64UrlEncode(text: string): string {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    const n = (b0 << 16) | ((b1 ?? 0) << 8) | (b2 ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (b1 !== undefined) out += ALPHABET[(n >> 6) & 63]!;
    if (b2 !== undefined) out += ALPHABET[n & 63]!;
  }
  return out;
}

/** Inverse of base64UrlEncode; also accepts the standard alphabet and padding. Null if malformed. */
export function base64UrlDecode(encoded: string): string | null {
  const clean = encoded.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (clean.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  try {
    return utf8Text(bytes);
  } catch {
    return null;
  }
}

export function encodeDocumentViewerParams(params: DocumentViewerParams): string {
  return base64UrlEncode(JSON.stringify(DocumentViewerParamsSchema.parse(params)));
}

/** Null for anything that is not a valid encoded params object (the page shows its error state). */
export function decodeDocumentViewerParams(encoded: string | null): DocumentViewerParams | null {
  if (!encoded) return null;
  const json = base64UrlDecode(encoded);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = DocumentViewerParamsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The link the documents panel opens for a PDF (SPEC §7: PDFs open in the viewer page). */
export function documentViewerHref(params: DocumentViewerParams): string {
  return `${DOCUMENT_VIEWER_PATH}?appId=${DOCUMENT_VIEWER_APP_ID}&params=${encodeDocumentViewerParams(params)}`;
}

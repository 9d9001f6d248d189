// HTTP Range (RFC 9110 §14) for media files: players ask for `bytes=0-`, then seek with
// `bytes=N-`. One range per request is served; a header that is not a single, well-formed bytes
// range is ignored (the whole file is sent), which RFC 9110 §14.2 allows. A well-formed range
// that starts past the end cannot be satisfied (416).
import type { ByteRange } from '../storage/storage.ts';

export type RangeRequest =
  | { readonly type: 'full' }
  | { readonly type: 'unsatisfiable' }
  | ({ readonly type: 'partial' } & ByteRange);

const FULL: RangeRequest = { type: 'full' };
const UNSATISFIABLE: RangeRequest = { type: 'unsatisfiable' };
const SPEC = /^(\d{0,15})-(\d{0,15})$/;

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return FULL;
  const match = /^bytes=(.*)$/i.exec(header.trim());
  const spec = match?.[1]?.trim();
  if (spec === undefined || spec.includes(',')) return FULL;
  const parts = SPEC.exec(spec);
  if (!parts) return FULL;
  const [, first = '', last = ''] = parts;
  if (first === '' && last === '') return FULL;
  if (first === '') {
    // Suffix range: the last N bytes (all of them when N exceeds the size).
    const length = Number(last);
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { type: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return FULL;
  if (start >= size) return UNSATISFIABLE;
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { type: 'partial', start, end };
}

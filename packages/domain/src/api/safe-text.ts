// Text the product accepts from outside: every string in a path, query, cookie, body or hub
// message must be well-formed Unicode without NUL characters. PostgreSQL refuses both (NUL in
// text, and lone surrogates when encoding to UTF-8), so such input is refused at the edge with a
// 400 instead of failing deep inside a query.

/** Why a string is refused, or null when it is acceptable. */
export type UnsafeTextReason = 'nul' | 'malformedUnicode';

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function unsafeTextReason(text: string): UnsafeTextReason | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'malformedUnicode';
  return null;
}

export interface UnsafeTextFinding {
  /** Dotted path to the offending value inside the inspected value ('' for the value itself). */
  readonly path: string;
  readonly reason: UnsafeTextReason;
}

/** Nesting deeper than this is refused too: no request of the API comes near it. */
export const MAX_INSPECTED_DEPTH = 32;

/**
 * The first string (object keys included) in a parsed JSON-like value that is not safe text, or
 * a value nested too deeply to inspect.
 */
export function findUnsafeText(value: unknown, path = '', depth = 0): UnsafeTextFinding | null {
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    return reason === null ? null : { path, reason };
  }
  if (value === null || typeof value !== 'object') return null;
  // Bytes (a binary body such as a media chunk) carry no text: nothing to inspect, byte by byte.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  if (depth >= MAX_INSPECTED_DEPTH) return { path, reason: 'malformedUnicode' };
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const keyReason = unsafeTextReason(key);
    const at = path === '' ? key : `${path}.${key}`;
    if (keyReason !== null) return { path: at, reason: keyReason };
    const found = findUnsafeText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

export function unsafeTextMessage(part: string, finding: UnsafeTextFinding): string {
  const where = finding.path === '' ? part : `${part} field "${finding.path}"`;
  return finding.reason === 'nul'
    ? `Invalid ${where}: text may not contain NUL characters.`
    : `Invalid ${where}: text is not well-formed Unicode.`;
}

/** A control character: C0 (NUL among them), DEL or C1. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Whether the text carries a control character. Names that reach the database or the file
 * system (an uploaded file's name) carry none: NUL fails in PostgreSQL, and the rest (line breaks,
 * escapes) are never part of a real name.
 */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The refusal of an uploaded file whose name carries a control character. */
export const FILE_NAME_CONTROL_MESSAGE = 'The file name may not contain control characters.';

// Text accepted from outside is well-formed Unicode without NUL (bad input gets a 400, never a 500).
import { describe, expect, it } from 'vitest';
import {
  FILE_NAME_CONTROL_MESSAGE,
  findUnsafeText,
  hasControlCharacter,
  MAX_INSPECTED_DEPTH,
  unsafeTextMessage,
  unsafeTextReason,
} from './safe-text.ts';

describe('unsafeTextReason', () => {
  it('accepts ordinary and non-Latin text, emoji included', () => {
    expect(unsafeTextReason('')).toBeNull();
    expect(unsafeTextReason('What is the guidance for Q3?')).toBeNull();
    expect(unsafeTextReason('業績見通し 😀')).toBeNull();
  });

  it('refuses NUL anywhere in the text', () => {
    expect(unsafeTextReason('\u0000')).toBe('nul');
    expect(unsafeTextReason('a\u0000b')).toBe('nul');
  });

  it('refuses lone high and low surrogates', () => {
    expect(unsafeTextReason('a\ud800')).toBe('malformedUnicode');
    expect(unsafeTextReason('\udfffb')).toBe('malformedUnicode');
  });
});

describe('findUnsafeText', () => {
  it('finds nothing in safe values of any shape', () => {
    expect(findUnsafeText({ a: 'x', b: [1, 'y', null, true], c: { d: 'z' } })).toBeNull();
    expect(findUnsafeText(42)).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('names the path of the first unsafe string, in arrays and nested objects', () => {
    expect(findUnsafeText('a\u0000')).toEqual({ path: '', reason: 'nul' });
    expect(findUnsafeText({ q: { list: ['ok', 'b\ud800'] } })).toEqual({
      path: 'q.list.1',
      reason: 'malformedUnicode',
    });
  });

  it('passes binary bodies without walking their bytes (a NUL byte is not text)', () => {
    const bytes = new Uint8Array([0, 0xff, 0xd8, 0]);
    expect(findUnsafeText(bytes)).toBeNull();
    expect(findUnsafeText(bytes.buffer)).toBeNull();
    // Walking a large chunk byte by byte would take far longer than this.
    const big = new Uint8Array(8 * 1024 * 1024);
    const started = Date.now();
    expect(findUnsafeText(big)).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('inspects object keys too', () => {
    expect(findUnsafeText({ ['k\u0000']: 1 })).toEqual({ path: 'k\u0000', reason: 'nul' });
  });

  it('refuses nesting deeper than it inspects', () => {
    let deep: unknown = 'x';
    for (let i = 0; i <= MAX_INSPECTED_DEPTH; i++) deep = [deep];
    expect(findUnsafeText(deep)).not.toBeNull();
    let shallow: unknown = 'x';
    for (let i = 0; i < MAX_INSPECTED_DEPTH; i++) shallow = [shallow];
    expect(findUnsafeText(shallow)).toBeNull();
  });
});

describe('unsafeTextMessage', () => {
  it('names the part and the field', () => {
    expect(unsafeTextMessage('body', { path: 'Question', reason: 'nul' })).toBe(
      'Invalid body field "Question": text may not contain NUL characters.',
    );
    expect(unsafeTextMessage('path', { path: '', reason: 'malformedUnicode' })).toBe(
      'Invalid path: text is not well-formed Unicode.',
    );
  });
});

describe('hasControlCharacter', () => {
  it('finds the C0 controls, DEL and the C1 controls, at either end of each range', () => {
    for (const code of [0x00, 0x0a, 0x1f, 0x7f, 0x80, 0x9f])
      expect(hasControlCharacter(`clip${String.fromCharCode(code)}.mp4`), code.toString(16)).toBe(
        true,
      );
  });

  it('passes names of printable text in any script, spaces and emoji included', () => {
    for (const name of ['Fireside chat.mp4', ' ~!.mp4', '\u00a0業績 😀.mp4', ''])
      expect(hasControlCharacter(name), name).toBe(false);
    expect(FILE_NAME_CONTROL_MESSAGE).toBe('The file name may not contain control characters.');
  });
});

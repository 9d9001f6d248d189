import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSharedAnswers, namesCurrent, sharedEncodingFor } from './shared-answer.ts';

const text = JSON.stringify({ slides: Array.from({ length: 200 }, (_, i) => `slide ${i}`) });

describe('shared answers', () => {
  it('makes one answer per text: the same content made again finds it', async () => {
    const answers = createSharedAnswers();
    const first = answers.of(text);
    const again = answers.of(JSON.stringify(JSON.parse(text)));
    expect(again).toBe(first);
    expect(answers.of(`${text} `)).not.toBe(first);
    expect(first.bytes.toString()).toBe(text);
    expect(first.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  });

  it('compresses each encoding once and keeps it', async () => {
    const answer = createSharedAnswers().of(text);
    const br = answer.encoded('br');
    expect(answer.encoded('br')).toBe(br);
    expect(brotliDecompressSync(await br).toString()).toBe(text);
    expect(gunzipSync(await answer.encoded('gzip')).toString()).toBe(text);
    expect((await br).length).toBeLessThan(answer.bytes.length);
  });

  it('forgets the least recently sent beyond its bound', () => {
    const answers = createSharedAnswers({ max: 2 });
    const a = answers.of('a');
    answers.of('b');
    answers.of('c');
    expect(answers.of('a')).not.toBe(a);
  });
});

describe('If-None-Match', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['', false],
  ])('%j names the current text: %s', (header, current) => {
    expect(namesCurrent(header, etag)).toBe(current);
  });
  it('is absent', () => expect(namesCurrent(undefined, etag)).toBe(false));
});

describe('encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
  ])('%j → %s', (accepted, encoding) => {
    expect(sharedEncodingFor(accepted)).toBe(encoding);
  });
});

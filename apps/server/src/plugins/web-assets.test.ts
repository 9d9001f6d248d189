// The web build's hashed assets from memory: the accepted twin, the folder's exact names only,
// a build written while the server runs, and revalidation by ETag.
import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSET_RELIST_MIN_MS, assetTypeOf, serveWebAssets } from './web-assets.ts';

describe('assetTypeOf', () => {
  it('names the types of scripts and styles, and nothing else', () => {
    expect(assetTypeOf('viewer-AbC123xy.js')).toMatch(/^text\/javascript/);
    expect(assetTypeOf('pdf.worker.min-FHbmGBN0.mjs')).toMatch(/^text\/javascript/);
    expect(assetTypeOf('viewer-AbC123xy.css')).toMatch(/^text\/css/);
    expect(assetTypeOf('viewer-AbC123xy.js.br')).toBeNull();
    expect(assetTypeOf('notes.txt')).toBeNull();
    expect(assetTypeOf('.hidden-AbC123xy.js')).toBeNull();
    expect(assetTypeOf('..')).toBeNull();
  });
});

describe('serveWebAssets', () => {
  const SCRIPT = 'viewer-AbC123xy.js';
  const TEXT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  let folder: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'podium-assets-'));
    await writeFile(join(folder, SCRIPT), TEXT);
    await writeFile(join(folder, `${SCRIPT}.br`), brotliCompressSync(TEXT));
    await writeFile(join(folder, `${SCRIPT}.gz`), gzipSync(TEXT));
    await writeFile(join(folder, 'small-AbC123xy.css'), 'a{}');
    app = Fastify();
    serveWebAssets(app, '/assets/', folder, (name) => `cache:${name}`);
  });

  afterEach(async () => {
    vi.useRealTimers();
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });

  const get = (file: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/assets/${file}`, headers });

  it('sends the accepted twin with its encoding, type, caching and Vary', async () => {
    const br = await get(SCRIPT, { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe(`cache:${SCRIPT}`);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(TEXT);

    const gzip = await get(SCRIPT, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(TEXT);

    const plain = await get(SCRIPT);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(TEXT)));
    expect(plain.rawPayload.toString()).toBe(TEXT);
  });

  it('sends the plain bytes of a file without twins whatever the client accepts', async () => {
    const small = await get('small-AbC123xy.css', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(small.body).toBe('a{}');
  });

  it('answers 304 to the current ETag of the copy asked for, and 200 to another', async () => {
    const br = await get(SCRIPT, { 'accept-encoding': 'br' });
    const plain = await get(SCRIPT);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(SCRIPT, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get(SCRIPT, { 'if-none-match': String(br.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.toString()).toBe(TEXT);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await app.inject({ method: 'HEAD', url: `/assets/${SCRIPT}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for names the folder does not hold or the build does not write', async () => {
    await writeFile(join(folder, 'notes.txt'), 'private');
    for (const name of ['missing-12345678.js', `${SCRIPT}.br`, 'notes.txt', '..', '%2e%2e']) {
      expect((await get(name)).statusCode, name).toBe(404);
    }
    expect((await get('VIEWER-ABC123XY.JS')).statusCode).toBe(404);
  });

  it('keeps a file it has sent, though the file changes on disk', async () => {
    expect((await get(SCRIPT)).rawPayload.toString()).toBe(TEXT);
    await writeFile(join(folder, SCRIPT), 'changed');
    expect((await get(SCRIPT)).rawPayload.toString()).toBe(TEXT);
  });

  it('finds a file written after the folder was listed, once the listing is old enough', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await get(SCRIPT)).statusCode).toBe(200);
    await writeFile(join(folder, 'later-AbC123xy.js'), 'later()');
    // Listed a moment ago: the name is not looked for again yet.
    expect((await get('later-AbC123xy.js')).statusCode).toBe(404);
    vi.setSystemTime(Date.now() + ASSET_RELIST_MIN_MS);
    const later = await get('later-AbC123xy.js');
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('later()');
  });

  it('looks again for a file that vanished after the listing', async () => {
    expect((await get(SCRIPT)).statusCode).toBe(200);
    await unlink(join(folder, 'small-AbC123xy.css'));
    expect((await get('small-AbC123xy.css')).statusCode).toBe(404);
    await writeFile(join(folder, 'small-AbC123xy.css'), 'b{}');
    expect((await get('small-AbC123xy.css')).body).toBe('b{}');
  });
});

// Compressed delivery (ARCHITECTURE §7: every text answer compressed). The web app's assets are
// served from the brotli and gzip twins the build writes, the API's JSON is compressed on the fly
// above a threshold, each only when the client asks for it; stored media stays byte for byte,
// so a range request is a 206 of the stored bytes.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../src/plugins/compression.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, TestClient } from './helpers/client.ts';
import { asset, MediaPayloads } from './helpers/media-payloads.ts';

const BASE = '/presentation/v2/';
const SCRIPT = 'assets/viewer-Bq3xY_7k.js';
const STYLE = 'assets/viewer-C9dPq2Lm.css';
const script = `export const slides = [${Array.from({ length: 400 }, (_, i) => `"slide ${i}"`).join(',')}];\n`;
const style = Array.from({ length: 200 }, (_, i) => `.slide-${i} { margin: ${i}px; }`).join('\n');
const page = `<!doctype html><html><head><title>Podium</title><script type="module" src="${BASE}${SCRIPT}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

let t: TestApp;
let webDist: string;
let viewer: TestClient;
let media: MediaPayloads;

/** A built web app as Vite and its compressed-twins plugin leave it. */
async function writeWebDist(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  for (const [file, text] of [
    [SCRIPT, script],
    [STYLE, style],
    ['index.html', page],
  ] as const) {
    const bytes = Buffer.from(text);
    await writeFile(join(dir, file), bytes);
    await writeFile(join(dir, `${file}.br`), brotliCompressSync(bytes));
    await writeFile(join(dir, `${file}.gz`), gzipSync(bytes));
  }
}

function decoded(response: LightMyRequestResponse): string {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(body).toString();
    case 'gzip':
      return gunzipSync(body).toString();
    case undefined:
      return body.toString();
    default:
      throw new Error(`unexpected encoding ${String(response.headers['content-encoding'])}`);
  }
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'podium-web-dist-'));
  await writeWebDist(webDist);
  t = await startTestApp({ webDist });
  viewer = await entered(t.app, 'DEMO-1002', 1002);
  media = await MediaPayloads.load(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('web app assets: the build’s compressed twins', () => {
  it.each([
    [SCRIPT, script, /^application\/javascript|^text\/javascript/],
    [STYLE, style, /^text\/css/],
  ])(
    '%s: brotli when accepted, gzip when only gzip is, plain otherwise',
    async (file, text, type) => {
      const url = `${BASE}${file}`;
      const br = await viewer.get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(type);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.equals(await readFile(join(webDist, `${file}.br`)))).toBe(true);
      expect(decoded(br)).toBe(text);

      const gzip = await viewer.get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(await readFile(join(webDist, `${file}.gz`)))).toBe(true);
      expect(decoded(gzip)).toBe(text);

      const plain = await viewer.get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.rawPayload.toString()).toBe(text);
    },
  );

  // The viewer page itself may carry a preload for its session (viewer-page.test.ts).
  it('serves the viewer HTML of a page path compressed and revalidated', async () => {
    const br = await viewer.get(`${BASE}1002/validate/`, { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.rawPayload.equals(await readFile(join(webDist, 'index.html.br')))).toBe(true);
    expect(decoded(br)).toBe(page);

    const plain = await viewer.get(`${BASE}1002/validate/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });
});

describe('API answers: compressed on the fly above the threshold', () => {
  it('compresses a large JSON answer when asked, and only then', async () => {
    const path = 'presentation?presid=1002&includeMedia=true';
    const plain = await viewer.get(path);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    for (const encoding of ['br', 'gzip'] as const) {
      const response = await viewer.get(path, { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
  });

  it('sends the presentation as made once, with an ETag that a current copy revalidates (304)', async () => {
    const path = 'presentation?presid=1002';
    const first = await viewer.get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    // The same bytes to the next viewer alike, in whatever encoding each accepts.
    const second = await viewer.get(path, { 'accept-encoding': 'br' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const gzip = await viewer.get(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toBe(etag);
    expect(JSON.parse(decoded(gzip))).toEqual(JSON.parse(decoded(first)));

    const current = await viewer.get(path, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(current.statusCode).toBe(304);
    expect(current.rawPayload.length).toBe(0);
    expect(current.headers.etag).toBe(etag);
    const stale = await viewer.get(path, { 'if-none-match': 'W/"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(JSON.parse(decoded(first)));
  });

  it('answers 304 only after the access checks: a caller without access is refused', async () => {
    const path = 'presentation?presid=1002';
    const etag = String((await viewer.get(path)).headers.etag);
    const stranger = new TestClient(t.app);
    const refused = await stranger.get(path, { 'if-none-match': etag });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.etag).toBeUndefined();
  });

  it('leaves an answer under the threshold as it is', async () => {
    const response = await viewer.get('account/KeepAlive', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBeLessThan(300);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('stored media: byte for byte', () => {
  it('answers a range request 206 with the stored bytes, uncompressed, even when asked to compress', async () => {
    const file = await asset('1002/video-180p.mp4');
    const path = media.videoPath(1002, 180);
    const response = await viewer.get(path, {
      'accept-encoding': 'gzip, deflate, br',
      range: 'bytes=100-4195',
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toBe(`bytes 100-4195/${file.length}`);
    expect(response.headers['content-length']).toBe('4096');
    expect(response.rawPayload.equals(file.subarray(100, 4196))).toBe(true);

    const whole = await viewer.get(path, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(file.length));
  });
});

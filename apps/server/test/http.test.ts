// HTTP plumbing: error bodies and codes, the /api rewrite (SPEC §7), and the static web app with
// its history fallback and cache headers (SPEC §2), over a tiny fake WEB_DIST.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, MAX_JSON_BODY_BYTES } from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, enterViewer, signedIn, TestClient } from './helpers/client.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'podium-web-'));
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await mkdir(join(webDist, 'mynrs/show/pdfTron11'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>viewer</title>');
  await writeFile(join(webDist, 'assets/viewer-AbC123xy.js'), 'console.log(1)');
  await writeFile(join(webDist, 'favicon.svg'), '<svg/>');
  await writeFile(
    join(webDist, 'mynrs/show/pdfTron11/index.html'),
    '<!doctype html><title>document viewer</title>',
  );
  t = await startTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers 413 for a body over MAX_JSON_BODY_BYTES', async () => {
    const big = JSON.stringify({ EntryCode: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const response = await new TestClient(t.app).request(
      'POST',
      'entrycode/processEntrycode',
      big,
      { 'content-type': 'application/json' },
    );
    expect(response.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(response.json()).error).toBe('Payload Too Large');
  });

  it('answers 400 for invalid JSON and for an empty JSON body', async () => {
    const client = new TestClient(t.app);
    const invalid = await client.request('POST', 'account/signin', '{"email":', {
      'content-type': 'application/json',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Request body is not valid JSON.');
    const empty = await client.request('POST', 'account/signin', '', {
      'content-type': 'application/json',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 400 for a missing body and 415 for an unsupported content type', async () => {
    const client = new TestClient(t.app);
    const missing = await client.request('POST', 'account/signin');
    expect(missing.statusCode).toBe(400);
    const text = await client.request('POST', 'account/signin', 'email=a', {
      'content-type': 'text/xml',
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers unknown routes under /api with a JSON 404', async () => {
    for (const url of ['/api/v1/nrsservice/nothing/here', '/api/nothing', '/api/v1/other']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(response.json()).statusCode).toBe(404);
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('does not answer 500 to hostile input', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    const logId = await enterViewer(client, 1001);
    const admin = await signedIn(t.app, 'admin@podium.test');
    const slideGuid = (await admin.get('presentation?presid=1001')).json<{
      Slides: Array<{ Guid: string }>;
    }>().Slides[0]?.Guid;
    for (const TransitionDateUtc of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z']) {
      const response = await admin.post('presslidetransition/1001', {
        PresId: 1001,
        SlideGuid: slideGuid,
        TransitionDateUtc,
      });
      expect(response.statusCode, TransitionDateUtc).toBeLessThan(500);
    }
    // Extreme but valid: stored, not an overflow.
    expect(
      (
        await client.post('logevent', {
          logId,
          PresId: 1001,
          EventType: 1,
          MediaTimeSeconds: 1e300,
        })
      ).statusCode,
    ).toBe(201);
    const inputs: Array<[string, string, unknown]> = [
      ['GET', 'presentation/1001/route?logId=99999999999', undefined],
      ['POST', 'logevent', { logId, PresId: 1001, EventType: 6, SlideIndex: 2 ** 40 }],
      ['GET', 'presentation?presid=99999999999999999999', undefined],
      ['GET', 'presentation?presid[]=1', undefined],
      ['GET', 'presentation/1001/route?logId=1e400', undefined],
      ['POST', 'logevent', '["not","an","object"]'],
      ['POST', 'logevent', { logId: 2 ** 40, PresId: 1001, EventType: 6, SlideIndex: 0 }],
      ['POST', 'presslidetransition/1001', { __proto__: { admin: true }, PresId: 1001 }],
      ['GET', 'user/presentation/1004/documentstream/%00', undefined],
    ];
    for (const [method, path, payload] of inputs) {
      const response = await client.request(method as 'GET' | 'POST', path, payload);
      expect(response.statusCode, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${path}`).toBeLessThan(500);
    }
  });
});

describe('/api rewrite (SPEC §7)', () => {
  it('serves /api/<path> as /api/v1/nrsservice/<path>', async () => {
    const short = await t.app.inject({ method: 'GET', url: '/api/presentation/1004/route' });
    expect(short.statusCode).toBe(200);
    expect(short.json()).toEqual({
      PresentationId: 1004,
      Route: 'validate',
      LogId: null,
      TitleBarWeb: 'Northwind Renewables IPO: Offering Documents',
    });
  });
});

describe('static web app (SPEC §2)', () => {
  it('redirects / to the 1001 viewer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/presentation/v2/1001/');
  });

  // The entry and disclaimer addresses carry the route answer, pages of their own
  // (viewer-page.test.ts).
  it('answers page paths under /presentation/v2/ with index.html, not cached', async () => {
    for (const url of [
      '/presentation/v2/',
      '/presentation/v2/1001/leaveevent/',
      '/presentation/v2/1001/viewer/',
      '/presentation/v2/1004/validate',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>viewer</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/presentation/v2/assets/viewer-AbC123xy.js',
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/presentation/v2/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404, not index.html, for a missing asset', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/presentation/v2/assets/missing-12345678.js',
    });
    expect(response.statusCode).toBe(404);
  });

  it('serves the document viewer page at /mynrs/show/pdfTron11/index.html', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/mynrs/show/pdfTron11/index.html?appId=1&params=abc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('document viewer');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

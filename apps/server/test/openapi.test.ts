// GET /api/docs: the OpenAPI document of the API lists every route under /api (nothing else),
// with the parameters and responses of the routes that declare zod schemas, and a route schema's
// validation failure reads like every other 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, TestClient } from './helpers/client.ts';
import { OPENAPI_PATH } from '../src/plugins/openapi.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string };
  readonly paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
}

/** Fastify's :param placeholders and * wildcard as the document writes them. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{*}');

describe('GET /api/docs', () => {
  it('answers the OpenAPI document without a session, listing every API route', async () => {
    const response = await new TestClient(t.app).get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const doc = response.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Podium API');

    const api = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.url !== OPENAPI_PATH && r.method !== 'HEAD',
    );
    expect(api.length).toBeGreaterThan(50);
    const missing = api.filter(
      (r) => doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()] === undefined,
    );
    expect(missing).toEqual([]);
    const listed = Object.keys(doc.paths);
    expect(listed.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(listed).not.toContain(OPENAPI_PATH);
  });

  it('describes the parameters of routes with zod schemas', async () => {
    const doc = (await new TestClient(t.app).get('/api/docs')).json<OpenApiDocument>();
    const tracks = doc.paths['/api/v1/nrsservice/presentation/media/captions']?.['get'];
    expect(tracks?.parameters).toEqual([
      expect.objectContaining({ name: 'containerGuid', in: 'query' }),
    ]);
    const file =
      doc.paths['/api/v1/nrsservice/presentation/media/captions/{containerGuid}/{language}']?.[
        'get'
      ];
    expect(file?.parameters?.map((p) => [p.name, p.in])).toEqual([
      ['containerGuid', 'path'],
      ['language', 'path'],
    ]);
  });

  it('words a route schema failure like every other 400', async () => {
    const viewer = await entered(t.app, 'DEMO-1002', 1002);
    const missing = await viewer.get('presentation/media/captions');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^Invalid query field "containerGuid": /),
    });
    const badPath = await viewer.get('presentation/media/captions/nope/en-us');
    expect(badPath.json().message).toMatch(/^Invalid path field "containerGuid": /);
  });
});

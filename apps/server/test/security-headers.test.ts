// Security headers on every answer, the hub's own included: CSP without inline script, nosniff,
// Referrer-Policy, framing by Podium's own pages only, and HSTS only over TLS (here: a trusted
// proxy says so).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH } from '@podium/domain';
import { securityHeaders } from '../src/plugins/security-headers.ts';
import { listen } from './helpers/realtime.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ trustProxy: true });
});

afterAll(async () => {
  await t?.close();
});

describe('security headers', () => {
  it('sends a CSP without inline script, nosniff and a strict referrer policy', async () => {
    for (const url of ['/api/v1/nrsservice/account/KeepAlive', '/presentation/v2/1001/']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim(), url).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      // The pages' own styles in their HTML, and the time-zone worker made from a blob.
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends every header helmet sets, on API answers, pages and refusals alike', async () => {
    const headers = securityHeaders();
    expect(headers.length).toBeGreaterThanOrEqual(10);
    for (const url of [
      '/api/v1/nrsservice/account/KeepAlive',
      '/presentation/v2/1001/',
      '/api/v1/nrsservice/presentation?presid=1001',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of headers)
        expect(response.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
    }
  });

  it("sends them on the hub's own HTTP answers too: its handshake and its refusals", async () => {
    const baseUrl = await listen(t.app);
    const hub = `${baseUrl}${HUB_PATH}/`;
    const answers = [
      await fetch(`${hub}?EIO=4&transport=polling`),
      await fetch(`${hub}?EIO=9&transport=polling`),
      await fetch(`${hub}?EIO=4&transport=polling&sid=unknown`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 400, 400]);
    for (const answer of answers) {
      for (const [name, value] of securityHeaders())
        expect(answer.headers.get(name), `${answer.url} ${name}`).toBe(value);
      await answer.body?.cancel();
    }
  });

  it('adds HSTS when the request came over TLS through the trusted proxy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nrsservice/account/KeepAlive',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('marks the session cookie Secure behind a TLS proxy', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nrsservice/entrycode/processEntrycode',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { EntryCode: 'DEMO-1001' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'podium_sid');
    expect(cookie?.secure).toBe(true);
  });
});

// SPEC §7 GET /livevideo/system-check/signature and the signed HLS test stream it opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SYSTEM_CHECK_SIGNATURE_TTL_MS,
  SystemCheckSignatureResponseSchema,
  systemCheckPaths,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/client.ts';

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await startTestApp({ loadDemo: false, signingSecret: 'test-signing-secret' });
  client = new TestClient(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function sign() {
  const response = await client.get(systemCheckPaths.signature());
  expect(response.statusCode).toBe(200);
  return SystemCheckSignatureResponseSchema.parse(response.json());
}

describe('GET livevideo/system-check/signature', () => {
  it('signs a grant without a session, never cached, valid for the TTL', async () => {
    const response = await client.get(systemCheckPaths.signature());
    expect(response.headers['cache-control']).toBe('no-store');
    const body = SystemCheckSignatureResponseSchema.parse(response.json());
    const expires = Date.parse(body.ExpiresUtc) - Date.now();
    expect(expires).toBeGreaterThan(SYSTEM_CHECK_SIGNATURE_TTL_MS - 10_000);
    expect(expires).toBeLessThanOrEqual(SYSTEM_CHECK_SIGNATURE_TTL_MS);
    expect(body.StreamUrl).toBe(systemCheckPaths.streamFile(body.Signature, 'stream.m3u8'));
  });

  it('the signature opens the test stream: a VOD playlist and its MPEG-TS segments', async () => {
    const { StreamUrl, Signature } = await sign();
    const playlist = await client.get(StreamUrl);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.m2ts'));
    expect(segments).toEqual(['segment0.m2ts', 'segment1.m2ts']);
    for (const name of segments) {
      const segment = await client.get(systemCheckPaths.streamFile(Signature, name));
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      // MPEG-TS packets start with the sync byte 0x47.
      expect(segment.rawPayload[0]).toBe(0x47);
      expect(segment.rawPayload.length).toBeGreaterThan(10_000);
    }
  });

  it('refuses a forged signature with 403', async () => {
    const { Signature } = await sign();
    const [expiry] = Signature.split('.');
    const forged = `${expiry}.${'0'.repeat(64)}`;
    const response = await client.get(systemCheckPaths.streamFile(forged, 'stream.m3u8'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('The system check signature is not valid.');
    const later = `${Number(expiry) + 60_000}.${Signature.split('.')[1]}`;
    expect((await client.get(systemCheckPaths.streamFile(later, 'stream.m3u8'))).statusCode).toBe(
      403,
    );
  });

  it('refuses an expired signature with 403', async () => {
    const { StreamUrl } = await sign();
    t.advanceClock(SYSTEM_CHECK_SIGNATURE_TTL_MS + 1_000);
    try {
      const response = await client.get(StreamUrl);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/expired/);
    } finally {
      t.resetClock();
    }
  });

  it('answers 400 for a malformed signature or a file outside the test stream', async () => {
    const { Signature } = await sign();
    const bad = await client.get(systemCheckPaths.streamFile('not-a-signature', 'stream.m3u8'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/signature/);
    for (const file of ['..%2Fsystem-check.service.ts', 'segment0.ts', 'other.m3u8']) {
      const response = await client.get(systemCheckPaths.streamFile(Signature, file));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/file/);
    }
  });
});

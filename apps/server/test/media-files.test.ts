// Media files (SPEC §7 on-demand media): the session-checked presentation/{presId}/media/{fileName}
// with HTTP range requests, access checks, and what public participants (SPEC §6) may fetch. The
// signed addresses viewers are handed are media-signed.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PresentationSchema, SpeakerMediaResponseSchema } from '@podium/domain';
import { entryCodes, presentations } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, TestClient } from './helpers/client.ts';
import { asset, MediaPayloads, servicePath } from './helpers/media-payloads.ts';

let t: TestApp;
let viewer1002: TestClient;
let media: MediaPayloads;

beforeAll(async () => {
  t = await startTestApp();
  viewer1002 = await entered(t.app, 'DEMO-1002', 1002);
  media = await MediaPayloads.load(t.app);
});
afterAll(async () => {
  await t?.close();
});

const payload = (presId: number) => media.get(presId);
const containerOf = (presId: number) => media.containerOf(presId);
/** The session-checked path of a demo video rendition. */
const videoUrl = (presId: number, height: number) =>
  `presentation/${presId}/media/video-${height}p.mp4`;

describe('media files (presentation/{presId}/media/{fileName})', () => {
  it('streams the whole file with type, length, validator, private caching and Accept-Ranges', async () => {
    const file = await asset('1002/video-360p.mp4');
    const response = await viewer1002.get(videoUrl(1002, 360));
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-length': String(file.length),
    });
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.rawPayload.equals(file)).toBe(true);
    const again = await viewer1002.get(videoUrl(1002, 360), {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers range requests: first bytes, a middle range, an open end and a suffix', async () => {
    const file = await asset('1002/video-180p.mp4');
    const size = file.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      [`bytes=${size - 300}-`, size - 300, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await viewer1002.get(videoUrl(1002, 180), { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(file.subarray(start, end + 1)), range).toBe(true);
    }
    const first = await viewer1002.get(videoUrl(1002, 180), { range: 'bytes=0-15' });
    expect(first.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('answers 416 with the size for a range past the end', async () => {
    const size = (await asset('1002/video-180p.mp4')).length;
    const response = await viewer1002.get(videoUrl(1002, 180), { range: `bytes=${size}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    expect(response.json().statusCode).toBe(416);
  });

  it('sends the whole file when If-Range names another version, or the Range is malformed', async () => {
    const size = (await asset('1002/video-180p.mp4')).length;
    const stale = await viewer1002.get(videoUrl(1002, 180), {
      range: 'bytes=0-9',
      'if-range': '"0-0"',
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
    const current = await viewer1002.get(videoUrl(1002, 180));
    const fresh = await viewer1002.get(videoUrl(1002, 180), {
      range: 'bytes=0-9',
      'if-range': String(current.headers.etag),
    });
    expect(fresh.statusCode).toBe(206);
    const malformed = await viewer1002.get(videoUrl(1002, 180), { range: 'pages=1-2' });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.rawPayload.length).toBe(size);
    // An end before the start names no byte of the file (RFC 9110 §14.1.1).
    const inverted = await viewer1002.get(videoUrl(1002, 180), { range: 'bytes=9-2' });
    expect(inverted.statusCode).toBe(416);
    expect(inverted.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers a failed If-Match 412 with a message', async () => {
    const response = await viewer1002.get(videoUrl(1002, 180), { 'if-match': '"0-0"' });
    expect(response.statusCode).toBe(412);
    expect(response.json().message).toMatch(/changed/);
  });

  it('answers HEAD with the headers and no body, for whole files and ranges', async () => {
    const size = (await asset('1002/video-360p.mp4')).length;
    const head = await viewer1002.head(videoUrl(1002, 360));
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.rawPayload.length).toBe(0);
    const ranged = await viewer1002.head(videoUrl(1002, 360), { range: 'bytes=10-19' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(ranged.headers['content-length']).toBe('10');
    expect(ranged.rawPayload.length).toBe(0);
  });

  it('serves audio as audio/mp4 and the slide media clip as video/mp4', async () => {
    const audio = await entered(t.app, 'DEMO-1006', 1006);
    const url = servicePath(payload(1006).Audio?.BitRates[1]?.Url ?? '');
    const response = await audio.get(url, { range: 'bytes=0-' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('audio/mp4');
    expect(response.rawPayload.equals(await asset('1006/audio-32k.mp4'))).toBe(true);
    const clip = await viewer1002.get('presentation/1002/media/slide-media-clip.mp4');
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/mp4');
  });

  it("answers 404 for a file the presentation does not have, even another event's", async () => {
    expect((await viewer1002.get('presentation/1002/media/missing.mp4')).statusCode).toBe(404);
    expect((await viewer1002.get('presentation/1002/media/audio-64k.mp4')).statusCode).toBe(404);
    const admin = await signedIn(t.app, 'admin@podium.test', 1002);
    expect((await admin.get('presentation/1001/media/video-360p.mp4')).statusCode).toBe(404);
    expect((await admin.get('presentation/99999/media/video-360p.mp4')).statusCode).toBe(404);
  });

  it('refuses names that could leave the media folder', async () => {
    for (const name of ['..%2F..%2Fdb%2FPG_VERSION', '.hidden.mp4', 'a%5Cb.mp4']) {
      const response = await viewer1002.get(`presentation/1002/media/${name}`);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toContain('"fileName"');
    }
    // NUL never reaches a route: the input guard refuses it for every path.
    const nul = await viewer1002.get('presentation/1002/media/x%00.mp4');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toContain('NUL');
    // Dot segments are resolved by URL parsing before routing, leaving no media route to match.
    expect((await viewer1002.get('presentation/1002/media/../../db/PG_VERSION')).statusCode).toBe(
      404,
    );
    expect((await viewer1002.get('presentation/1002/media/%2E%2E')).statusCode).toBe(404);
  });

  it('answers 401 without a session, 403 without access and 400 for a malformed presId', async () => {
    const path = videoUrl(1002, 180);
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(401);
    const other = await entered(t.app, 'DEMO-1005', 1005);
    expect((await other.get(path)).statusCode).toBe(403);
    expect((await other.head(path)).statusCode).toBe(403);
    expect((await viewer1002.get('presentation/x/media/video-180p.mp4')).statusCode).toBe(400);
  });
});

describe('public participants (SPEC §6)', () => {
  it('get the media of an event with a public portion, but not the slide media of a private slide', async () => {
    await t.app.db.insert(entryCodes).values({ code: 'PUBLIC-1002', presId: 1002, type: 'public' });
    await t.app.db
      .update(presentations)
      .set({ privateSlidesBeginAt: 5 })
      .where(eq(presentations.id, 1002));
    try {
      const publicClient = await entered(t.app, 'PUBLIC-1002', 1002);
      const p = PresentationSchema.parse(
        (await publicClient.get('presentation?presid=1002')).json(),
      );
      expect(p.Slides).toHaveLength(5);
      expect(p.Video?.Resolutions).toHaveLength(2);
      const video = await publicClient.get(videoUrl(1002, 180), { range: 'bytes=0-9' });
      expect(video.statusCode).toBe(206);
      expect(
        (await publicClient.get('presentation/1002/media/slide-media-clip.mp4')).statusCode,
      ).toBe(404);
      const container = containerOf(1002);
      expect((await publicClient.get(`presentation/${container}/slidemedia`)).json()).toEqual([]);
      const speakers = SpeakerMediaResponseSchema.parse(
        (
          await publicClient.get(`presentation/media/speakermedia?containerGuid=${container}`)
        ).json(),
      );
      expect(speakers[1]?.SlideGuids).toEqual([p.Slides[4]?.Guid]);
      expect(
        (await viewer1002.get('presentation/1002/media/slide-media-clip.mp4')).statusCode,
      ).toBe(200);
    } finally {
      await t.app.db
        .update(presentations)
        .set({ privateSlidesBeginAt: null })
        .where(eq(presentations.id, 1002));
      await t.app.db.delete(entryCodes).where(eq(entryCodes.code, 'PUBLIC-1002'));
    }
  });
});

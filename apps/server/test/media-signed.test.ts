// Signed recording addresses: the on-demand media files a presentation names (demo 1002, 1006)
// and a simulated-live broadcast's recording (demo 3002) are handed to viewers under
// presentation/{presId}/media/s/{token}/{fileName}. The right is checked when the address is
// handed out; anyone holding it may fetch the file (ranges included) with no session until it
// expires, and shared caches may keep it that long. A tampered, foreign or expired token is 403;
// a participant the call has cut off is handed no new address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conferencePaths,
  PlaybackMediaResponseSchema,
  PresentationSchema,
  SlideMediaResponseSchema,
  simuLivePaths,
} from '@podium/domain';
import { SIGNED_MEDIA_REFUSED, SIGNED_RECORDING_WINDOW_MS } from '../src/http/media-signing.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, TestClient } from './helpers/client.ts';
import { participantIdOf, register, signedInTo } from './helpers/conference.ts';
import { asset, servicePath } from './helpers/media-payloads.ts';

const SIGNED = /^presentation\/(\d+)\/media\/s\/(\d{10}-[A-Za-z0-9_-]{43})\/([^/]+)$/;
const SIMULIVE_PRES = 3002;
const SIMULIVE_CONF = 7302;

let t: TestApp;
let viewer: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  viewer = await entered(t.app, 'DEMO-1002', 1002);
});
afterAll(async () => {
  t.resetClock();
  await t?.close();
});

async function presentationOf(client: TestClient, presId: number) {
  const response = await client.get(`presentation?presid=${presId}&includeMedia=true`);
  expect(response.statusCode, response.body).toBe(200);
  return PresentationSchema.parse(response.json());
}

/** The signed address's parts; fails the test when the address is not signed. */
function signedParts(url: string): { path: string; token: string; fileName: string } {
  const path = servicePath(url);
  const match = SIGNED.exec(path);
  expect(match, path).not.toBeNull();
  return { path, token: match?.[2] ?? '', fileName: match?.[3] ?? '' };
}

/** Cache-Control of a signed file: public, for what is left of the address's validity. */
function expectSharedCache(value: unknown): void {
  const maxAge = Number(/^public, max-age=(\d+), immutable$/.exec(String(value))?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(SIGNED_RECORDING_WINDOW_MS / 1000 - 1);
  expect(maxAge).toBeLessThanOrEqual((2 * SIGNED_RECORDING_WINDOW_MS) / 1000);
}

async function expectRefused(client: TestClient, path: string): Promise<void> {
  const response = await client.get(path, { range: 'bytes=0-15' });
  expect(response.statusCode, path).toBe(403);
  expect(response.json().message).toBe(SIGNED_MEDIA_REFUSED);
}

describe('on-demand media under signed addresses', () => {
  it('hands the viewer signed addresses anyone may fetch by range, with no session', async () => {
    const p = await presentationOf(viewer, 1002);
    const [high, low] = p.Video?.Resolutions ?? [];
    const { path, fileName } = signedParts(high?.Url ?? '');
    expect(fileName).toBe('video-360p.mp4');
    signedParts(low?.Url ?? '');
    // Two viewers in the same window are handed the same address: a shared cache keeps one copy.
    const other = await entered(t.app, 'DEMO-1002', 1002);
    expect((await presentationOf(other, 1002)).Video?.Resolutions[0]?.Url).toBe(high?.Url);

    const file = await asset('1002/video-360p.mp4');
    const anyone = new TestClient(t.app);
    const ranged = await anyone.get(path, { range: 'bytes=1000-1999' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect(ranged.headers['content-range']).toBe(`bytes 1000-1999/${file.length}`);
    expect(ranged.rawPayload.equals(file.subarray(1000, 2000))).toBe(true);
    expectSharedCache(ranged.headers['cache-control']);
    expect(ranged.headers['set-cookie']).toBeUndefined();
    const whole = await anyone.get(path);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(file)).toBe(true);
    const head = await anyone.head(path, { range: 'bytes=0-9' });
    expect(head.statusCode).toBe(206);
    expect(head.rawPayload.length).toBe(0);
  });

  it('signs audio renditions and slide media clips too', async () => {
    const audioViewer = await entered(t.app, 'DEMO-1006', 1006);
    const audio = await presentationOf(audioViewer, 1006);
    const { path } = signedParts(audio.Audio?.BitRates[1]?.Url ?? '');
    const response = await new TestClient(t.app).get(path, { range: 'bytes=0-' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('audio/mp4');

    const container = (await presentationOf(viewer, 1002)).Video?.ContainerGuid ?? '';
    const clips = SlideMediaResponseSchema.parse(
      (await viewer.get(`presentation/${container}/slidemedia`)).json(),
    );
    const clip = signedParts(clips[0]?.VideoResolutions[0]?.Url ?? '');
    expect(clip.fileName).toBe('slide-media-clip.mp4');
    expect((await new TestClient(t.app).get(clip.path, { range: 'bytes=0-9' })).statusCode).toBe(
      206,
    );
  });

  it('refuses a tampered, foreign or expired token with 403 and says why', async () => {
    const p = await presentationOf(viewer, 1002);
    const high = signedParts(p.Video?.Resolutions[0]?.Url ?? '');
    const low = signedParts(p.Video?.Resolutions[1]?.Url ?? '');
    const anyone = new TestClient(t.app);
    const [seconds = '', mac = ''] = high.token.split('-');
    const flipped = `${seconds}-${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const later = `${Number(seconds) + 3600}-${mac}`;
    for (const bad of [flipped, later, 'not-a-token'])
      await expectRefused(anyone, `presentation/1002/media/s/${bad}/${high.fileName}`);
    // Another file's token, and the same file name under another presentation.
    await expectRefused(anyone, `presentation/1002/media/s/${low.token}/${high.fileName}`);
    await expectRefused(anyone, `presentation/1003/media/s/${high.token}/${high.fileName}`);
    // Still valid just before the end of the next window, refused after it.
    t.advanceClock(SIGNED_RECORDING_WINDOW_MS);
    try {
      expect((await anyone.get(high.path, { range: 'bytes=0-9' })).statusCode).toBe(206);
      t.advanceClock(SIGNED_RECORDING_WINDOW_MS + 1_000);
      await expectRefused(anyone, high.path);
      // A viewer who asks now is handed a fresh address that works.
      const fresh = await presentationOf(await entered(t.app, 'DEMO-1002', 1002), 1002);
      const renewed = signedParts(fresh.Video?.Resolutions[0]?.Url ?? '');
      expect(renewed.token).not.toBe(high.token);
      expect((await anyone.get(renewed.path, { range: 'bytes=0-9' })).statusCode).toBe(206);
    } finally {
      t.resetClock();
    }
  });

  it('still checks the session on the unsigned path', async () => {
    const path = 'presentation/1002/media/video-180p.mp4';
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(401);
    const response = await viewer.get(path, { range: 'bytes=0-9' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
  });
});

describe('a simulated-live broadcast under a signed address', () => {
  const playbackMedia = simuLivePaths.playbackMedia(SIMULIVE_PRES, SIMULIVE_CONF);

  it('hands attendees a signed recording anyone may fetch by range', async () => {
    const attendee = await signedInTo(t.app, 'attendee@podium.test', SIMULIVE_PRES);
    const media = PlaybackMediaResponseSchema.parse((await attendee.get(playbackMedia)).json());
    const { path, fileName } = signedParts(media.Media[0]?.Url ?? '');
    expect(fileName).toBe('broadcast-32k.mp4');
    const response = await new TestClient(t.app).get(path, { range: 'bytes=0-15' });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expectSharedCache(response.headers['cache-control']);
  });

  it('hands a revoked participant no new address; the one it holds lasts until it expires', async () => {
    const coordinator = await signedInTo(t.app, 'coordinator@podium.test', SIMULIVE_PRES);
    const attendee = await signedInTo(t.app, 'attendee@podium.test', SIMULIVE_PRES);
    await register(attendee, SIMULIVE_PRES, SIMULIVE_CONF);
    const held = PlaybackMediaResponseSchema.parse((await attendee.get(playbackMedia)).json());
    const { path } = signedParts(held.Media[0]?.Url ?? '');
    const id = await participantIdOf(coordinator, attendee, SIMULIVE_PRES, SIMULIVE_CONF);
    const revoked = await coordinator.post(
      conferencePaths.consoleRevoke(SIMULIVE_PRES, SIMULIVE_CONF, id),
    );
    expect(revoked.statusCode).toBe(200);

    expect((await attendee.get(playbackMedia)).statusCode).toBe(403);
    const presentation = await attendee.get(`presentation?presid=${SIMULIVE_PRES}`);
    expect(presentation.statusCode).toBe(403);
    expect(presentation.body).not.toContain('/media/s/');
    // The address already held is not tied to the viewer: it works until its window ends.
    expect((await attendee.get(path, { range: 'bytes=0-9' })).statusCode).toBe(206);
    t.advanceClock(2 * SIGNED_RECORDING_WINDOW_MS + 1_000);
    try {
      await expectRefused(attendee, path);
    } finally {
      t.resetClock();
    }
  });
});

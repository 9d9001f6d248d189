// SPEC §7 GET conferencecalls/{confId}/playback and /signature: the replay's status for a
// participant (SPEC §8 replay not yet available, no longer available), whether it can be heard by
// phone, and the signed address of the recording, which plays with no session until it expires.
// Demo 2001 records a replay and has not been held; 2004 was held and published; 2002 records none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callPlaybackPaths,
  CallPlaybackResponseSchema,
  CallSignatureResponseSchema,
  SERVICE_BASE_PATH,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/client.ts';
import { SIGNED_MEDIA_REFUSED, SIGNED_RECORDING_WINDOW_MS } from '../src/http/media-signing.ts';
import {
  CALL_ONLY_CONF,
  CALL_ONLY_PRES,
  CONF,
  enteredTo,
  paths,
  PRES,
  register,
  signedInTo,
} from './helpers/conference.ts';

const HELD_PRES = 2004;
const HELD_CONF = 7004;

let t: TestApp;
let attendee: TestClient;
let coordinator: TestClient;

const servicePath = (url: string) => url.slice(`${SERVICE_BASE_PATH}/`.length);

beforeAll(async () => {
  t = await startTestApp();
  attendee = await signedInTo(t.app, 'attendee@podium.test');
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  await register(attendee);
});
afterAll(async () => {
  await t?.close();
});

describe('GET playback (SPEC §7, §3 Playback)', () => {
  it('says the replay is pending before it is published, with phone replay and no media', async () => {
    const response = await attendee.get(callPlaybackPaths.playback(PRES, CONF));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(CallPlaybackResponseSchema.parse(response.json())).toEqual({
      Status: 'Pending',
      PhoneReplay: true,
      Media: [],
    });
    const signature = await attendee.get(callPlaybackPaths.signature(PRES, CONF));
    expect(signature.statusCode).toBe(409);
    expect(signature.json().message).toBe('The replay is not yet available.');
  });

  it('says a call that records no replay has none (no phone replay either)', async () => {
    const callOnly = await signedInTo(t.app, 'attendee@podium.test', CALL_ONLY_PRES);
    await register(callOnly, CALL_ONLY_PRES, CALL_ONLY_CONF);
    const playback = CallPlaybackResponseSchema.parse(
      (await callOnly.get(callPlaybackPaths.playback(CALL_ONLY_PRES, CALL_ONLY_CONF))).json(),
    );
    expect(playback).toEqual({ Status: 'NotRecorded', PhoneReplay: false, Media: [] });
    expect(
      (await callOnly.get(callPlaybackPaths.signature(CALL_ONLY_PRES, CALL_ONLY_CONF))).statusCode,
    ).toBe(404);
  });

  it('is for participants: 401 without a session, 403 unregistered, 400 for malformed ids', async () => {
    expect(
      (await new TestClient(t.app).get(callPlaybackPaths.playback(PRES, CONF))).statusCode,
    ).toBe(401);
    const unregistered = await enteredTo(t.app, 'DEMO-2001');
    expect((await unregistered.get(callPlaybackPaths.playback(PRES, CONF))).statusCode).toBe(403);
    expect((await unregistered.get(callPlaybackPaths.signature(PRES, CONF))).statusCode).toBe(403);
    const bad = await attendee.get(`presentations/${PRES}/conferencecalls/x/playback`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('"confId"');
  });
});

describe('GET signature (SPEC §7): the published replay under a signed path', () => {
  let viewer: TestClient;
  beforeAll(async () => {
    viewer = await signedInTo(t.app, 'attendee@podium.test', HELD_PRES);
    await register(viewer, HELD_PRES, HELD_CONF);
  });

  it('hands the playlist out; it and its segments play with no session', async () => {
    const playback = CallPlaybackResponseSchema.parse(
      (await viewer.get(callPlaybackPaths.playback(HELD_PRES, HELD_CONF))).json(),
    );
    expect(playback.Status).toBe('Available');
    const response = await viewer.get(callPlaybackPaths.signature(HELD_PRES, HELD_CONF));
    expect(response.statusCode).toBe(200);
    const signed = CallSignatureResponseSchema.parse(response.json());
    expect(signed.Url).toBe(
      `${SERVICE_BASE_PATH}/${callPlaybackPaths.signedReplayPlaylist(HELD_PRES, HELD_CONF, signed.Signature)}`,
    );
    expect(playback.Media).toEqual([{ Url: signed.Url }]);
    const lasts = Date.parse(signed.ExpiresUtc) - Date.now();
    expect(lasts).toBeGreaterThan(SIGNED_RECORDING_WINDOW_MS - 5_000);
    expect(lasts).toBeLessThanOrEqual(2 * SIGNED_RECORDING_WINDOW_MS);

    const anyone = new TestClient(t.app);
    const playlist = await anyone.get(servicePath(signed.Url));
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const lines = playlist.body.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    expect(lines.length).toBeGreaterThan(0);
    // Named beside the playlist: a player resolves them under the same signed path.
    for (const line of lines) expect(line).toMatch(/^r\d{13}-seg_\d{6,9}\.ts$/);
    const base = servicePath(signed.Url).replace(/replay\.m3u8$/, '');
    expect(base.endsWith(`/s/${signed.Signature}/`)).toBe(true);
    const segment = await anyone.get(`${base}${lines[0] ?? ''}`);
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload[0]).toBe(0x47);
  });

  it('refuses a tampered signature, one of another call, and an expired one (403)', async () => {
    const signed = CallSignatureResponseSchema.parse(
      (await viewer.get(callPlaybackPaths.signature(HELD_PRES, HELD_CONF))).json(),
    );
    const anyone = new TestClient(t.app);
    const [seconds = '', mac = ''] = signed.Signature.split('-');
    const flipped = `${seconds}-${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    for (const bad of [flipped, `${Number(seconds) + 60}-${mac}`, 'not-a-token']) {
      const path = callPlaybackPaths.signedReplayPlaylist(HELD_PRES, HELD_CONF, bad);
      expect((await anyone.get(path)).statusCode, bad).toBe(403);
    }
    const otherCall = callPlaybackPaths.signedReplayPlaylist(PRES, CONF, signed.Signature);
    expect((await anyone.get(otherCall)).statusCode).toBe(403);
    t.advanceClock(2 * SIGNED_RECORDING_WINDOW_MS + 1_000);
    try {
      const expired = await anyone.get(servicePath(signed.Url));
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe(SIGNED_MEDIA_REFUSED);
    } finally {
      t.resetClock();
    }
  });
});

describe('the replay of a call held here: pending, published, expired', () => {
  it('follows the call: Available once ended, Expired after (SPEC §8)', async () => {
    expect((await coordinator.post(paths.transition, { Transition: 'live' })).statusCode).toBe(200);
    expect((await coordinator.post(paths.transition, { Transition: 'end' })).statusCode).toBe(200);
    const published = CallPlaybackResponseSchema.parse(
      (await attendee.get(callPlaybackPaths.playback(PRES, CONF))).json(),
    );
    expect(published.Status).toBe('Available');
    expect(published.Media).toHaveLength(1);
    const signed = CallSignatureResponseSchema.parse(
      (await attendee.get(callPlaybackPaths.signature(PRES, CONF))).json(),
    );
    expect((await coordinator.post(paths.transition, { Transition: 'expire' })).statusCode).toBe(
      200,
    );
    expect(
      CallPlaybackResponseSchema.parse(
        (await attendee.get(callPlaybackPaths.playback(PRES, CONF))).json(),
      ),
    ).toEqual({ Status: 'Expired', PhoneReplay: true, Media: [] });
    // The signature still valid plays no more: the replay is gone.
    const gone = await new TestClient(t.app).get(servicePath(signed.Url));
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('Replay for this call is no longer available.');
    const refused = await attendee.get(callPlaybackPaths.signature(PRES, CONF));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Replay for this call is no longer available.');
  });
});

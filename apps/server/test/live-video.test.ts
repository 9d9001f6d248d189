// Live video on demo 3001 (SPEC §3 LiveVideoStatus, §4 states, §6, §7): the presenter routes
// (getConnectionURL, getStartURL, the studio's ingest) for panelists and coordinators only;
// update sources 1, 2, 5, 6 and 10 from event coordinators only; a real feed through the
// built-in provider (ffmpeg) into HLS that attendees may fetch only while the event broadcasts;
// slide transitions kept for the replay; the replay published and expired by the coordinator.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LiveVideoConnectionSchema,
  LiveVideoIngestStateSchema,
  liveVideoPaths,
  LiveVideoStatusSchema,
  LiveVideoStreamSchema,
  PresentationControlsSchema,
  SERVICE_BASE_PATH,
  SESSION_COOKIE,
  UserSchema,
  conferencePaths,
} from '@podium/domain';
import { MEDIA_ACCESS_TTL_MS } from '../src/modules/live-video/live-video-media-access.ts';
import {
  SIGNED_MEDIA_REFUSED,
  SIGNED_MEDIA_WINDOW_MS,
  SIGNED_RECORDING_WINDOW_MS,
} from '../src/http/media-signing.ts';
import { resolveFfmpegPath } from '../src/live-video/built-in-provider.ts';
import { REPLAY_START_MARGIN_MS } from '../src/live-video/hls-playlist.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { enteredTo, recordHub, register, signedInTo } from './helpers/conference.ts';

const PRES = 3001;
const CONF = 7301;
const controls = `prescontrol/${PRES}`;
const relative = (url: string) => url.slice(SERVICE_BASE_PATH.length + 1);

let t: TestApp;
let coordinator: TestClient;
let panelist: TestClient;
let attendee: TestClient;
let webm: Buffer;
/** When the coordinator started the broadcast (the test's clock, before asking). */
let broadcastAt = 0;
/** By when the encoder's feed had ended (the test's clock, once its end was seen). */
let encoderEndedBy = 0;
let coordinatorId: number;

async function status() {
  const response = await attendee.get(controls);
  expect(response.statusCode).toBe(200);
  return LiveVideoStatusSchema.parse(
    PresentationControlsSchema.parse(response.json()).LiveVideoStatus,
  );
}

async function stream(client: TestClient = attendee) {
  const response = await client.get(liveVideoPaths.stream(PRES));
  expect(response.statusCode).toBe(200);
  return LiveVideoStreamSchema.parse(response.json());
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  t = await startTestApp({
    rtmpPort: 20000 + Math.floor(Math.random() * 20000),
    rtmpBindHost: '127.0.0.1',
  });
  // Twelve seconds of what a browser's MediaRecorder sends: WebM with VP8 and Opus. Pushed at
  // once, its segments' program date-times run on past the broadcast's start, begun just after.
  const file = join(t.dataDir, 'feed.webm');
  execFileSync(resolveFfmpegPath(process.env.FFMPEG_PATH), [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '12',
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-c:a',
    'libopus',
    '-f',
    'webm',
    file,
  ]);
  webm = readFileSync(file);
  coordinator = await signedInTo(t.app, 'coordinator@podium.test', PRES);
  panelist = await signedInTo(t.app, 'panelist@podium.test', PRES);
  attendee = await enteredTo(t.app, `DEMO-${PRES}`, PRES);
  await register(attendee, PRES, CONF);
  coordinatorId = UserSchema.parse((await coordinator.loadUser(PRES)).json()).CoreId;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('SPEC §7 livevideopresenter: panelists and coordinators of the event only', () => {
  it('gives the studio URL and the ingest details to panelists and coordinators', async () => {
    for (const client of [panelist, coordinator]) {
      const start = await client.get(liveVideoPaths.startUrl(PRES));
      expect(start.statusCode).toBe(200);
      expect(start.json()).toEqual({ Url: '/presentation/v2/3001/studio/' });
    }
    const response = await coordinator.get(liveVideoPaths.connectionUrl(PRES));
    expect(response.statusCode).toBe(200);
    const connection = LiveVideoConnectionSchema.parse(response.json());
    expect(connection.BrowserIngestUrl).toBe(
      `${SERVICE_BASE_PATH}/presentation/3001/livevideopresenter/ingest`,
    );
    expect(connection.RtmpUrl).toMatch(/^rtmp:\/\/localhost:\d+\/live$/);
    expect(connection.StreamKey).toMatch(/^[0-9a-f]{24}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });
  it('refuses attendees (403), strangers (401), bad ids (400), events without live video (404)', async () => {
    for (const path of [liveVideoPaths.startUrl(PRES), liveVideoPaths.connectionUrl(PRES)]) {
      expect((await attendee.get(path)).statusCode).toBe(403);
    }
    const signedAttendee = await signedInTo(t.app, 'attendee@podium.test', PRES);
    expect((await signedAttendee.get(liveVideoPaths.connectionUrl(PRES))).statusCode).toBe(403);
    const stranger = await t.app.inject({
      url: `${SERVICE_BASE_PATH}/${liveVideoPaths.startUrl(PRES)}`,
    });
    expect(stranger.statusCode).toBe(401);
    expect(
      (await coordinator.get('presentation/abc/livevideopresenter/getStartURL')).statusCode,
    ).toBe(400);
    const other = await signedInTo(t.app, 'coordinator@podium.test', 1001);
    expect((await other.get(liveVideoPaths.startUrl(1001))).statusCode).toBe(404);
  });
});

/** An encoder pushing a test pattern to `target` for `seconds`; resolves with its exit code. */
function pushTestStream(target: string, seconds: number): Promise<number | null> {
  const encoder = spawn(resolveFfmpegPath(process.env.FFMPEG_PATH), [
    '-loglevel',
    'error',
    '-re',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=30',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    '30',
    '-f',
    'flv',
    target,
  ]);
  return new Promise((resolve) => encoder.on('close', resolve));
}

describe('RTMP ingest: an encoder pushes to the URL and stream key it was given', () => {
  const connection = async () =>
    LiveVideoConnectionSchema.parse(
      (await panelist.get(liveVideoPaths.connectionUrl(PRES))).json(),
    );
  const ingestState = async () =>
    LiveVideoIngestStateSchema.parse((await panelist.get(liveVideoPaths.ingest(PRES))).json());
  const rtmpUrl = (c: { RtmpUrl: string }) => c.RtmpUrl.replace('localhost', '127.0.0.1');

  it('cuts off an encoder with a wrong stream key before it records anything', async () => {
    const hub = recordHub(t.app);
    const given = await connection();
    const exit = await pushTestStream(`${rtmpUrl(given)}/not-${given.StreamKey}`, 6);
    // Cut off long before its 6 seconds, and nothing of it was recorded.
    expect(exit).not.toBe(0);
    expect(await ingestState()).toMatchObject({ Source: 'rtmp', Segments: 0 });
    // The event's call (its console) is told why.
    const refused = () =>
      hub.published.filter(
        (p) => (p.payload as { LiveVideoFeed?: string }).LiveVideoFeed === 'refused',
      );
    expect(
      (
        await until(
          async () => refused(),
          (r) => r.length > 0,
        )
      )[0]?.topic,
    ).toBe(`conferencecall.${CONF}.update`);
  });

  it('records the pushed stream as HLS, on the listener that refused the wrong key', async () => {
    const given = await connection();
    const target = `${rtmpUrl(given)}/${given.StreamKey}`;
    // The refused encoder's listener is started again; until it listens, a push is refused.
    let pushed = pushTestStream(target, 6);
    const receiving = await until(
      async () => {
        const state = await ingestState();
        if (
          state.Segments === 0 &&
          (await Promise.race([pushed, Promise.resolve('running')])) !== 'running'
        )
          pushed = pushTestStream(target, 6);
        return state;
      },
      (s) => s.Segments >= 1,
    );
    expect(receiving).toMatchObject({ State: 'receiving', Source: 'rtmp' });
    expect(await pushed).toBe(0);
    expect(await until(ingestState, (s) => s.State !== 'receiving')).toMatchObject({
      State: 'stopped',
      Source: 'rtmp',
    });
    encoderEndedBy = Date.now();
  });
});

describe('SPEC §3 LiveVideoStatus and sources 1, 2, 5, 6, 10 (SPEC §6)', () => {
  it('starts waiting with the default focus', async () => {
    expect(await status()).toMatchObject({
      HasStarted: false,
      HasEnded: false,
      FocusedView: 30,
      HasBroadcastStarted: false,
      IsReplayAvailable: false,
    });
    expect((await stream()).Url).toBeNull();
  });
  it('refuses every event source from attendees and panelists', async () => {
    const updates = [
      { Source: 1 },
      { Source: 2 },
      { Source: 5, FocusedView: 100 },
      { Source: 6, HasBroadcastStarted: true },
      { Source: 10 },
    ];
    for (const client of [attendee, panelist])
      for (const update of updates) {
        const response = await client.post(controls, { PresId: PRES, ...update });
        expect(response.statusCode, JSON.stringify(update)).toBe(403);
      }
    expect(await status()).toMatchObject({ HasStarted: false, FocusedView: 30 });
  });
  it('answers bad input with 400 and a broadcast before the start with 409', async () => {
    expect(
      (await coordinator.post(controls, { PresId: PRES, Source: 5, FocusedView: 42 })).statusCode,
    ).toBe(400);
    expect((await coordinator.post(controls, { PresId: PRES, Source: 6 })).statusCode).toBe(400);
    expect((await coordinator.post(controls, { PresId: 1, Source: 1 })).statusCode).toBe(400);
    const early = await coordinator.post(controls, {
      PresId: PRES,
      Source: 6,
      HasBroadcastStarted: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'The event has not started yet.' });
  });
  it('the coordinator starts the event (the call goes LIVE) and sets the shared view', async () => {
    expect((await coordinator.post(controls, { PresId: PRES, Source: 1 })).statusCode).toBe(200);
    expect(await status()).toMatchObject({ HasStarted: true, HasBroadcastStarted: false });
    const call = await attendee.get(`presentations/${PRES}/conferencecalls/${CONF}/status`);
    expect(call.json()).toMatchObject({ Status: 'LIVE' });
    expect((await coordinator.post(controls, { PresId: PRES, Source: 1 })).statusCode).toBe(409);
    expect(
      (await coordinator.post(controls, { PresId: PRES, Source: 5, FocusedView: 100 })).statusCode,
    ).toBe(200);
    expect(await status()).toMatchObject({ FocusedView: 100, PreviousFocusedView: 30 });
    expect(
      (await coordinator.post(controls, { PresId: PRES, Source: 5, FocusedView: 30 })).statusCode,
    ).toBe(200);
  });
});

describe('the studio feed through the built-in provider into HLS', () => {
  const ingest = (seq: number) => `${liveVideoPaths.ingest(PRES)}?seq=${seq}`;
  const octet = { 'content-type': 'application/octet-stream' };

  it('refuses chunks before the feed starts, from attendees, out of order or not binary', async () => {
    expect((await panelist.post(ingest(0), webm.subarray(0, 10), octet)).statusCode).toBe(409);
    expect((await attendee.post(liveVideoPaths.ingestStart(PRES))).statusCode).toBe(403);
    expect((await panelist.post(liveVideoPaths.ingestStart(PRES))).statusCode).toBe(201);
    expect((await attendee.post(ingest(0), webm.subarray(0, 10), octet)).statusCode).toBe(403);
    expect((await panelist.post(ingest(3), webm.subarray(0, 10), octet)).statusCode).toBe(409);
    expect((await panelist.post(ingest(0), { not: 'binary' })).statusCode).toBe(415);
    expect(
      (await panelist.post(`${liveVideoPaths.ingest(PRES)}?seq=-1`, webm, octet)).statusCode,
    ).toBe(400);
  });

  it('turns the chunks into a live HLS window that attendees get once the broadcast started', async () => {
    const size = 32 * 1024;
    for (let seq = 0; seq * size < webm.length; seq += 1) {
      const response = await panelist.post(
        ingest(seq),
        webm.subarray(seq * size, (seq + 1) * size),
        octet,
      );
      expect(response.statusCode).toBe(204);
    }
    const state = await until(
      async () =>
        LiveVideoIngestStateSchema.parse((await panelist.get(liveVideoPaths.ingest(PRES))).json()),
      (s) => s.Segments >= 2,
    );
    expect(state).toMatchObject({ State: 'receiving', Source: 'browser' });
    // Before the broadcast: the presenters preview, attendees get nothing.
    expect((await stream(coordinator)).Url).toMatch(/\/livevideo\/hls\/r\d+\/live\.m3u8$/);
    expect(await stream()).toEqual({ Url: null, IsLive: false });
    const preview = relative((await stream(coordinator)).Url ?? '');
    expect((await attendee.get(preview)).statusCode).toBe(403);

    // The encoder pushed faster than real time, so its segments are dated ahead of the clock: the
    // broadcast starts more than the replay's margin after its feed ended, as after a real one.
    const settle = encoderEndedBy + REPLAY_START_MARGIN_MS + 500 - Date.now();
    if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle));
    broadcastAt = Date.now();
    expect(
      (await coordinator.post(controls, { PresId: PRES, Source: 6, HasBroadcastStarted: true }))
        .statusCode,
    ).toBe(200);
    const live = await stream();
    expect(live.IsLive).toBe(true);
    const playlist = await attendee.get(relative(live.Url ?? ''));
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toMatch(/application\/vnd\.apple\.mpegurl/);
    expect(playlist.headers['cache-control']).toBe('private, no-cache');
    expect(playlist.body).toMatch(/#EXT-X-TARGETDURATION:[12]\n/);
    expect(playlist.body).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts')) ?? '';
    const folderUrl = relative(live.Url ?? '').replace('live.m3u8', '');
    const file = await attendee.get(`${folderUrl}${segment}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp2t');
    // Under its signed path the segment is anyone's until the path expires: shared caches keep it.
    expect(segment).toMatch(/^s\/\d{10}-[A-Za-z0-9_-]{43}\/seg_\d{5}\.ts$/);
    expect(file.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
    expect(file.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    const anyone = await t.app.inject({ url: `${SERVICE_BASE_PATH}/${folderUrl}${segment}` });
    expect(anyone.statusCode).toBe(200);
    expect(anyone.rawPayload.equals(file.rawPayload)).toBe(true);
    const tampered = segment.replace(/-(.)/, (_, c: string) => `-${c === 'A' ? 'B' : 'A'}`);
    expect((await attendee.get(`${folderUrl}${tampered}`)).statusCode).toBe(403);
    expect((await attendee.get(`${folderUrl}../etc/passwd`)).statusCode).toBe(404);
    expect((await attendee.get(`${folderUrl}seg_1.ts`)).statusCode).toBe(404);
  });

  it('answers playlists and segments from a remembered right for at most MEDIA_ACCESS_TTL_MS', async () => {
    const viewer = await enteredTo(t.app, `DEMO-${PRES}`, PRES);
    const participantId = await register(viewer, PRES, CONF);
    const live = await stream(viewer);
    const playlistUrl = relative(live.Url ?? '');
    const folderUrl = playlistUrl.replace('live.m3u8', '');
    const playlist = await viewer.get(playlistUrl);
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts')) ?? '';
    expect((await viewer.get(`${folderUrl}${segment}`)).statusCode).toBe(200);

    // Without a session, with one that does not exist, or with a malformed cookie: 401 with a
    // message; a folder or file that cannot exist, or another event's stream: 404 or 403.
    const url = `${SERVICE_BASE_PATH}/${playlistUrl}`;
    const stranger = await t.app.inject({ url });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json<{ message: string }>().message).toBeTruthy();
    for (const cookie of [
      `${SESSION_COOKIE}=${'x'.repeat(43)}`,
      `${SESSION_COOKIE}=not%20a%20session`,
    ]) {
      const forged = await t.app.inject({ url, headers: { cookie } });
      expect(forged.statusCode).toBe(401);
      expect(forged.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await viewer.get(`${folderUrl.replace(/r\d+\/$/, 'x1/')}live.m3u8`)).statusCode).toBe(
      404,
    );
    expect((await viewer.get(`${folderUrl}seg_${'9'.repeat(5)}.ts`)).statusCode).toBe(404);
    const elsewhere = await viewer.get(playlistUrl.replace(`/${PRES}/`, '/2003/'));
    expect([403, 404]).toContain(elsewhere.statusCode);
    expect(elsewhere.json<{ message: string }>().message).toBeTruthy();

    // The coordinator revokes the viewer: refused once the remembered right has lapsed.
    expect(
      (await coordinator.post(conferencePaths.consoleRevoke(PRES, CONF, participantId))).statusCode,
    ).toBe(200);
    try {
      t.advanceClock(MEDIA_ACCESS_TTL_MS + 1);
      // lru-cache reads its clock at most once a millisecond.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const refused = await viewer.get(playlistUrl);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(/access has been revoked/);
      // The signed paths it already holds work until their window ends, then no more.
      expect((await viewer.get(`${folderUrl}${segment}`)).statusCode).toBe(200);
      t.advanceClock(2 * SIGNED_MEDIA_WINDOW_MS);
      expect((await viewer.get(`${folderUrl}${segment}`)).statusCode).toBe(403);
    } finally {
      t.resetClock();
    }
    // Another viewer is not affected.
    expect((await attendee.get(playlistUrl)).statusCode).toBe(200);
  });

  it('refuses a signed-out viewer within MEDIA_ACCESS_TTL_MS', async () => {
    const viewer = await enteredTo(t.app, `DEMO-${PRES}`, PRES);
    await register(viewer, PRES, CONF);
    const playlistUrl = relative((await stream(viewer)).Url ?? '');
    expect((await viewer.get(playlistUrl)).statusCode).toBe(200);
    const cookie = viewer.cookie;
    expect((await viewer.post('account/signout')).statusCode).toBe(204);
    try {
      t.advanceClock(MEDIA_ACCESS_TTL_MS + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const refused = await t.app.inject({
        url: `${SERVICE_BASE_PATH}/${playlistUrl}`,
        headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json<{ message: string }>().message).toBeTruthy();
    } finally {
      t.resetClock();
    }
  });

  it('keeps the slide transitions of the running event (SPEC §7 presslidetransition)', async () => {
    expect(
      (
        await coordinator.post(controls, {
          PresId: PRES,
          Source: 4,
          ActivePresenterCoreUserId: coordinatorId,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await coordinator.post(controls, { PresId: PRES, Source: 3, SlideIndex: 2 })).statusCode,
    ).toBe(200);
    const transitions = (await attendee.get(`presslidetransition/${PRES}`)).json<unknown[]>();
    expect(transitions).toHaveLength(2);
    // The studio and the viewer move the slide by POST presControl: kept the same way, once,
    // at the moment the slide message carries.
    const moved = await coordinator.post(conferencePaths.presControl(PRES, CONF), {
      SlideIndex: 4,
      ActivePresenterCoreUserId: coordinatorId,
    });
    expect(moved.statusCode).toBe(200);
    const after = (await attendee.get(`presslidetransition/${PRES}`)).json<
      { SlideGuid: string; TransitionDateUtc: string }[]
    >();
    expect(after).toHaveLength(3);
    expect(after[2]?.SlideGuid).not.toBe(after[1]?.SlideGuid);
  });

  it('stops the feed: the recording is complete', async () => {
    expect((await panelist.post(liveVideoPaths.ingestStop(PRES))).statusCode).toBe(204);
    const state = LiveVideoIngestStateSchema.parse(
      (await panelist.get(liveVideoPaths.ingest(PRES))).json(),
    );
    expect(state.State).toBe('stopped');
    expect(state.Segments).toBeGreaterThanOrEqual(2);
  });
});

describe('the end and the replay', () => {
  it('ends the event; attendees get nothing until the coordinator publishes the replay', async () => {
    expect((await coordinator.post(controls, { PresId: PRES, Source: 2 })).statusCode).toBe(200);
    expect(await status()).toMatchObject({ HasEnded: true, HasBroadcastStarted: false });
    expect((await stream()).Url).toBeNull();
    expect((await coordinator.post(controls, { PresId: PRES, Source: 10 })).statusCode).toBe(409);
    expect((await attendee.get(liveVideoPaths.replayPlaylist(PRES))).statusCode).toBe(403);
  });
  it('only coordinators publish or expire; the body is checked', async () => {
    expect(
      (await attendee.post(liveVideoPaths.replay(PRES), { Action: 'publish' })).statusCode,
    ).toBe(403);
    expect(
      (await panelist.post(liveVideoPaths.replay(PRES), { Action: 'publish' })).statusCode,
    ).toBe(403);
    expect(
      (await coordinator.post(liveVideoPaths.replay(PRES), { Action: 'play' })).statusCode,
    ).toBe(400);
  });
  it('publishes the replay: one VOD playlist of the recording with its program date-times', async () => {
    const published = await coordinator.post(liveVideoPaths.replay(PRES), { Action: 'publish' });
    expect(published.statusCode).toBe(200);
    expect(await status()).toMatchObject({ IsReplayAvailable: true, FocusedView: 30 });
    const replay = await stream();
    expect(replay).toEqual({
      Url: `${SERVICE_BASE_PATH}/${liveVideoPaths.replayPlaylist(PRES)}`,
      IsLive: false,
    });
    const playlist = await attendee.get(liveVideoPaths.replayPlaylist(PRES));
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    // From the broadcast's start: the encoder's recording, all of it before, is left out, and
    // the studio's begins at most a segment and the margin before the start.
    expect(playlist.body).not.toContain('#EXT-X-DISCONTINUITY');
    expect(playlist.body).toMatch(/\nhls\/r\d+\/s\/\d{10}-[A-Za-z0-9_-]{43}\/seg_\d{5}\.ts\n/);
    const dates = [...playlist.body.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(\S+)$/gm)].map((m) =>
      Date.parse(m[1] ?? ''),
    );
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect(dates[0]).toBeGreaterThan(broadcastAt - REPLAY_START_MARGIN_MS - 2_000);
    expect(new Set(playlist.body.match(/hls\/r\d+\//g))).toHaveLength(1);
    // A replay plays on from the one playlist: its segments' addresses last the recordings'
    // window, well past a live window's, for anyone holding them.
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts')) ?? '';
    const segmentUrl = `${SERVICE_BASE_PATH}/presentation/${PRES}/livevideo/${segment}`;
    try {
      t.advanceClock(3 * SIGNED_MEDIA_WINDOW_MS);
      const later = await t.app.inject({ url: segmentUrl });
      expect(later.statusCode).toBe(200);
      expect(String(later.headers['cache-control'])).toMatch(/^public, max-age=\d+, immutable$/);
      t.advanceClock(2 * SIGNED_RECORDING_WINDOW_MS);
      expect((await t.app.inject({ url: segmentUrl })).statusCode).toBe(403);
    } finally {
      t.resetClock();
    }
    const call = await attendee.get(`presentations/${PRES}/conferencecalls/${CONF}/status`);
    expect(call.json()).toMatchObject({ Status: 'Published' });
  });
  it('expires the replay: nothing to play any more', async () => {
    expect(
      (await coordinator.post(liveVideoPaths.replay(PRES), { Action: 'expire' })).statusCode,
    ).toBe(200);
    expect(await status()).toMatchObject({ IsReplayExpired: true, IsReplayAvailable: false });
    expect((await stream()).Url).toBeNull();
    expect((await attendee.get(liveVideoPaths.replayPlaylist(PRES))).statusCode).toBe(403);
  });
});

describe('2003 video webinar: playbackMedia of the published replay (SPEC §7)', () => {
  it('gives participants the replay media, playable with ranges', async () => {
    const viewer = await enteredTo(t.app, 'DEMO-2003', 2003);
    const response = await viewer.get(liveVideoPaths.playbackMedia(2003, 7003));
    expect(response.statusCode).toBe(200);
    const url =
      response.json<{ Media: { VideoResolutions: { Url: string }[] }[] }>().Media[0]
        ?.VideoResolutions[0]?.Url ?? '';
    const token =
      /^presentation\/2003\/livevideo\/replay\/s\/(\d{10}-[A-Za-z0-9_-]{43})\/replay\.mp4$/.exec(
        relative(url),
      )?.[1];
    expect(token, url).toBeDefined();
    // Anyone holding the address fetches it with no session, ranges included, and a shared
    // cache may keep it for as long as the address lasts.
    const part = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    const maxAge = Number(
      /^public, max-age=(\d+), immutable$/.exec(String(part.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(SIGNED_RECORDING_WINDOW_MS / 1000 - 1);
    expect(maxAge).toBeLessThanOrEqual((2 * SIGNED_RECORDING_WINDOW_MS) / 1000);
    // Every viewer of the window is handed the same address.
    const other = await enteredTo(t.app, 'DEMO-2003', 2003);
    expect(
      (await other.get(liveVideoPaths.playbackMedia(2003, 7003))).json<{
        Media: { VideoResolutions: { Url: string }[] }[];
      }>().Media[0]?.VideoResolutions[0]?.Url,
    ).toBe(url);
    // A tampered token, or another event's path: 403 with a message.
    const last = token?.at(-1) === 'A' ? 'B' : 'A';
    for (const forged of [
      url.replace(token ?? '', `${token?.slice(0, -1)}${last}`),
      url.replace('/2003/', '/3001/'),
    ]) {
      const refused = await t.app.inject({ url: forged });
      expect(refused.statusCode, forged).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(SIGNED_MEDIA_REFUSED);
    }
    // Past its window the address is refused; the call hands out a new one.
    try {
      t.advanceClock(2 * SIGNED_RECORDING_WINDOW_MS);
      expect((await t.app.inject({ url, headers: { range: 'bytes=0-99' } })).statusCode).toBe(403);
      // (Two hours on, the viewer's session has idled out: it enters again.)
      const back = await enteredTo(t.app, 'DEMO-2003', 2003);
      const renewed = (await back.get(liveVideoPaths.playbackMedia(2003, 7003))).json<{
        Media: { VideoResolutions: { Url: string }[] }[];
      }>().Media[0]?.VideoResolutions[0]?.Url;
      expect(renewed).not.toBe(url);
      expect((await t.app.inject({ url: renewed ?? '', method: 'HEAD' })).statusCode).toBe(200);
    } finally {
      t.resetClock();
    }
    expect((await viewer.get(liveVideoPaths.playbackMedia(2003, 7001))).statusCode).toBe(404);
    expect((await attendee.get(liveVideoPaths.playbackMedia(2003, 7003))).statusCode).toBe(403);
  });
});

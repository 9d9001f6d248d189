// A conference call's live voice (demo 2001): who may join its audio through the hub's
// CallAudioSignal, speakers hearing each other, the listeners' HLS stream carrying the unmuted
// speakers only while LIVE, a raised hand given the floor and taken back, listen-only
// registrations refused, and the replay being the call's own recording. Speakers are werift peers
// sending real Opus; the stream is measured with ffmpeg as a listener would hear it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_AUDIO_SIGNAL_EVENT,
  CallAudioSpeakersResponseSchema,
  conferencePaths,
  SERVICE_BASE_PATH,
  StreamUrlResponseSchema,
  UserSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { CONF, enteredTo, paths, PRES, register, signedInTo } from './helpers/conference.ts';
import { listen } from './helpers/realtime.ts';
import { datedSegments, meanVolume, speaker, until, type Speaker } from './helpers/call-audio.ts';

/** Louder than this is a voice (the test tone is about -21 dB); quieter, silence (-91 dB). */
const SIGNAL_DB = -40;
const SILENCE_DB = -70;

let t: TestApp;
let baseUrl: string;
let panelist: TestClient;
let coordinator: TestClient;
let attendee: TestClient;
let publicGuest: TestClient;
const speakers: Speaker[] = [];

const servicePath = (url: string) => url.slice(`${SERVICE_BASE_PATH}/`.length);
const coreIdOf = async (client: TestClient) =>
  UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;

async function joined(client: TestClient): Promise<Speaker> {
  const made = await speaker(baseUrl, client, PRES, CONF);
  speakers.push(made);
  return made;
}

/** The level of the live stream from `from` on (program date-time), over two segments. */
async function levelAfter(from: number): Promise<number> {
  const { Url } = StreamUrlResponseSchema.parse((await attendee.get(paths.liveStream)).json());
  const playlistPath = servicePath(Url);
  const base = playlistPath.replace(/live\.m3u8$/, '');
  let chosen: string[] = [];
  const deadline = Date.now() + 15_000;
  while (chosen.length < 2 && Date.now() < deadline) {
    const playlist = (await attendee.get(playlistPath)).body;
    chosen = datedSegments(playlist)
      .filter((s) => s.at >= from)
      .map((s) => s.name)
      .slice(0, 2);
    if (chosen.length < 2) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(chosen).toHaveLength(2);
  const data = await Promise.all(
    chosen.map(async (n) => (await attendee.get(`${base}${n}`)).rawPayload),
  );
  return meanVolume(data);
}

function bridgeBody(coreUserId: number, allow: boolean) {
  return {
    AllowToTalk: allow,
    BridgeParticipantId: null,
    audioState: allow ? 'Unmuted' : 'Muted',
    coreUserId,
    emailAddress: null,
  };
}

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  panelist = await signedInTo(t.app, 'panelist@podium.test');
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  attendee = await signedInTo(t.app, 'attendee@podium.test');
  publicGuest = await enteredTo(t.app, 'PUBLIC-2001');
  // Everyone the viewer lets into the call is registered, presenters too.
  for (const client of [panelist, coordinator, attendee, publicGuest]) await register(client);
}, 60_000);

afterAll(async () => {
  for (const s of speakers) s.close();
  await t?.close();
});

describe('call audio: who speaks', () => {
  it('refuses a malformed message, an attendee without the floor and a public participant', async () => {
    const listener = await joined(attendee);
    expect(await listener.hub.send(CALL_AUDIO_SIGNAL_EVENT, { Type: 'shout' })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await listener.send({ Type: 'answer', ConnectionId: 'x', Sdp: '' })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await listener.join()).toEqual({ ok: false, error: 'notAllowed' });
    expect(await (await joined(publicGuest)).join()).toEqual({ ok: false, error: 'notAllowed' });
  });

  it('a public participant can never be allowed to talk (listen-only registration)', async () => {
    const response = await coordinator.put(
      conferencePaths.bridgeParticipant(PRES, CONF),
      bridgeBody(await coreIdOf(publicGuest), true),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/listens only/);
  });
});

describe('call audio: presenters practise, then go live', () => {
  let voice: Speaker;
  let host: Speaker;

  it('in practice presenters hear each other; the stream, on 10 minutes before, is silent', async () => {
    expect((await coordinator.post(paths.transition, { Transition: 'practice' })).statusCode).toBe(
      200,
    );
    voice = await joined(panelist);
    host = await joined(coordinator);
    expect((await voice.join()).ok).toBe(true);
    expect((await host.join()).ok).toBe(true);
    voice.tone(440);
    const panelistId = await coreIdOf(panelist);
    expect(await until(() => (host.heard.get(panelistId) ?? 0) > 20)).toBe(true);
    // The demo call starts 10 minutes after loading: its stream is on, without the presenters.
    expect(await levelAfter(Date.now() + 500)).toBeLessThan(SILENCE_DB);
    const list = CallAudioSpeakersResponseSchema.parse(
      (await coordinator.get(conferencePaths.consoleCallAudio(PRES, CONF))).json(),
    );
    expect(list.Speakers.map((s) => s.CoreUserId).sort()).toEqual(
      [panelistId, await coreIdOf(coordinator)].sort(),
    );
    expect((await attendee.get(conferencePaths.consoleCallAudio(PRES, CONF))).statusCode).toBe(403);
  });

  it('LIVE: listeners hear the speaker; muted, silence; unmuted, the voice again', async () => {
    expect((await coordinator.post(paths.transition, { Transition: 'live' })).statusCode).toBe(200);
    expect(await levelAfter(Date.now() + 500)).toBeGreaterThan(SIGNAL_DB);
    expect(
      (await voice.send({ Type: 'mute', ConnectionId: voice.connectionId, Muted: true })).ok,
    ).toBe(true);
    expect(await levelAfter(Date.now() + 1000)).toBeLessThan(SILENCE_DB);
    await voice.send({ Type: 'mute', ConnectionId: voice.connectionId, Muted: false });
    expect(await levelAfter(Date.now() + 1000)).toBeGreaterThan(SIGNAL_DB);
  });

  it('a moderator mutes a presenter: their voice leaves the stream and they are told', async () => {
    const response = await coordinator.put(
      conferencePaths.bridgeParticipant(PRES, CONF),
      bridgeBody(await coreIdOf(panelist), false),
    );
    expect(response.statusCode).toBe(200);
    expect(
      await until(() => voice.signals.some((s) => s.Type === 'muted' && s.ByModerator && s.Muted)),
    ).toBe(true);
    expect(await levelAfter(Date.now() + 1000)).toBeLessThan(SILENCE_DB);
  });

  it('a raised hand given the floor is heard by listeners; End turn takes it back', async () => {
    const hand = await joined(attendee);
    const attendeeId = await coreIdOf(attendee);
    const allowed = await coordinator.put(
      conferencePaths.bridgeParticipant(PRES, CONF),
      bridgeBody(attendeeId, true),
    );
    expect(allowed.statusCode).toBe(200);
    expect((await hand.join()).ok).toBe(true);
    hand.tone(880);
    expect(await levelAfter(Date.now() + 1000)).toBeGreaterThan(SIGNAL_DB);
    await coordinator.put(
      conferencePaths.bridgeParticipant(PRES, CONF),
      bridgeBody(attendeeId, false),
    );
    expect(
      await until(() => hand.signals.some((s) => s.Type === 'closed' && s.Reason === 'floorTaken')),
    ).toBe(true);
    expect(await levelAfter(Date.now() + 1000)).toBeLessThan(SILENCE_DB);
    expect(await hand.join()).toEqual({ ok: false, error: 'notAllowed' });
  });

  it("a presenter's second tab replaces the first", async () => {
    const again = await joined(panelist);
    expect((await again.join()).ok).toBe(true);
    expect(
      await until(() => voice.signals.some((s) => s.Type === 'closed' && s.Reason === 'replaced')),
    ).toBe(true);
  });

  it("after the call the replay is the call's recording, from LIVE to the end", async () => {
    expect((await coordinator.post(paths.transition, { Transition: 'end' })).statusCode).toBe(200);
    expect(
      await until(() => host.signals.some((s) => s.Type === 'closed' && s.Reason === 'ended')),
    ).toBe(true);
    const replay = StreamUrlResponseSchema.parse(
      (await attendee.get(conferencePaths.replayAudio(PRES, CONF))).json(),
    );
    const playlist = (await attendee.get(servicePath(replay.Url))).body;
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const seconds = [...playlist.matchAll(/^#EXTINF:([\d.]+),/gm)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
    const status = (await attendee.get(paths.status)).json<{ UpdatedDateUtc: string }>();
    expect(seconds).toBeGreaterThan(5);
    expect(Date.parse(status.UpdatedDateUtc)).toBeGreaterThan(0);
    const base = servicePath(replay.Url).replace(/replay\.m3u8$/, '');
    const names = datedSegments(playlist).map((s) => s.name);
    const all = await Promise.all(
      names.map(async (n) => (await attendee.get(`${base}${n}`)).rawPayload),
    );
    expect(await meanVolume(all)).toBeGreaterThan(-60);
  });
});

describe('a demo call held before the demo loaded (2004)', () => {
  it('replays its recorded call, dated from the moment it went live', async () => {
    const viewer = await signedInTo(t.app, 'attendee@podium.test', 2004);
    await register(viewer, 2004, 7004);
    const replay = StreamUrlResponseSchema.parse(
      (await viewer.get(conferencePaths.replayAudio(2004, 7004))).json(),
    );
    const playlist = (await viewer.get(servicePath(replay.Url))).body;
    const segments = datedSegments(playlist);
    expect(segments).toHaveLength(6);
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const base = servicePath(replay.Url).replace(/replay\.m3u8$/, '');
    const first = await viewer.get(`${base}${segments[0]?.name ?? ''}`);
    expect(first.statusCode).toBe(200);
    expect(await meanVolume([first.rawPayload])).toBeGreaterThan(SIGNAL_DB);
  });
});

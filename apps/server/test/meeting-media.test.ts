// The built-in meeting media server (SFU) through the hub's MeetingSignal: only registered
// participants of a running meeting join; each receives the others' audio and video; a removed
// participant is disconnected from media at once (SPEC §6); a host shares a screen, whoever joined
// first; each receiver gets the camera layer that fits its tiles. Clients are werift peers sending
// synthetic RTP (the camera in two layers, as a browser does), so the test runs without a browser.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_SIGNAL_EVENT, meetingApiPaths } from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { signedInTo, enteredTo } from './helpers/conference.ts';
import { listen } from './helpers/realtime.ts';
import {
  MEETING_ID as MEETING,
  MEETING_PRES as PRES,
  coreIdOf,
  join,
  leave,
  mediaClient as openMediaClient,
  until,
  type MediaClient,
  type Opened,
} from './helpers/meeting-media.ts';

let t: TestApp;
let baseUrl: string;
const opened: Opened = [];
const mediaClient = (client: TestClient) => openMediaClient(baseUrl, opened, client);

let host: TestClient;
let attendee: TestClient;
let guest: TestClient;

/** The relay every participant is handed, and the secret it shares with the server. */
const TURN = {
  urls: ['turn:turn.example.test:443?transport=tcp', 'stun:stun.example.test:3478'],
  secret: 'north-sea-relay',
  ttlSeconds: 600,
};

beforeAll(async () => {
  t = await startTestApp({
    meetingMedia: { announcedAddresses: ['127.0.0.1'], portRange: null, turn: TURN },
  });
  baseUrl = await listen(t.app);
  host = await signedInTo(t.app, 'host@podium.test', PRES);
  attendee = await signedInTo(t.app, 'attendee@podium.test', PRES);
  guest = await enteredTo(t.app, 'DEMO-4001', PRES);
}, 60_000);

afterAll(async () => {
  for (const item of opened) item.close();
  await t?.close();
});

describe('meeting media (built-in SFU)', () => {
  it('refuses a malformed message, a meeting not started, and someone not registered', async () => {
    const hostMedia = await mediaClient(host);
    expect(await hostMedia.hub.send(MEETING_SIGNAL_EVENT, { Type: 'dance' })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await join(hostMedia)).toEqual({ ok: false, error: 'notStarted' });
    const hostId = await coreIdOf(host);
    expect((await host.post(meetingApiPaths.host(PRES, MEETING, PRES, hostId))).statusCode).toBe(
      200,
    );
    expect(
      (await host.post(`prescontrol/${PRES}`, { PresId: PRES, MeetingId: MEETING, Source: 1 }))
        .statusCode,
    ).toBe(200);
    const guestMedia = await mediaClient(guest);
    expect(await join(guestMedia)).toEqual({ ok: false, error: 'notInMeeting' });
  });

  it('takes an answer as long as a full meeting’s over the hub (45 m-lines) without dropping the connection', async () => {
    const hostMedia = await mediaClient(host);
    // A browser's answer for 15 participants who are all hosts: 45 m-lines of about 1,500
    // characters each — far more than the hub's other messages.
    const mLine = `m=video 9 UDP/TLS/RTP/SAVPF 96\r\n${'a=x-padding\r\n'.repeat(115)}`;
    const sdp = `v=0\r\n${mLine.repeat(45)}`;
    expect(sdp.length).toBeGreaterThan(60_000);
    // Nothing waits for an answer on this connection id: refused, but answered over a live hub.
    expect(
      await hostMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'answer',
        ConnectionId: 'not-offered',
        Sdp: sdp,
      }),
    ).toEqual({ ok: false, error: 'invalid' });
    expect(hostMedia.hub.socket.connected).toBe(true);
  });

  it('forwards every participant’s audio and video to the others; a removed one is cut off at once', async () => {
    const hostId = await coreIdOf(host);
    const attendeeId = await coreIdOf(attendee);
    const guestId = await coreIdOf(guest);
    for (const [client, id] of [
      [attendee, attendeeId],
      [guest, guestId],
    ] as const)
      expect((await client.post(meetingApiPaths.register(PRES, MEETING, id))).statusCode).toBe(200);
    // The host joins last: attendees first.
    const clients = [
      await mediaClient(attendee),
      await mediaClient(guest),
      await mediaClient(host),
    ];
    for (const client of clients) expect((await join(client)).ok).toBe(true);
    for (const me of clients)
      for (const other of clients.filter((c) => c !== me))
        for (const kind of ['audio', 'video'])
          expect(
            await until(() => (me.received.get(`${other.coreUserId}:${kind}`) ?? 0) > 5),
            `${me.coreUserId} gets ${other.coreUserId} ${kind}`,
          ).toBe(true);

    const [attendeeMedia, guestMedia, hostMedia] = clients as [
      MediaClient,
      MediaClient,
      MediaClient,
    ];
    // Every offer hands its participant the relay with a credential of their own, signed with
    // the shared secret (TURN REST API) and valid for MEETING_TURN_TTL_S from now.
    for (const me of clients) {
      const offers = me.signals.filter((x) => x.Type === 'offer');
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        const [relay, stun] = offer.IceServers;
        expect(stun).toEqual({ urls: ['stun:stun.example.test:3478'] });
        expect(relay?.urls).toEqual(['turn:turn.example.test:443?transport=tcp']);
        const [expires, holder] = (relay?.username ?? '').split(':').map(Number);
        expect(holder).toBe(me.coreUserId);
        expect(Math.abs((expires ?? 0) - (Date.now() / 1000 + TURN.ttlSeconds))).toBeLessThan(60);
        expect(relay?.credential).toBe(
          createHmac('sha1', TURN.secret)
            .update(relay?.username ?? '')
            .digest('base64'),
        );
      }
    }
    const participants = await host.get(
      `presentations/${PRES}/smallgroupmeeting/${MEETING}/participants`,
    );
    expect(
      participants
        .json<{ Participants: { CoreUserId: number }[] }>()
        .Participants.map((p) => p.CoreUserId)
        .sort(),
    ).toEqual([hostId, attendeeId, guestId].sort());

    expect(
      (await host.post(meetingApiPaths.participant(PRES, MEETING, guestId, 'remove'))).statusCode,
    ).toBe(200);
    const closed = { Type: 'closed', ConnectionId: guestMedia.connectionId, Reason: 'removed' };
    expect(
      await until(() =>
        guestMedia.signals.some((x) => JSON.stringify(x) === JSON.stringify(closed)),
      ),
    ).toBe(true);
    const before = hostMedia.received.get(`${guestId}:video`) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = hostMedia.received.get(`${guestId}:video`) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hostMedia.received.get(`${guestId}:video`) ?? 0).toBe(after);
    expect(after - before).toBeLessThan(30);
    const left = await host.get(`presentations/${PRES}/smallgroupmeeting/${MEETING}/participants`);
    expect(
      left
        .json<{ Participants: { CoreUserId: number }[] }>()
        .Participants.map((p) => p.CoreUserId)
        .sort(),
    ).toEqual([hostId, attendeeId].sort());
    remaining = { hostMedia, attendeeMedia };
  }, 60_000);

  it('an attendee joining after the host still sends and receives audio and video', async () => {
    // The host's screen m-line was answered inactive (not sharing): a later join must not take it.
    const { hostMedia, attendeeMedia } = remaining!;
    expect(
      await until(() => hostMedia.signals.some((x) => x.Type === 'offer')),
      'the host was offered',
    ).toBe(true);
    expect(await leave(attendeeMedia)).toBe(true);
    const again = await mediaClient(attendee);
    expect((await join(again)).ok).toBe(true);
    for (const [me, other] of [
      [again, hostMedia],
      [hostMedia, again],
    ] as const)
      for (const kind of ['audio', 'video'])
        expect(
          await until(() => (me.received.get(`${other.coreUserId}:${kind}`) ?? 0) > 5),
          `${me.coreUserId} gets ${other.coreUserId} ${kind}`,
        ).toBe(true);
    // A receiver that shows cameras in tiles 200 px wide gets the half layer, even of two; the
    // other, who said nothing, still gets the full one.
    expect(
      await again.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'view',
        ConnectionId: again.connectionId,
        TileWidth: 200,
      }),
    ).toEqual({ ok: true, ConnectionId: again.connectionId });
    expect(
      await until(() => (again.received.get(`${hostMedia.coreUserId}:video:h`) ?? 0) > 5),
      'the narrow receiver gets the half layer',
    ).toBe(true);
    const full = hostMedia.received.get(`${again.coreUserId}:video:f`) ?? 0;
    expect(
      await until(() => (hostMedia.received.get(`${again.coreUserId}:video:f`) ?? 0) > full + 5),
    ).toBe(true);
    expect(hostMedia.received.get(`${again.coreUserId}:video:h`) ?? 0).toBe(0);
    // Someone else's connection cannot be told.
    expect(
      await hostMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'view',
        ConnectionId: again.connectionId,
        TileWidth: 200,
      }),
    ).toEqual({ ok: false, error: 'invalid' });
    remaining = { hostMedia, attendeeMedia: again };
  }, 60_000);

  it('the host shares a screen; attendees may not; a late joiner sees it too', async () => {
    const { hostMedia, attendeeMedia } = remaining!;
    const hostId = hostMedia.coreUserId;
    expect(
      await attendeeMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'screen',
        ConnectionId: attendeeMedia.connectionId,
        Sharing: true,
      }),
    ).toEqual({ ok: false, error: 'notHost' });
    expect(attendeeMedia.received.get(`${hostId}:screen`) ?? 0).toBe(0);
    // Two participants, large tiles: the host (who told no tile width) gets the attendee's full
    // camera layer, not the half one.
    expect(
      await until(() => (hostMedia.received.get(`${attendeeMedia.coreUserId}:video:f`) ?? 0) > 5),
      'the host gets the full layer',
    ).toBe(true);
    expect(hostMedia.received.get(`${attendeeMedia.coreUserId}:video:h`) ?? 0).toBe(0);

    hostMedia.sharing = true;
    expect(
      await hostMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'screen',
        ConnectionId: hostMedia.connectionId,
        Sharing: true,
      }),
    ).toEqual({ ok: true, ConnectionId: hostMedia.connectionId });
    const sharing = (me: MediaClient, sharer: number | null) =>
      me.signals.some(
        (x) =>
          x.Type === 'screen' &&
          x.ConnectionId === me.connectionId &&
          x.SharerCoreUserId === sharer,
      );
    expect(await until(() => sharing(attendeeMedia, hostId))).toBe(true);
    expect(
      await until(() => (attendeeMedia.received.get(`${hostId}:screen`) ?? 0) > 5),
      'the attendee gets the screen',
    ).toBe(true);

    // The attendee leaves and comes back while the screen is shared.
    expect(await leave(attendeeMedia)).toBe(true);
    hostMedia.received.delete(`${attendeeMedia.coreUserId}:audio`);
    const late = await mediaClient(attendee);
    expect((await join(late)).ok).toBe(true);
    expect(await until(() => sharing(late, hostId))).toBe(true);
    for (const kind of ['audio', 'video', 'screen'])
      expect(
        await until(() => (late.received.get(`${hostId}:${kind}`) ?? 0) > 5),
        `the late joiner gets the host's ${kind}`,
      ).toBe(true);
    expect(
      await until(() => (hostMedia.received.get(`${late.coreUserId}:audio`) ?? 0) > 25),
      'the host still hears the attendee',
    ).toBe(true);
    // The shared screen makes the tiles small: the half camera layer, not the full one.
    expect(
      await until(() => (late.received.get(`${hostId}:video:h`) ?? 0) > 5),
      'the late joiner gets the half layer',
    ).toBe(true);
    expect(late.received.get(`${hostId}:video:f`) ?? 0).toBe(0);
    // So does the attendee's camera at the host: it moves from the full layer to the half one.
    const hostHalf = hostMedia.received.get(`${late.coreUserId}:video:h`) ?? 0;
    expect(
      await until(() => (hostMedia.received.get(`${late.coreUserId}:video:h`) ?? 0) > hostHalf + 5),
    ).toBe(true);

    expect(
      await hostMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'screen',
        ConnectionId: hostMedia.connectionId,
        Sharing: false,
      }),
    ).toEqual({ ok: true, ConnectionId: hostMedia.connectionId });
    expect(await until(() => sharing(late, null))).toBe(true);
    const stopped = late.received.get(`${hostId}:screen`) ?? 0;
    // Audio keeps coming (a positive signal) while the screen no longer does.
    const audioBefore = late.received.get(`${hostId}:audio`) ?? 0;
    expect(await until(() => (late.received.get(`${hostId}:audio`) ?? 0) > audioBefore + 25)).toBe(
      true,
    );
    expect((late.received.get(`${hostId}:screen`) ?? 0) - stopped).toBeLessThan(5);
    // Large tiles again: the full layer from the next key frame.
    expect(
      await until(() => (late.received.get(`${hostId}:video:f`) ?? 0) > 5),
      'back to the full layer',
    ).toBe(true);
  }, 60_000);
});

let remaining: { hostMedia: MediaClient; attendeeMedia: MediaClient } | undefined;

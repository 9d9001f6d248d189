// The built-in meeting media server and the active-speaker layout: a receiver names the tile it
// shows large and the width of the rest (the strip), and gets the full camera layer of the large
// one and the half layer of the others, following the large tile as it moves. A participant who
// rejoins on a new hub connection names the connection it had, which closes: it neither counts nor
// shows twice; nobody can close another participant's connection that way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_SIGNAL_EVENT, meetingApiPaths, type MeetingServerSignal } from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { enteredTo, signedInTo } from './helpers/conference.ts';
import { listen } from './helpers/realtime.ts';
import {
  MEETING_ID as MEETING,
  MEETING_PRES as PRES,
  coreIdOf,
  join,
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
let media: { hostMedia: MediaClient; attendeeMedia: MediaClient; guestMedia: MediaClient };

const count = (me: MediaClient, key: string) => me.received.get(key) ?? 0;
/** Whether `key` grows by more than `by` packets from now on. */
async function grows(me: MediaClient, key: string, by = 25): Promise<boolean> {
  const from = count(me, key);
  return until(() => count(me, key) > from + by);
}
const view = (me: MediaClient, TileWidth: number, Tiles: unknown[]) =>
  me.hub.send(MEETING_SIGNAL_EVENT, {
    Type: 'view',
    ConnectionId: me.connectionId,
    TileWidth,
    Tiles,
  });
/** The participants the last offer to `me` names streams of, with each stream kind. */
function offered(me: MediaClient): string[] {
  const offers = me.signals.filter(
    (s): s is Extract<MeetingServerSignal, { Type: 'offer' }> => s.Type === 'offer',
  );
  return (offers.at(-1)?.Streams ?? []).map((s) => `${s.CoreUserId}:${s.Kind}`).sort();
}

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  host = await signedInTo(t.app, 'host@podium.test', PRES);
  attendee = await signedInTo(t.app, 'attendee@podium.test', PRES);
  guest = await enteredTo(t.app, 'DEMO-4001', PRES);
  const hostId = await coreIdOf(host);
  expect((await host.post(meetingApiPaths.host(PRES, MEETING, PRES, hostId))).statusCode).toBe(200);
  expect(
    (await host.post(`prescontrol/${PRES}`, { PresId: PRES, MeetingId: MEETING, Source: 1 }))
      .statusCode,
  ).toBe(200);
  for (const client of [attendee, guest])
    expect(
      (await client.post(meetingApiPaths.register(PRES, MEETING, await coreIdOf(client))))
        .statusCode,
    ).toBe(200);
  const [attendeeMedia, guestMedia, hostMedia] = [
    await mediaClient(attendee),
    await mediaClient(guest),
    await mediaClient(host),
  ];
  for (const client of [attendeeMedia, guestMedia, hostMedia])
    expect((await join(client)).ok).toBe(true);
  media = { hostMedia, attendeeMedia, guestMedia };
}, 60_000);

afterAll(async () => {
  for (const item of opened) item.close();
  await t?.close();
});

describe('meeting media: the large tile gets the full layer, the strip the half one', () => {
  it('follows the tiles a receiver names, and moves with the large tile', async () => {
    const { hostMedia, attendeeMedia, guestMedia } = media;
    const a = attendeeMedia.coreUserId;
    const g = guestMedia.coreUserId;
    // Three participants and no widths told: large tiles, the full layer of both.
    for (const id of [a, g])
      expect(await grows(hostMedia, `${id}:video:f`, 5), `${id} full before`).toBe(true);

    // The attendee on the host's stage (1,280 px), the guest in the strip (200 px).
    expect(await view(hostMedia, 200, [{ CoreUserId: a, TileWidth: 1_280 }])).toEqual({
      ok: true,
      ConnectionId: hostMedia.connectionId,
    });
    expect(await grows(hostMedia, `${g}:video:h`, 5), 'the strip gets the half layer').toBe(true);
    const guestFull = count(hostMedia, `${g}:video:f`);
    expect(await grows(hostMedia, `${a}:video:f`), 'the stage keeps the full layer').toBe(true);
    expect(count(hostMedia, `${g}:video:f`) - guestFull).toBeLessThan(3);
    expect(count(hostMedia, `${a}:video:h`)).toBe(0);
    // The others told nothing: still the full layer of everyone (the host too).
    expect(await grows(attendeeMedia, `${g}:video:f`, 5)).toBe(true);

    // The guest speaks and takes the stage: full layer of the guest, half of the attendee.
    expect(await view(hostMedia, 200, [{ CoreUserId: g, TileWidth: 1_280 }])).toMatchObject({
      ok: true,
    });
    expect(await grows(hostMedia, `${a}:video:h`, 5), 'the attendee moves to the strip').toBe(true);
    expect(await grows(hostMedia, `${g}:video:f`), 'the guest moves to the stage').toBe(true);
    const attendeeFull = count(hostMedia, `${a}:video:f`);
    expect(await grows(hostMedia, `${g}:video:f`)).toBe(true);
    expect(count(hostMedia, `${a}:video:f`) - attendeeFull).toBeLessThan(3);
  }, 60_000);

  it('refuses tiles that name a participant twice, and another connection’s view', async () => {
    const { hostMedia, guestMedia } = media;
    const twice = [
      { CoreUserId: guestMedia.coreUserId, TileWidth: 1_280 },
      { CoreUserId: guestMedia.coreUserId, TileWidth: 200 },
    ];
    expect(await view(hostMedia, 200, twice)).toEqual({ ok: false, error: 'invalid' });
    expect(
      await guestMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'view',
        ConnectionId: hostMedia.connectionId,
        TileWidth: 200,
        Tiles: [],
      }),
    ).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('meeting media: rejoining on a new hub connection', () => {
  it('closes the connection it replaces; another participant’s is never closed', async () => {
    const { hostMedia, attendeeMedia, guestMedia } = media;
    const a = attendeeMedia.coreUserId;
    const again = await mediaClient(attendee);
    expect((await join(again, attendeeMedia.connectionId)).ok).toBe(true);
    expect(
      await until(() =>
        attendeeMedia.signals.some(
          (s) =>
            s.Type === 'closed' &&
            s.ConnectionId === attendeeMedia.connectionId &&
            s.Reason === 'left',
        ),
      ),
      'the replaced connection closes',
    ).toBe(true);
    // The host is offered the attendee once (audio and video), and hears the new connection.
    expect(
      await until(() => offered(hostMedia).filter((s) => s.startsWith(`${a}:`)).length === 2),
    ).toBe(true);
    expect(await grows(again, `${hostMedia.coreUserId}:video`, 5)).toBe(true);
    expect(await grows(hostMedia, `${a}:audio`)).toBe(true);

    // The guest names the host's connection: the guest's join is refused nothing, and the host's
    // connection stays (its media keeps coming, no closing signal).
    const guestAgain = await mediaClient(guest);
    expect((await join(guestAgain, hostMedia.connectionId)).ok).toBe(true);
    expect(await grows(guestAgain, `${hostMedia.coreUserId}:audio`)).toBe(true);
    expect(await grows(hostMedia, `${a}:audio`)).toBe(true);
    expect(hostMedia.signals.some((s) => s.Type === 'closed')).toBe(false);
    expect(guestMedia.signals.some((s) => s.Type === 'closed')).toBe(false);
  }, 60_000);
});

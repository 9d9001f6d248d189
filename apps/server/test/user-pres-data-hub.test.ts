// SPEC §7 UpdateUserPresData over the hub, end to end: socket.io-client against a listening app
// saves SPEC §3 ResumeMediaData for the connection's own user and presentation, by the same rule
// as PUT prescontrol/{presId}/userPresData/{userId}, and REST reads it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HubEvent,
  SESSION_IDLE_TIMEOUT_MS,
  UserPresDataSchema,
  UserSchema,
  type UserPresData,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, type TestClient } from './helpers/client.ts';
import { connectWithToken, hubToken, listen, type HubTestSocket } from './helpers/realtime.ts';

let t: TestApp;
let baseUrl: string;
const open: HubTestSocket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
});

afterAll(async () => {
  for (const hub of open) hub.close();
  await t?.close();
});

/** A presentation-level connection (no conference call), as the slides and media kinds open. */
async function connect(client: TestClient, presId: number): Promise<HubTestSocket> {
  const hub = await connectWithToken(baseUrl, await hubToken(client, presId));
  open.push(hub);
  return hub;
}

async function coreId(client: TestClient, presId: number): Promise<number> {
  return UserSchema.parse((await client.loadUser(presId)).json()).CoreId;
}

async function stored(client: TestClient, presId: number, userId: number): Promise<UserPresData> {
  const response = await client.get(`prescontrol/${presId}/userPresData/${userId}`);
  expect(response.statusCode).toBe(200);
  return UserPresDataSchema.parse(response.json());
}

const update = (presId: number, seconds: number) => ({
  PresId: presId,
  ResumeMediaData: { TimeStampSeconds: seconds },
});

describe('UpdateUserPresData (SPEC §7, SPEC §3 ResumeMediaData)', () => {
  it('saves the signed-in user’s position; GET userPresData returns it, the latest winning', async () => {
    const attendee = await signedIn(t.app, 'attendee@podium.test', 1002);
    const me = await coreId(attendee, 1002);
    const hub = await connect(attendee, 1002);

    expect(await hub.send(HubEvent.UpdateUserPresData, update(1002, 42.5))).toEqual({ ok: true });
    expect(await stored(attendee, 1002, me)).toEqual({
      UserId: me,
      PresId: 1002,
      ResumeMediaData: { TimeStampSeconds: 42.5 },
    });
    expect(await hub.send(HubEvent.UpdateUserPresData, update(1002, 61))).toEqual({ ok: true });
    expect((await stored(attendee, 1002, me)).ResumeMediaData).toEqual({ TimeStampSeconds: 61 });
    // A REST save afterwards lands on the same record: one position per user and presentation.
    expect(
      (await attendee.put(`prescontrol/1002/userPresData/${me}`, { TimeStampSeconds: 7 }))
        .statusCode,
    ).toBe(200);
    expect((await stored(attendee, 1002, me)).ResumeMediaData).toEqual({ TimeStampSeconds: 7 });
  });

  it('refuses another presentation’s PresId and saves nothing there', async () => {
    const attendee = await signedIn(t.app, 'attendee@podium.test', 1003);
    const me = await coreId(attendee, 1003);
    const hub = await connect(attendee, 1003);
    expect(await hub.send(HubEvent.UpdateUserPresData, update(1006, 12))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect((await stored(attendee, 1006, me)).ResumeMediaData).toBeNull();
    expect((await stored(attendee, 1003, me)).ResumeMediaData).toBeNull();
  });

  it('answers invalid for a malformed message or a position REST would refuse', async () => {
    const attendee = await signedIn(t.app, 'attendee@podium.test', 1005);
    const me = await coreId(attendee, 1005);
    const hub = await connect(attendee, 1005);
    for (const bad of [
      { PresId: 1005, ResumeMediaData: {} },
      { PresId: 1005, ResumeMediaData: { TimeStampSeconds: -1 } },
      { PresId: 1005, ResumeMediaData: { TimeStampSeconds: '12' } },
      // The user is the connection's: a message naming one is not a valid message.
      { ...update(1005, 12), UserId: me + 1 },
      // PUT userPresData's bound (a week of media) holds over the hub too.
      update(1005, 86_400 * 7 + 1),
      'junk',
      undefined,
    ]) {
      expect(await hub.send(HubEvent.UpdateUserPresData, bad), JSON.stringify(bad)).toEqual({
        ok: false,
        error: 'invalid',
      });
    }
    expect((await stored(attendee, 1005, me)).ResumeMediaData).toBeNull();
  });

  it('works for entry-code guests, registered and public, as PUT does', async () => {
    for (const [code, presId] of [
      ['DEMO-1002', 1002],
      ['PUBLIC-1001', 1001],
    ] as const) {
      const guest = await entered(t.app, code, presId);
      const me = await coreId(guest, presId);
      const hub = await connect(guest, presId);
      expect(await hub.send(HubEvent.UpdateUserPresData, update(presId, 33)), code).toEqual({
        ok: true,
      });
      expect((await stored(guest, presId, me)).ResumeMediaData, code).toEqual({
        TimeStampSeconds: 33,
      });
    }
  });

  it('refuses once the session behind the connection has idled out (REST would answer 401)', async () => {
    const attendee = await signedIn(t.app, 'attendee@podium.test', 1006);
    const hub = await connect(attendee, 1006);
    t.advanceClock(SESSION_IDLE_TIMEOUT_MS + 1_000);
    try {
      expect(await hub.send(HubEvent.UpdateUserPresData, update(1006, 5))).toEqual({
        ok: false,
        error: 'forbidden',
      });
    } finally {
      t.resetClock();
    }
    const me = await coreId(attendee, 1006);
    expect((await stored(attendee, 1006, me)).ResumeMediaData).toBeNull();
  });
});

// The console's participants list shows who is connected now (SPEC §2): a participant is
// "connected" while a hub connection to their call is open, not once they ever joined; a closed
// connection shows at once, and a mark no process renews (a process that died) goes stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConsoleParticipantsResponseSchema,
  conferencePaths,
  PRESENCE_WINDOW_MS,
  UserSchema,
} from '@podium/domain';
import { CONF, enteredTo, PRES, register, signedInTo } from './helpers/conference.ts';
import { hubToken, listen, connectWithToken } from './helpers/realtime.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';

let t: TestApp;
let baseUrl: string;
let coordinator: TestClient;
let attendee: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  attendee = await signedInTo(t.app, 'attendee@podium.test');
  await register(attendee);
});

afterAll(async () => {
  await t?.close();
});

async function attendeeConnected(): Promise<boolean | undefined> {
  const response = await coordinator.get(conferencePaths.consoleParticipants(PRES, CONF));
  const list = ConsoleParticipantsResponseSchema.parse(response.json());
  return list.find((p) => p.Name === 'Avery Attendee')?.IsActive;
}

async function until(expected: boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((await attendeeConnected()) !== expected) {
    if (Date.now() > deadline) throw new Error(`presence never became ${String(expected)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('presence in the console participants list', () => {
  it('is not connected when registered without a hub connection', async () => {
    expect(await attendeeConnected()).toBe(false);
  });

  it('is connected while a connection to the call is open, and not once it closes', async () => {
    const hub = await connectWithToken(
      baseUrl,
      await hubToken(attendee, PRES, { conferenceCallId: CONF }),
    );
    await until(true);
    hub.close();
    await until(false);
  });

  it('shows every participant of many connections closed at once disconnected', async () => {
    const guests = await Promise.all([1, 2, 3, 4].map(() => enteredTo(t.app, `DEMO-${PRES}`)));
    const ids: number[] = [];
    for (const guest of guests) {
      await register(guest);
      ids.push(UserSchema.parse((await guest.loadUser(PRES)).json()).CoreId);
    }
    const active = async () => {
      const response = await coordinator.get(conferencePaths.consoleParticipants(PRES, CONF));
      const list = ConsoleParticipantsResponseSchema.parse(response.json());
      return ids.map((id) => list.find((p) => p.CoreUserId === id)?.IsActive);
    };
    const hubs = await Promise.all(
      guests.map(async (guest) =>
        connectWithToken(baseUrl, await hubToken(guest, PRES, { conferenceCallId: CONF })),
      ),
    );
    await expect.poll(active, { timeout: 5_000 }).toEqual([true, true, true, true]);
    for (const hub of hubs) hub.close();
    await expect.poll(active, { timeout: 5_000 }).toEqual([false, false, false, false]);
  });

  it('goes stale when no process renews the mark within the window', async () => {
    const hub = await connectWithToken(
      baseUrl,
      await hubToken(attendee, PRES, { conferenceCallId: CONF }),
    );
    await until(true);
    t.advanceClock(PRESENCE_WINDOW_MS + 1);
    try {
      expect(await attendeeConnected()).toBe(false);
    } finally {
      t.resetClock();
      hub.close();
    }
  });

  it('does not count a connection without the call', async () => {
    const plain = await connectWithToken(baseUrl, await hubToken(attendee, PRES));
    const call = await connectWithToken(
      baseUrl,
      await hubToken(attendee, PRES, { conferenceCallId: CONF }),
    );
    await until(true);
    call.close();
    // Still connected to the hub, but not to the call.
    await until(false);
    expect(plain.socket.connected).toBe(true);
    plain.close();
  });
});

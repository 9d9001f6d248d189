// Sessions and entry-code guests expire when idle (packages/domain security/idle-sweep.ts), on a
// fixed clock: the sweep deletes sessions idle past the timeout and guests left with nothing;
// a guest who registered for a call stays, so the same browser entering again is still them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, GUEST_GRACE_MS, SESSION_IDLE_TIMEOUT_MS, UserSchema } from '@podium/domain';
import { GUEST_COOKIE } from '../src/modules/account/guest-token.ts';
import { createSessionRepository } from '../src/modules/account/session.repository.ts';
import { runIdleSweep } from '../src/plugins/idle-sweep.ts';
import { TestClient, signedIn } from './helpers/client.ts';
import { CONF, PRES, register } from './helpers/conference.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
// Fixed: it moves only when the test moves it.
let clock = new Date();

beforeAll(async () => {
  t = await startTestApp({ attemptLimits: false, now: () => clock });
  // A PGlite start takes longer than the default hook timeout on a loaded machine.
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const sweep = () =>
  runIdleSweep(createSessionRepository(t.app.db), t.app.config.now(), SESSION_IDLE_TIMEOUT_MS);

async function enter(code: string, guestCookie?: string) {
  const client = new TestClient(t.app);
  const response = await client.post(
    apiPaths.processEntryCode(),
    { EntryCode: code },
    guestCookie ? { cookie: `${GUEST_COOKIE}=${guestCookie}` } : {},
  );
  expect(response.statusCode).toBe(200);
  const guest = response.cookies.find((c) => c.name === GUEST_COOKIE)?.value ?? null;
  return { client, guest };
}

async function coreId(client: TestClient, presId: number): Promise<number> {
  return UserSchema.parse((await client.loadUser(presId)).json()).CoreId;
}

describe('idle sweep', () => {
  it('deletes idle sessions and guests left with nothing, and keeps the rest', async () => {
    expect(await sweep()).toEqual({ sessions: 0, guests: 0 });

    const idleGuest = await enter('DEMO-1001');
    const idleGuestId = await coreId(idleGuest.client, 1001);
    const attendee = await enter('DEMO-2001');
    const attendeeId = await coreId(attendee.client, PRES);
    await register(attendee.client, PRES, CONF);
    const account = await signedIn(t.app, 'attendee@podium.test', PRES);

    // Within the timeout and the grace nothing goes.
    clock = new Date(clock.getTime() + SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect(await sweep()).toEqual({ sessions: 0, guests: 0 });
    // The account stays active: its KeepAlive counts.
    expect((await account.get(apiPaths.keepAlive())).statusCode).toBe(200);

    clock = new Date(clock.getTime() + Math.max(GUEST_GRACE_MS, 2 * 60_000));
    const fresh = await enter('DEMO-1001');
    expect(await sweep()).toEqual({ sessions: 2, guests: 1 });
    expect((await fresh.client.loadUser(1001)).statusCode).toBe(200);
    expect((await account.loadUser(PRES)).statusCode).toBe(200);
    expect((await idleGuest.client.loadUser(1001)).statusCode).toBe(401);
    expect((await attendee.client.loadUser(PRES)).statusCode).toBe(401);

    // The swept guest's browser becomes a new guest; the registered one's is still them.
    const back = await enter('DEMO-1001', idleGuest.guest ?? '');
    expect(back.guest).not.toBeNull();
    expect(await coreId(back.client, 1001)).not.toBe(idleGuestId);
    const returning = await enter('DEMO-2001', attendee.guest ?? '');
    expect(returning.guest).toBeNull();
    expect(await coreId(returning.client, PRES)).toBe(attendeeId);

    // A sweep again finds nothing new.
    expect(await sweep()).toEqual({ sessions: 0, guests: 0 });
  });
});

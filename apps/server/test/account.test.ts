// Sign-in, entry codes, the logged-in user, anti-forgery, keep-alive, session expiry and time
// conversion (SPEC §7, §8).
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorBodySchema,
  SESSION_COOKIE,
  SESSION_IDLE_TIMEOUT_MS,
  UserSchema,
} from '@podium/domain';
import { users } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, TestClient } from './helpers/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('account/signin', () => {
  it('signs in with the demo password and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('account/signin', {
      email: 'Attendee@Podium.test',
      password: 'podium',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      EmailAddress: 'attendee@podium.test',
      FullName: 'Avery Attendee',
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  // Not 401: SPEC §8 reserves 401 for an expired session, which sends the viewer to the timeout screen.
  it('answers 400 for a wrong password and for an unknown email, without a cookie', async () => {
    for (const body of [
      { email: 'attendee@podium.test', password: 'wrong' },
      { email: 'nobody@podium.test', password: 'podium' },
    ]) {
      const response = await new TestClient(t.app).post('account/signin', body);
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).message).toBe(
        'Email or password is incorrect.',
      );
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('replaces a hash made with older parameters at the next sign-in, and the password still works', async () => {
    const email = 'panelist@podium.test';
    const salt = randomBytes(16);
    const key = scryptSync('podium', salt, 32, { N: 16384, r: 8, p: 1 });
    const legacy = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await t.app.db.update(users).set({ passwordHash: legacy }).where(eq(users.email, email));
    const stored = async () =>
      (await t.app.db.select().from(users).where(eq(users.email, email)))[0]?.passwordHash;

    const wrong = await new TestClient(t.app).post('account/signin', { email, password: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(await stored()).toBe(legacy);

    const first = await new TestClient(t.app).post('account/signin', { email, password: 'podium' });
    expect(first.statusCode).toBe(200);
    expect(await stored()).toMatch(/^scrypt\$16384\$8\$5\$/);
    const again = await new TestClient(t.app).post('account/signin', { email, password: 'podium' });
    expect(again.statusCode).toBe(200);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const response = await new TestClient(t.app).post('account/signin', {
      email: 'not-an-email',
      password: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('"email"');
  });
});

describe('entrycode/processEntrycode', () => {
  it('enters 1001 as a registered attendee with DEMO-1001 (case-insensitive)', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('entrycode/processEntrycode', { EntryCode: ' demo-1001 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      PresentationId: 1001,
      IsPublicParticipant: false,
      Route: 'disclaimer',
      // A slides or documents event asks no attendee details (only calls with Q&A do).
      NeedsAttendeeDetails: false,
    });
    const user = UserSchema.parse((await client.loadUser(1001)).json());
    expect(user.IsPublicParticipant).toBe(false);
    expect(user.PresPermissions).toEqual({ PresentationRole: 1, SlideNavigation: true });
  });

  it('enters 1001 as a public participant with PUBLIC-1001 (SPEC §6)', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('entrycode/processEntrycode', {
      EntryCode: 'PUBLIC-1001',
      PresentationId: 1001,
    });
    expect(response.json()).toEqual({
      PresentationId: 1001,
      IsPublicParticipant: true,
      Route: 'disclaimer',
      // A slides or documents event asks no attendee details (only calls with Q&A do).
      NeedsAttendeeDetails: false,
    });
    expect(UserSchema.parse((await client.loadUser(1001)).json()).IsPublicParticipant).toBe(true);
  });

  it('goes straight to the viewer for 1004, which has no disclaimer', async () => {
    const response = await new TestClient(t.app).post('entrycode/processEntrycode', {
      EntryCode: 'DEMO-1004',
    });
    expect(response.json()).toEqual({
      PresentationId: 1004,
      IsPublicParticipant: false,
      Route: 'viewer',
      // A slides or documents event asks no attendee details (only calls with Q&A do).
      NeedsAttendeeDetails: false,
    });
  });

  it('answers 404 for an unknown code, for a code of another presentation, and for PUBLIC-1004', async () => {
    for (const body of [
      { EntryCode: 'NOPE-1' },
      { EntryCode: 'DEMO-1001', PresentationId: 1004 },
      { EntryCode: 'PUBLIC-1004' },
    ]) {
      const response = await new TestClient(t.app).post('entrycode/processEntrycode', body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Entry code not recognized.');
    }
  });

  it('answers 400 for a missing or empty code', async () => {
    for (const body of [{}, { EntryCode: '' }, { EntryCode: 'DEMO-1001', PresentationId: 'x' }]) {
      const response = await new TestClient(t.app).post('entrycode/processEntrycode', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/"(EntryCode|PresentationId)"/);
    }
  });
});

describe('account/GetLoggedInUserForPresentation', () => {
  it('answers 401 without a session', async () => {
    const response = await new TestClient(t.app).get(
      'account/GetLoggedInUserForPresentation?presId=1001',
    );
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 for a presentation the session has no access to', async () => {
    // 1005 is outside 1004's linked set (1004 opens 1001 and 1003, the parts of its agenda).
    const client = await entered(t.app, 'DEMO-1004', 1004);
    expect(
      (await client.get('account/GetLoggedInUserForPresentation?presId=1005')).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown presentation and 400 for a malformed presId', async () => {
    const client = await signedIn(t.app, 'admin@podium.test');
    expect(
      (await client.get('account/GetLoggedInUserForPresentation?presId=999999')).statusCode,
    ).toBe(404);
    const bad = await client.get('account/GetLoggedInUserForPresentation?presId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('"presId"');
  });

  it('returns the user with roles and an anti-forgery token (SPEC §3)', async () => {
    const client = await signedIn(t.app, 'panelist@podium.test');
    const user = UserSchema.parse(
      (await client.get('account/GetLoggedInUserForPresentation?presId=1001&showUrl=x')).json(),
    );
    expect(user).toMatchObject({
      EmailAddress: 'panelist@podium.test',
      PresPermissions: { PresentationRole: 2, SlideNavigation: true },
      IsConferencePresenter: true,
      UserSiteAdmin: false,
      IsPublicParticipant: false,
    });
    expect(user.AntiForgeryToken.length).toBeGreaterThan(30);
    const admin = UserSchema.parse(
      (await (await signedIn(t.app, 'admin@podium.test')).loadUser(1004)).json(),
    );
    expect(admin.UserSiteAdmin).toBe(true);
  });
});

describe('anti-forgery (SPEC §7)', () => {
  it('rejects a mutating call without the token with 403 and accepts it with the token', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    const token = client.token;
    client.token = null;
    const missing = await client.post('presentation/1001/disclaimer/accept');
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe('Missing or invalid anti-forgery token.');
    client.token = 'x'.repeat(43);
    expect((await client.post('presentation/1001/disclaimer/accept')).statusCode).toBe(403);
    client.token = token;
    expect((await client.post('presentation/1001/disclaimer/accept')).statusCode).toBe(204);
  });

  it("rejects another session's token", async () => {
    const a = await entered(t.app, 'DEMO-1001', 1001);
    const b = await entered(t.app, 'DEMO-1001', 1001);
    a.token = b.token;
    expect((await a.post('presentation/1001/disclaimer/accept')).statusCode).toBe(403);
  });

  it('answers 401 for a mutating call without a session', async () => {
    expect(
      (await new TestClient(t.app).post('logevent', { logId: 1, PresId: 1001, EventType: 6 }))
        .statusCode,
    ).toBe(401);
  });
});

describe('account/KeepAlive and session expiry', () => {
  it('returns the server time in the Date header and the request time zone', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    const before = Date.now();
    const response = await client.get('account/KeepAlive', { IanaTimeZone: 'Asia/Tokyo' });
    expect(response.statusCode).toBe(200);
    const date = Date.parse(String(response.headers.date));
    expect(date).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(date).toBeLessThanOrEqual(Date.now() + 1000);
    expect(response.json()).toMatchObject({ TimeZone: 'Asia/Tokyo' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('falls back to UTC for an invalid IanaTimeZone header', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    expect(
      (await client.get('account/KeepAlive', { IanaTimeZone: 'Mars/Olympus' })).json().TimeZone,
    ).toBe('UTC');
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).get('account/KeepAlive')).statusCode).toBe(401);
  });

  it('expires a session idle longer than SESSION_IDLE_TIMEOUT_MS, and KeepAlive extends it', async () => {
    const idle = await entered(t.app, 'DEMO-1001', 1001);
    const kept = await entered(t.app, 'DEMO-1001', 1001);
    try {
      t.advanceClock(SESSION_IDLE_TIMEOUT_MS - 60_000);
      expect((await kept.get('account/KeepAlive')).statusCode).toBe(200);
      t.advanceClock(120_000);
      const expired = await idle.get('account/GetLoggedInUserForPresentation?presId=1001');
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Your session has expired.');
      expect((await idle.get('account/KeepAlive')).statusCode).toBe(401);
      expect((await kept.loadUser(1001)).statusCode).toBe(200);
    } finally {
      t.resetClock();
    }
  });
});

describe('account/signout', () => {
  it('ends the session', async () => {
    const client = await signedIn(t.app, 'attendee@podium.test');
    const cookie = client.cookie;
    expect((await client.post('account/signout')).statusCode).toBe(204);
    client.cookie = cookie;
    expect((await client.loadUser(1001)).statusCode).toBe(401);
  });
});

describe('time/convertUTCToClientTimeZone', () => {
  it('formats a UTC instant in the given IANA zone (luxon formats)', async () => {
    const client = new TestClient(t.app);
    const q = new URLSearchParams({
      utcString: '2025-03-10T15:30:00Z',
      ianaTimezone: 'America/New_York',
      dateFormat: 'yyyy-MM-dd HH:mm ZZZZ',
    });
    const response = await client.get(`time/convertUTCToClientTimeZone?${q.toString()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Value: '2025-03-10 11:30 EDT' });
  });

  it('parses utcString with utcDateFormat when given', async () => {
    const q = new URLSearchParams({
      utcString: '03/10/2025 15:30',
      utcDateFormat: 'MM/dd/yyyy HH:mm',
      ianaTimezone: 'Asia/Tokyo',
      dateFormat: 'HH:mm',
    });
    expect(
      (await new TestClient(t.app).get(`time/convertUTCToClientTimeZone?${q.toString()}`)).json(),
    ).toEqual({ Value: '00:30' });
  });

  it('answers 400 naming the field for a bad zone, a bad date or a missing parameter', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ utcString: '2025-03-10T15:30:00Z', ianaTimezone: 'Nowhere/City' }, 'ianaTimezone'],
      [{ utcString: 'yesterday', ianaTimezone: 'UTC' }, 'utcString'],
      [{ ianaTimezone: 'UTC' }, 'utcString'],
    ];
    for (const [params, field] of cases) {
      const response = await new TestClient(t.app).get(
        `time/convertUTCToClientTimeZone?${new URLSearchParams(params).toString()}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`"${field}"`);
    }
  });
});

// Entry by code where the event needs registration (a conference call with Q&A): the guest gives
// a name, company and email once (users/attendee-details), questions and the coordinators'
// participants list show them, and the same browser entering again is the same guest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, conferencePaths, UserSchema } from '@podium/domain';
import { GUEST_COOKIE } from '../src/modules/account/guest-token.ts';
import { TestClient } from './helpers/client.ts';
import { CONF, paths, PRES, register, signedInTo } from './helpers/conference.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ attemptLimits: false });
});
afterAll(async () => {
  await t?.close();
});

const details = {
  PresentationId: PRES,
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Company: 'Analytical Engines',
  Email: 'Ada@Engines.test',
};

async function enter(code: string, guestCookie?: string) {
  const client = new TestClient(t.app);
  const response = await client.post(
    apiPaths.processEntryCode(),
    { EntryCode: code },
    guestCookie ? { cookie: `${GUEST_COOKIE}=${guestCookie}` } : {},
  );
  expect(response.statusCode).toBe(200);
  const guest = response.cookies.find((c) => c.name === GUEST_COOKIE)?.value ?? null;
  return { client, answer: response.json<{ NeedsAttendeeDetails?: boolean }>(), guest };
}

describe('attendee details on entry by code', () => {
  it('asks only where the event has Q&A on a call or is a meeting, and only guests', async () => {
    expect((await enter('DEMO-2001')).answer.NeedsAttendeeDetails).toBe(true);
    expect((await enter('DEMO-4001')).answer.NeedsAttendeeDetails).toBe(true);
    expect((await enter('DEMO-1001')).answer.NeedsAttendeeDetails).toBe(false);
    const account = await signedInTo(t.app, 'attendee@podium.test');
    const answer = await account.post(apiPaths.processEntryCode(), { EntryCode: 'DEMO-2001' });
    expect(answer.json().NeedsAttendeeDetails).toBe(false);
    await account.loadUser(PRES);
    const refused = await account.post(apiPaths.attendeeDetails(), details);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Signed-in accounts are named by their account.');
  });

  it('refuses each wrong field with a 400 that names it, and callers without access', async () => {
    const { client } = await enter('DEMO-2001');
    await client.loadUser(PRES);
    const blank = await client.post(apiPaths.attendeeDetails(), { ...details, FirstName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('FirstName');
    const email = await client.post(apiPaths.attendeeDetails(), { ...details, Email: 'ada@' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toContain('Email');
    const account = await client.post(apiPaths.attendeeDetails(), {
      ...details,
      Email: 'coordinator@podium.test',
    });
    expect(account.statusCode).toBe(403);
    expect(account.json().message).toBe(
      'This email address belongs to an account: sign in with it instead.',
    );
    const elsewhere = await client.post(apiPaths.attendeeDetails(), {
      ...details,
      PresentationId: 1001,
    });
    expect(elsewhere.statusCode).toBe(403);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post(apiPaths.attendeeDetails(), details)).statusCode).toBe(401);
  });

  it('names the guest in their questions and the participants list', async () => {
    const { client, guest } = await enter('DEMO-2001');
    expect(guest).not.toBeNull();
    await client.loadUser(PRES);
    expect((await client.post(apiPaths.attendeeDetails(), details)).statusCode).toBe(204);
    const user = UserSchema.parse((await client.loadUser(PRES)).json());
    expect([user.FirstName, user.LastName, user.Company, user.EmailAddress]).toEqual([
      'Ada',
      'Lovelace',
      'Analytical Engines',
      'ada@engines.test',
    ]);
    await register(client, PRES, CONF, user.EmailAddress);
    const asked = await client.post(paths.questions, {
      QuestionType: 'Text',
      Question: 'What is the lock-up period?',
      DoNotAnnounceNameAndCompany: false,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      AttendeeFirstName: 'Ada',
      AttendeeLastName: 'Lovelace',
      AttendeeCompanyName: 'Analytical Engines',
    });

    const coordinator = await signedInTo(t.app, 'coordinator@podium.test');
    const listed = (await coordinator.get(conferencePaths.consoleParticipants(PRES, CONF))).json<
      { CoreUserId: number; Name: string; Company: string; EmailAddress: string }[]
    >();
    expect(listed.find((p) => p.CoreUserId === user.CoreId)).toMatchObject({
      Name: 'Ada Lovelace',
      Company: 'Analytical Engines',
      EmailAddress: 'ada@engines.test',
    });

    // The same browser after signing out: the same guest, registered once, not asked again.
    expect((await client.post(apiPaths.signOut())).statusCode).toBe(204);
    const again = await enter('DEMO-2001', guest ?? '');
    expect(again.guest).toBeNull();
    expect(again.answer.NeedsAttendeeDetails).toBe(false);
    const same = UserSchema.parse((await again.client.loadUser(PRES)).json());
    expect(same.CoreId).toBe(user.CoreId);
    const registered = await again.client.get(`${paths.participants}?registered=true`);
    expect(registered.json()).toHaveLength(1);

    // A cookie that names no guest starts a new one.
    const stranger = await enter('DEMO-2001', 'x'.repeat(43));
    expect(stranger.guest).not.toBeNull();
    expect(stranger.answer.NeedsAttendeeDetails).toBe(true);
  });
});

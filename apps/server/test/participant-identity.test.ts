// One row per person in the console's participants list (a guest who entered twice, in two
// browsers, with the same email is one person; revoking them revokes every registration), a
// coordinator cannot revoke themself, and leaving an event (SPEC §2 leaveevent) ends the
// participation: the grant, the open participant sessions and the presence mark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, conferencePaths, UserSchema } from '@podium/domain';
import { TestClient } from './helpers/client.ts';
import { CONF, paths, PRES, register, signedInTo } from './helpers/conference.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let coordinator: TestClient;

beforeAll(async () => {
  t = await startTestApp({ attemptLimits: false });
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
});
afterAll(async () => {
  await t?.close();
});

interface Listed {
  Id: number;
  CoreUserId: number;
  Name: string;
  AccessRevoked: boolean;
  IsCaller?: boolean;
}

async function guest(email: string, lastName: string) {
  const client = new TestClient(t.app);
  await client.post(apiPaths.processEntryCode(), { EntryCode: 'DEMO-2001' });
  await client.loadUser(PRES);
  const saved = await client.post(apiPaths.attendeeDetails(), {
    PresentationId: PRES,
    FirstName: 'Test',
    LastName: lastName,
    Company: '',
    Email: email,
  });
  expect(saved.statusCode).toBe(204);
  await register(client, PRES, CONF, email);
  return client;
}

const listed = async () =>
  (await coordinator.get(conferencePaths.consoleParticipants(PRES, CONF))).json<Listed[]>();

describe('participants, one per person', () => {
  it('lists a guest who entered in two browsers once, and revokes both entries', async () => {
    const laptop = await guest('twice@example.test', 'Twice');
    const phone = await guest('TWICE@example.test', 'Twice');
    const other = await guest('once@example.test', 'Once');
    const rows = (await listed()).filter((p) => p.Name.startsWith('Test '));
    expect(rows.map((p) => p.Name)).toEqual(['Test Twice', 'Test Once']);

    const twice = rows[0]!;
    const revoked = await coordinator.post(conferencePaths.consoleRevoke(PRES, CONF, twice.Id));
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<Listed>().AccessRevoked).toBe(true);
    const question = {
      QuestionType: 'Text',
      Question: 'Still here?',
      DoNotAnnounceNameAndCompany: false,
    };
    expect((await laptop.post(paths.questions, question)).statusCode).toBe(403);
    expect((await phone.post(paths.questions, question)).statusCode).toBe(403);
    expect((await other.post(paths.questions, question)).statusCode).toBe(200);
  });

  it('refuses a coordinator revoking themself, and marks their own row', async () => {
    const id = await register(coordinator);
    const own = (await listed()).find((p) => p.Id === id);
    expect(own?.IsCaller).toBe(true);
    expect((await listed()).filter((p) => p.IsCaller === true)).toHaveLength(1);
    const refused = await coordinator.post(conferencePaths.consoleRevoke(PRES, CONF, id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You cannot revoke your own access.');
  });
});

describe('leave event', () => {
  it('ends the grant and the open participant sessions; the session stays', async () => {
    const client = await guest('leaver@example.test', 'Leaver');
    const opened = await client.post(paths.sessions, {
      ConferenceId: CONF,
      ParticipantType: 'Live',
    });
    expect(opened.statusCode).toBe(200);
    const sessionId = opened.json<{ Id: number }>().Id;

    expect((await client.post(apiPaths.leaveEvent(PRES))).statusCode).toBe(204);
    // No longer admitted to the event: the viewer asks for the code again.
    expect((await client.loadUser(PRES)).statusCode).toBe(403);
    const route = await client.get(apiPaths.route(PRES));
    expect(route.json().Route).toBe('validate');
    // Still signed in as the same guest: entering again is the same person, not asked again.
    const again = await client.post(apiPaths.processEntryCode(), { EntryCode: 'DEMO-2001' });
    expect(again.json().NeedsAttendeeDetails).toBe(false);
    const user = UserSchema.parse((await client.loadUser(PRES)).json());
    expect(user.LastName).toBe('Leaver');
    // The participant session closed: it cannot be reopened.
    const reopen = await client.put(`${paths.sessions}/${sessionId}`, {
      Id: sessionId,
      IsActive: true,
    });
    expect(reopen.statusCode).toBe(409);

    const anonymous = new TestClient(t.app);
    expect((await anonymous.post(apiPaths.leaveEvent(PRES))).statusCode).toBe(401);
    expect((await client.post('presentation/abc/leave')).statusCode).toBe(400);
  });
});

// The coordinator console's realtime topic (`conferencecall.{id}.console`): only event
// coordinators and site admins may follow it; it carries each question as it is asked, changed
// or withdrawn, a new registration, and a participant's presence when it changes: when they
// become present and when their last connection closes (not every reconnect or second tab).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConsoleUpdateMessageSchema,
  conferencePaths,
  hubTopics,
  formatTopic,
  UserSchema,
} from '@podium/domain';
import { CONF, paths, PRES, register, signedInTo } from './helpers/conference.ts';
import { connectWithToken, hubToken, listen, type HubTestSocket } from './helpers/realtime.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';

const TOPIC = formatTopic(hubTopics.consoleUpdate(CONF));

let t: TestApp;
let baseUrl: string;
let coordinator: TestClient;
let attendee: TestClient;
let attendeeId = 0;
let coordinatorId = 0;
let console_: HubTestSocket;
const sockets: HubTestSocket[] = [];

async function connect(client: TestClient): Promise<HubTestSocket> {
  const socket = await connectWithToken(
    baseUrl,
    await hubToken(client, PRES, { conferenceCallId: CONF }),
  );
  sockets.push(socket);
  return socket;
}

/**
 * The console's next message, past the presence of the console's own connection: the hub may
 * announce the coordinator before or after the subscription, as the presence write lands.
 */
async function next() {
  for (;;) {
    const message = ConsoleUpdateMessageSchema.parse((await console_.next(TOPIC)).payload);
    if (message.Type !== 'presence' || message.CoreUserId !== coordinatorId) return message;
  }
}

beforeAll(async () => {
  t = await startTestApp({ attemptLimits: false });
  baseUrl = await listen(t.app);
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  attendee = await signedInTo(t.app, 'attendee@podium.test');
  attendeeId = UserSchema.parse((await attendee.loadUser(PRES)).json()).CoreId;
  coordinatorId = UserSchema.parse((await coordinator.loadUser(PRES)).json()).CoreId;
  await register(coordinator);
  await register(attendee);
  console_ = await connect(coordinator);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

describe("the console's realtime topic", () => {
  it('is allowed to the coordinator and refused to an attendee', async () => {
    expect(await console_.subscribe(TOPIC)).toMatchObject({ ok: true });
    const attendeeHub = await connect(attendee);
    expect(await next()).toEqual({ Type: 'presence', CoreUserId: attendeeId, IsActive: true });
    expect(await attendeeHub.subscribe(TOPIC)).toEqual({ ok: false, error: 'notEntitled' });
    attendeeHub.close();
    expect(await next()).toEqual({ Type: 'presence', CoreUserId: attendeeId, IsActive: false });
  });

  it("announces a participant's first connection and last disconnection, once each", async () => {
    const first = await connect(attendee);
    expect(await next()).toEqual({ Type: 'presence', CoreUserId: attendeeId, IsActive: true });
    const second = await connect(attendee);
    first.close();
    second.close();
    // The second tab and the first one closing said nothing: the next message is the last close.
    expect(await next()).toEqual({ Type: 'presence', CoreUserId: attendeeId, IsActive: false });
  });

  it('says when someone registers, so the console reads its list again', async () => {
    const panelist = await signedInTo(t.app, 'panelist@podium.test');
    await register(panelist);
    expect(await next()).toEqual({ Type: 'participants' });
  });

  it('delivers a question as it is asked, moderated and withdrawn', async () => {
    const asked = await attendee.post(paths.questions, {
      QuestionType: 'Text',
      Question: 'Will the console hear this at once?',
      DoNotAnnounceNameAndCompany: false,
    });
    expect(asked.statusCode).toBe(200);
    const id = asked.json<{ Id: number }>().Id;
    expect(await next()).toMatchObject({
      Type: 'question',
      Question: {
        Id: id,
        CoreUserId: attendeeId,
        Question: 'Will the console hear this at once?',
        Status: 'Pristine',
      },
    });
    const moved = await coordinator.put(conferencePaths.consoleQuestion(PRES, CONF, id), {
      Status: 'Next',
    });
    expect(moved.statusCode).toBe(200);
    expect(await next()).toMatchObject({ Type: 'question', Question: { Id: id, Status: 'Next' } });
    expect(
      (await attendee.request('DELETE', conferencePaths.question(PRES, CONF, id))).statusCode,
    ).toBe(204);
    expect(await next()).toEqual({ Type: 'questionWithdrawn', QuestionId: id });
  });
});

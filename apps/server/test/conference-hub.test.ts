// Demo 2001 end to end over the real hub (socket.io-client against a listening app): the
// presenter turns slides with UpdatePresControl and every participant follows, a public
// participant never receives a private slide index (SPEC §6), an attendee sees their question's
// status change live, a revoked attendee is told and cut off, and the end of the public portion
// cuts public participants off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  conferencePaths,
  HubEvent,
  UpdateSource,
  UserSchema,
  type UpdateAck,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { connectWithToken, hubToken, listen, type HubTestSocket } from './helpers/realtime.ts';
import { CONF, enteredTo, paths, PRES, register, signedInTo } from './helpers/conference.ts';

let t: TestApp;
let baseUrl: string;
const open: HubTestSocket[] = [];
const topic = (suffix: string) => `conferencecall.${CONF}.${suffix}`;

async function join(client: TestClient, topics: readonly string[]): Promise<HubTestSocket> {
  await register(client);
  const hub = await connectWithToken(
    baseUrl,
    await hubToken(client, PRES, { conferenceCallId: CONF }),
  );
  open.push(hub);
  for (const name of topics) expect(await hub.subscribe(name)).toEqual({ ok: true, topic: name });
  // The shared slide is retained (domain RETAINED_TOPIC_KINDS): its current message follows the
  // ack. Nothing was published in this process yet, so it was read from the call (slide 0).
  if (topics.includes(topic('slide')))
    expect((await hub.next(topic('slide'))).payload).toEqual({ SlideIndex: 0 });
  return hub;
}

async function coreId(client: TestClient): Promise<number> {
  return UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
}

/** Resolves false if nothing arrives on `name` within a short quiet period. */
function receives(hub: HubTestSocket, name: string): Promise<boolean> {
  return hub.next(name, 300).then(
    () => true,
    () => false,
  );
}

let coordinator: TestClient;
let panelist: TestClient;
let attendee: TestClient;
let publicGuest: TestClient;
let presenterHub: HubTestSocket;
let attendeeHub: HubTestSocket;
let publicHub: HubTestSocket;
let panelistId = 0;
let attendeeId = 0;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  panelist = await signedInTo(t.app, 'panelist@podium.test');
  attendee = await signedInTo(t.app, 'attendee@podium.test');
  publicGuest = await enteredTo(t.app, 'PUBLIC-2001');
  panelistId = await coreId(panelist);
  attendeeId = await coreId(attendee);
  const shared = [topic('status'), topic('slide'), topic('presenter')];
  presenterHub = await join(panelist, shared);
  attendeeHub = await join(attendee, [
    ...shared,
    topic(`user.${attendeeId}.question`),
    topic(`user.${attendeeId}.access`),
  ]);
  publicHub = await join(publicGuest, [...shared, topic('access')]);
});

afterAll(async () => {
  for (const hub of open) hub.close();
  await t?.close();
});

/** A slide message's moment: an ISO date-time of the server's clock. */
const anyMoment = expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/) as unknown as string;

describe('a live call over the hub', () => {
  it('the coordinator goes live; everyone hears the status and the reset slide', async () => {
    expect((await coordinator.post(paths.transition, { Transition: 'live' })).statusCode).toBe(200);
    for (const hub of [presenterHub, attendeeHub, publicHub]) {
      expect((await hub.next(topic('status'))).payload).toMatchObject({ Status: 'LIVE' });
      expect((await hub.next(topic('slide'))).payload).toEqual({ SlideIndex: 0 });
      expect((await hub.next(topic('presenter'))).payload).toMatchObject({
        ActivePresenterCoreUserId: null,
      });
    }
  });

  it('the presenter takes control and turns slides with UpdatePresControl; everyone follows', async () => {
    const send = (update: Record<string, unknown>) =>
      presenterHub.send(HubEvent.UpdatePresControl, {
        PresId: PRES,
        ...update,
      }) as Promise<UpdateAck>;
    expect(
      await send({
        Source: UpdateSource.ActivePresenterUpdated,
        ActivePresenterCoreUserId: panelistId,
      }),
    ).toEqual({ ok: true });
    expect((await attendeeHub.next(topic('presenter'))).payload).toMatchObject({
      ActivePresenterCoreUserId: panelistId,
      ActivePresenterName: 'Priya Panelist',
    });
    expect(await send({ Source: UpdateSource.SlideUpdated, SlideIndex: 3 })).toEqual({ ok: true });
    expect((await attendeeHub.next(topic('slide'))).payload).toEqual({
      SlideIndex: 3,
      ChangedAtUtc: anyMoment,
    });
    expect((await publicHub.next(topic('slide'))).payload).toEqual({
      SlideIndex: 3,
      ChangedAtUtc: anyMoment,
    });
    const attendeeSend = await attendeeHub.send(HubEvent.UpdatePresControl, {
      PresId: PRES,
      Source: UpdateSource.SlideUpdated,
      SlideIndex: 5,
    });
    expect(attendeeSend).toEqual({ ok: false, error: 'forbidden' });
    expect(await send({ Source: UpdateSource.SlideUpdated, SlideIndex: 40 })).toEqual({
      ok: false,
      error: 'invalid',
    });
  });

  it('a public participant never receives a private slide index (SPEC §6)', async () => {
    publicHub.messages.length = 0;
    const ack = await presenterHub.send(HubEvent.UpdatePresControl, {
      PresId: PRES,
      Source: UpdateSource.SlideUpdated,
      SlideIndex: 9,
    });
    expect(ack).toEqual({ ok: true });
    expect((await attendeeHub.next(topic('slide'))).payload).toEqual({
      SlideIndex: 9,
      ChangedAtUtc: anyMoment,
    });
    // Held at the last public slide, told the presenter is on the private part (not where).
    expect((await publicHub.next(topic('slide'))).payload).toEqual({
      SlideIndex: 6,
      PrivatePortion: true,
      ChangedAtUtc: anyMoment,
    });
    expect(await receives(publicHub, topic('slide'))).toBe(false);
  });

  it("a viewer joining mid-call is on the presenter's slide at once; a public one on the last public slide", async () => {
    // The presenter is on slide 9 (private from 7, SPEC §6): retained .slide, no REST refresh.
    const late = await connectWithToken(
      baseUrl,
      await hubToken(coordinator, PRES, { conferenceCallId: CONF }),
    );
    open.push(late);
    expect(await late.subscribe(topic('slide'))).toEqual({ ok: true, topic: topic('slide') });
    expect((await late.next(topic('slide'))).payload).toMatchObject({ SlideIndex: 9 });
    const guest = await enteredTo(t.app, 'PUBLIC-2001');
    await register(guest);
    const latePublic = await connectWithToken(
      baseUrl,
      await hubToken(guest, PRES, { conferenceCallId: CONF }),
    );
    open.push(latePublic);
    expect(await latePublic.subscribe(topic('slide'))).toEqual({ ok: true, topic: topic('slide') });
    expect((await latePublic.next(topic('slide'))).payload).toMatchObject({
      SlideIndex: 6,
      PrivatePortion: true,
    });
    expect(await receives(latePublic, topic('slide'))).toBe(false);
  });

  it('the attendee sees their question go Current, then Answered', async () => {
    const asked = await attendee.post(paths.questions, {
      QuestionType: 'Text',
      Question: 'When do the first storage projects reach commercial operation?',
      DoNotAnnounceNameAndCompany: false,
    });
    const id = asked.json<{ Id: number }>().Id;
    expect((await attendeeHub.next(topic(`user.${attendeeId}.question`))).payload).toMatchObject({
      Id: id,
      Status: 'Pristine',
    });
    for (const Status of ['Current', 'Answered']) {
      await coordinator.put(conferencePaths.consoleQuestion(PRES, CONF, id), { Status });
      expect((await attendeeHub.next(topic(`user.${attendeeId}.question`))).payload).toMatchObject({
        Id: id,
        Status,
      });
    }
  });

  it('a revoked attendee hears it on their access topic and is cut off', async () => {
    const participants = (
      await coordinator.get(conferencePaths.consoleParticipants(PRES, CONF))
    ).json<{ Id: number; CoreUserId: number }[]>();
    const participant = participants.find((p) => p.CoreUserId === attendeeId);
    const disconnected = attendeeHub.disconnected();
    await coordinator.post(conferencePaths.consoleRevoke(PRES, CONF, participant?.Id ?? 0));
    expect((await attendeeHub.next(topic(`user.${attendeeId}.access`))).payload).toEqual({
      AccessRevoked: true,
    });
    await disconnected;
    // No way back in: a new hub token is refused with the SPEC §8 text.
    const again = await attendee.post(apiPaths.hubToken(PRES, { conferenceCallId: CONF }));
    expect(again.statusCode).toBe(403);
  });

  it('the end of the public portion cuts public participants off', async () => {
    const disconnected = publicHub.disconnected();
    await coordinator.post(paths.transition, { Transition: 'endPublicPortion' });
    expect((await publicHub.next(topic('access'))).payload).toMatchObject({
      PublicAccessRevoked: true,
    });
    await disconnected;
    expect(presenterHub.socket.connected).toBe(true);
  });
});

// SPEC §6 "public participants lose access when public access is revoked; revoked participants
// are disconnected": a participant the call has cut off loses the deck with the call. On demo
// 2001 the presentation payload, slide images, thumbnails and transitions, documents and the live
// audio answer 403 with the SPEC §8 access-revoked text (the conference calls' error shape) to
// a revoked participant and, once the public portion ended, to public participants; event
// coordinators, presenters and site admins are never cut off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  apiPaths,
  conferencePaths,
  ConsoleParticipantsResponseSchema,
  PresentationSchema,
  UserSchema,
} from '@podium/domain';
import { documents } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { CONF, enteredTo, paths, PRES, register, signedInTo } from './helpers/conference.ts';

const ACCESS_REVOKED =
  'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.';

let t: TestApp;
let coordinator: TestClient;
let panelist: TestClient;
let admin: TestClient;
let host: TestClient;
let attendee: TestClient;
let guest: TestClient;
let publicGuest: TestClient;
/** Entered with the public code and never registered for the call. */
let publicVisitor: TestClient;
let slideGuid = '';
let docId = 0;

/** Every deck route of demo 2001 a viewer calls, and the live audio. */
function deckRoutes(): Record<string, string> {
  return {
    presentation: `${apiPaths.presentation()}?presid=${PRES}`,
    image: apiPaths.slideImage(PRES, slideGuid),
    thumbnail: apiPaths.slideThumbnail(PRES, slideGuid),
    transitions: apiPaths.slideTransitions(PRES),
    document: apiPaths.documentStream(PRES, docId),
    liveAudio: conferencePaths.liveAudioPlaylist(PRES, CONF),
  };
}

async function statuses(client: TestClient): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const [name, path] of Object.entries(deckRoutes()))
    answers[name] = (await client.get(path)).statusCode;
  return answers;
}

const allServed = {
  presentation: 200,
  image: 200,
  thumbnail: 200,
  transitions: 200,
  document: 200,
  liveAudio: 200,
};

async function expectCutOff(client: TestClient): Promise<void> {
  for (const [name, path] of Object.entries(deckRoutes())) {
    const response = await client.get(path);
    expect({ name, status: response.statusCode }).toEqual({ name, status: 403 });
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: ACCESS_REVOKED,
    });
  }
}

async function participantIdOf(client: TestClient): Promise<number> {
  const coreId = UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
  const list = ConsoleParticipantsResponseSchema.parse(
    (await coordinator.get(conferencePaths.consoleParticipants(PRES, CONF))).json(),
  );
  const found = list.find((p) => p.CoreUserId === coreId);
  if (!found) throw new Error(`user ${coreId} is not a participant`);
  return found.Id;
}

async function revoke(by: TestClient, client: TestClient): Promise<void> {
  const response = await by.post(
    conferencePaths.consoleRevoke(PRES, CONF, await participantIdOf(client)),
  );
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  panelist = await signedInTo(t.app, 'panelist@podium.test');
  admin = await signedInTo(t.app, 'admin@podium.test');
  host = await signedInTo(t.app, 'host@podium.test');
  attendee = await signedInTo(t.app, 'attendee@podium.test');
  guest = await enteredTo(t.app, 'DEMO-2001');
  publicGuest = await enteredTo(t.app, 'PUBLIC-2001');
  publicVisitor = await enteredTo(t.app, 'PUBLIC-2001');
  for (const client of [coordinator, panelist, admin, host, attendee, guest, publicGuest])
    await register(client);

  const payload = PresentationSchema.parse(
    (await publicGuest.get(`${apiPaths.presentation()}?presid=${PRES}`)).json(),
  );
  slideGuid = payload.Slides[0]?.Guid ?? '';
  // Demo 2001 has no documents: give it a copy of a stored 1004 file.
  const [source] = await t.app.db
    .select()
    .from(documents)
    .where(and(eq(documents.presId, 1004), isNotNull(documents.storageKey)));
  if (!source) throw new Error('demo 1004 has no stored document');
  const { id: _id, ...copy } = source;
  const [inserted] = await t.app.db
    .insert(documents)
    .values({ ...copy, presId: PRES })
    .returning();
  docId = inserted?.id ?? 0;

  for (const transition of ['practice', 'live']) {
    const response = await coordinator.post(paths.transition, { Transition: transition });
    expect(response.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('before anyone is cut off', () => {
  it('serves the deck, the documents and the live audio to every participant', async () => {
    for (const client of [attendee, guest, publicGuest, host, panelist, coordinator, admin])
      expect(await statuses(client)).toEqual(allServed);
  });
});

describe('SPEC §6 a revoked participant', () => {
  it('is refused the presentation, slide images, thumbnails, transitions, documents and live audio', async () => {
    await revoke(coordinator, attendee);
    await expectCutOff(attendee);
  });

  it('does not cut off anyone else', async () => {
    for (const client of [guest, publicGuest, coordinator])
      expect(await statuses(client)).toEqual(allServed);
  });

  it('never cuts off a conference presenter, an event coordinator or a site admin', async () => {
    // Off the presenter list, so their role alone is what keeps them on the deck.
    for (const client of [panelist, admin]) {
      const coreId = UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
      const removed = await coordinator.request(
        'DELETE',
        conferencePaths.consolePresenter(PRES, CONF, coreId),
      );
      expect(removed.statusCode).toBe(200);
    }
    await revoke(coordinator, panelist);
    await revoke(coordinator, admin);
    await revoke(admin, coordinator);
    for (const client of [panelist, admin, coordinator]) {
      // The deck is theirs to run (the call's own participant calls, the live audio among them,
      // follow the registration: conference-access.ts).
      const { liveAudio: _callOwn, ...deck } = await statuses(client);
      const { liveAudio: _served, ...deckServed } = allServed;
      expect(deck).toEqual(deckServed);
      expect(
        (await client.get(`${apiPaths.presentation()}?presid=${PRES}`)).json().Slides,
      ).toHaveLength(12);
    }
  });

  it('keeps a revoked user on the presenter list on the deck', async () => {
    await revoke(admin, host);
    expect((await host.get(`${apiPaths.presentation()}?presid=${PRES}`)).statusCode).toBe(403);
    const coreId = UserSchema.parse((await host.loadUser(PRES)).json()).CoreId;
    const added = await admin.post(conferencePaths.consolePresenters(PRES, CONF), {
      CoreUserId: coreId,
    });
    expect(added.statusCode).toBe(200);
    expect((await host.get(`${apiPaths.presentation()}?presid=${PRES}`)).statusCode).toBe(200);
    expect((await host.get(apiPaths.slideImage(PRES, slideGuid))).statusCode).toBe(200);
  });
});

describe('SPEC §4/§6 the end of the public portion', () => {
  it('cuts off public participants, registered for the call or not', async () => {
    expect((await publicVisitor.get(`${apiPaths.presentation()}?presid=${PRES}`)).statusCode).toBe(
      200,
    );
    const ended = await admin.post(paths.transition, { Transition: 'endPublicPortion' });
    expect(ended.statusCode).toBe(200);
    await expectCutOff(publicGuest);
    const visitor = await publicVisitor.get(`${apiPaths.presentation()}?presid=${PRES}`);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().message).toBe(ACCESS_REVOKED);
    expect((await publicVisitor.get(apiPaths.slideThumbnail(PRES, slideGuid))).statusCode).toBe(
      403,
    );
  });

  it('leaves registered participants and those who run the call on the deck', async () => {
    expect(await statuses(guest)).toEqual(allServed);
    const served = await coordinator.get(`${apiPaths.presentation()}?presid=${PRES}`);
    expect(served.statusCode).toBe(200);
    expect(PresentationSchema.parse(served.json()).Slides).toHaveLength(12);
  });

  it('leaves presentations without a call alone', async () => {
    const slidesOnly = await enteredTo(t.app, 'PUBLIC-1001', 1001);
    expect((await slidesOnly.get(`${apiPaths.presentation()}?presid=1001`)).statusCode).toBe(200);
  });
});

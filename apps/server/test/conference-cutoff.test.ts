// SPEC §6 "public participants lose access when public access is revoked; revoked participants
// are disconnected": a participant the call has cut off loses the deck with the call. On demo
// 2001 the presentation payload, slide images, thumbnails and transitions, documents, media
// (chapters, speaker and slide media, media files) and the live audio answer 403 with the SPEC §8
// access-revoked text (the conference calls' error shape) and the reason (ErrorBody.reason) to a
// revoked participant and, once the public portion ended, to public participants; event
// coordinators, conference presenters, site admins and listed presenters are never cut off, on
// the deck and on the call's own calls alike (the domain's callCutOff). The call's status, its
// presenter control and questions, and prescontrol/{presId} (IsAccessRevoked, the notification)
// answer by the same rule.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  apiPaths,
  conferencePaths,
  ConsoleParticipantsResponseSchema,
  ErrorBodySchema,
  PresentationControlsSchema,
  PresentationSchema,
  UserSchema,
  type CutOffReason,
} from '@podium/domain';
import {
  documents,
  mediaChapters,
  mediaContainers,
  mediaRenditions,
} from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from './helpers/client.ts';
import {
  CONF,
  enteredTo,
  participantIdOf,
  paths,
  PRES,
  register,
  signedInTo,
} from './helpers/conference.ts';

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
/** A media container given to demo 2001 (a copy of demo 1002's video), and one of its files. */
let containerGuid = '';
let mediaFileName = '';

/** A media file is asked for by range, as players do: the first bytes are enough. */
const FIRST_BYTES = { range: 'bytes=0-15' };

/** Every deck route of demo 2001 a viewer calls, its media, and the live audio. */
function deckRoutes(): Record<string, string> {
  return {
    presentation: `${apiPaths.presentation()}?presid=${PRES}`,
    image: apiPaths.slideImage(PRES, slideGuid),
    thumbnail: apiPaths.slideThumbnail(PRES, slideGuid),
    transitions: apiPaths.slideTransitions(PRES),
    document: apiPaths.documentStream(PRES, docId),
    chapters: apiPaths.chapters(containerGuid),
    speakerMedia: apiPaths.speakerMedia(containerGuid),
    slideMedia: apiPaths.slideMedia(containerGuid),
    mediaFile: apiPaths.mediaFile(PRES, mediaFileName),
    liveAudio: conferencePaths.liveAudioPlaylist(PRES, CONF),
  };
}

async function statuses(client: TestClient): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const [name, path] of Object.entries(deckRoutes()))
    answers[name] = (await client.get(path, FIRST_BYTES)).statusCode;
  return answers;
}

const allServed = {
  presentation: 200,
  image: 200,
  thumbnail: 200,
  transitions: 200,
  document: 200,
  chapters: 200,
  speakerMedia: 200,
  slideMedia: 200,
  mediaFile: 206,
  liveAudio: 200,
};

/** The cut-off answer: 403, the SPEC §8 text verbatim, and why (ErrorBody.reason). */
function expectRefused(name: string, response: LightMyRequestResponse, reason: CutOffReason) {
  expect({ name, status: response.statusCode }).toEqual({ name, status: 403 });
  expect(ErrorBodySchema.parse(response.json())).toEqual({
    statusCode: 403,
    error: 'Forbidden',
    message: ACCESS_REVOKED,
    reason,
  });
}

async function expectCutOff(
  client: TestClient,
  reason: CutOffReason,
  routes: Record<string, string> = deckRoutes(),
): Promise<void> {
  for (const [name, path] of Object.entries(routes))
    expectRefused(name, await client.get(path, FIRST_BYTES), reason);
}

/** Demo 2001 has no media: give it a copy of demo 1002's video container, file and chapters. */
async function copyMediaTo2001(): Promise<void> {
  const { db, storage } = t.app;
  const [source] = await db
    .select()
    .from(mediaContainers)
    .where(and(eq(mediaContainers.presId, 1002), eq(mediaContainers.kind, 'video')));
  if (!source) throw new Error('demo 1002 has no video');
  containerGuid = randomUUID();
  await db.insert(mediaContainers).values({ ...source, guid: containerGuid, presId: PRES });
  const [rendition] = await db
    .select()
    .from(mediaRenditions)
    .where(eq(mediaRenditions.containerGuid, source.guid));
  if (!rendition) throw new Error('demo 1002 video has no file');
  const { id: _rendition, ...file } = rendition;
  mediaFileName = file.fileName;
  await db.insert(mediaRenditions).values({ ...file, containerGuid, presId: PRES });
  await storage.putFile(
    'media',
    `${PRES}/${mediaFileName}`,
    join(t.dataDir, 'media', '1002', mediaFileName),
  );
  const chapters = await db
    .select()
    .from(mediaChapters)
    .where(eq(mediaChapters.containerGuid, source.guid));
  if (chapters.length === 0) throw new Error('demo 1002 video has no chapters');
  await db
    .insert(mediaChapters)
    .values(chapters.map(({ id: _id, ...chapter }) => ({ ...chapter, containerGuid })));
}

/** The call's own calls beside the deck: its status, presenter control and the caller's questions. */
const callRoutes = {
  status: paths.status,
  presControl: paths.presControl,
  questions: paths.questions,
};
const callServed = { status: 200, presControl: 200, questions: 200 };

async function callStatuses(client: TestClient): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const [name, path] of Object.entries(callRoutes))
    answers[name] = (await client.get(path)).statusCode;
  return answers;
}

/** SPEC §7 uegtoken for the call: the hub's way in, refused to a cut-off participant. */
const hubTokenPath = apiPaths.hubToken(PRES, { conferenceCallId: CONF });

/** SPEC §3 presentation controls IsAccessRevoked (GET prescontrol/{presId}). */
async function isAccessRevoked(client: TestClient): Promise<boolean> {
  const response = await client.get(`prescontrol/${PRES}`);
  expect(response.statusCode).toBe(200);
  return PresentationControlsSchema.parse(response.json()).IsAccessRevoked;
}

async function revoke(by: TestClient, client: TestClient): Promise<void> {
  const response = await by.post(
    conferencePaths.consoleRevoke(PRES, CONF, await participantIdOf(coordinator, client)),
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
  await copyMediaTo2001();

  for (const transition of ['practice', 'live']) {
    const response = await coordinator.post(paths.transition, { Transition: transition });
    expect(response.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('before anyone is cut off', () => {
  it('serves the deck, the documents, the media and the live audio to every participant', async () => {
    for (const client of [attendee, guest, publicGuest, host, panelist, coordinator, admin])
      expect(await statuses(client)).toEqual(allServed);
  });
});

describe('SPEC §6 a revoked participant', () => {
  it('is refused the presentation, slides, transitions, documents, media and live audio', async () => {
    await revoke(coordinator, attendee);
    await expectCutOff(attendee, 'accessRevoked');
  });

  it("is refused the call's own participant calls with the same answer", async () => {
    expectRefused('liveStream', await attendee.get(paths.liveStream), 'accessRevoked');
  });

  it("is refused the call's status, presenter control, questions and hub; prescontrol says revoked", async () => {
    await expectCutOff(attendee, 'accessRevoked', callRoutes);
    expect((await attendee.post(hubTokenPath)).statusCode).toBe(403);
    expect(await isAccessRevoked(attendee)).toBe(true);
    expect(await isAccessRevoked(guest)).toBe(false);
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
      // The deck and the call's own participant calls (live audio, live stream) alike.
      expect(await statuses(client)).toEqual(allServed);
      expect((await client.get(paths.liveStream)).statusCode).toBe(200);
      expect(
        (await client.get(`${apiPaths.presentation()}?presid=${PRES}`)).json().Slides,
      ).toHaveLength(12);
    }
  });

  it("serves them the call's status, presenter control and questions with their registration revoked", async () => {
    const revoked = ConsoleParticipantsResponseSchema.parse(
      (await admin.get(conferencePaths.consoleParticipants(PRES, CONF))).json(),
    ).filter((p) => p.AccessRevoked);
    // The registrations stay revoked (the console says so); their holders run the call.
    expect(revoked.length).toBeGreaterThanOrEqual(4);
    for (const client of [panelist, admin, coordinator]) {
      expect(await callStatuses(client)).toEqual(callServed);
      // The hub lets them in too (its participation answers by the same rule).
      expect((await client.post(hubTokenPath)).statusCode).toBe(200);
      expect(await isAccessRevoked(client)).toBe(false);
    }
    // prescontrol's notification (SPEC §7) is the revoked coordinator's to send still.
    const sent = await coordinator.post(`prescontrol/${PRES}/notification`, {
      NotificationMessage: 'We start in five minutes.',
    });
    expect(sent.statusCode).toBe(204);
    expect(
      (await coordinator.request('DELETE', `prescontrol/${PRES}/notification`)).statusCode,
    ).toBe(204);
  });

  it('keeps a revoked user on the presenter list on the deck and on the call', async () => {
    await revoke(admin, host);
    await expectCutOff(host, 'accessRevoked');
    await expectCutOff(host, 'accessRevoked', callRoutes);
    expect(await isAccessRevoked(host)).toBe(true);
    const coreId = UserSchema.parse((await host.loadUser(PRES)).json()).CoreId;
    const added = await admin.post(conferencePaths.consolePresenters(PRES, CONF), {
      CoreUserId: coreId,
    });
    expect(added.statusCode).toBe(200);
    expect(await statuses(host)).toEqual(allServed);
    expect((await host.get(paths.liveStream)).statusCode).toBe(200);
    expect(await callStatuses(host)).toEqual(callServed);
    expect(await isAccessRevoked(host)).toBe(false);
  });
});

describe('SPEC §4/§6 the end of the public portion', () => {
  it('cuts off public participants, registered for the call or not', async () => {
    expect((await publicVisitor.get(`${apiPaths.presentation()}?presid=${PRES}`)).statusCode).toBe(
      200,
    );
    const ended = await admin.post(paths.transition, { Transition: 'endPublicPortion' });
    expect(ended.statusCode).toBe(200);
    await expectCutOff(publicGuest, 'publicEnded');
    // Never registered, so the call's own calls ask them to register; the deck is gone.
    const { liveAudio: _register, ...deck } = deckRoutes();
    await expectCutOff(publicVisitor, 'publicEnded', deck);
  });

  it("refuses public participants the call's status, presenter control and questions", async () => {
    await expectCutOff(publicGuest, 'publicEnded', callRoutes);
    expect(await isAccessRevoked(publicGuest)).toBe(true);
    // Never registered: status and presenter control by the public end; questions ask them to
    // register first (the call's participant calls, conference-access.ts requireParticipant).
    const { questions: _register, ...publicFacts } = callRoutes;
    await expectCutOff(publicVisitor, 'publicEnded', publicFacts);
    expect((await publicVisitor.get(paths.questions)).statusCode).toBe(403);
    expect(await isAccessRevoked(publicVisitor)).toBe(true);
  });

  it('leaves registered participants and those who run the call on the deck', async () => {
    expect(await statuses(guest)).toEqual(allServed);
    expect(await callStatuses(guest)).toEqual(callServed);
    expect(await isAccessRevoked(guest)).toBe(false);
    const served = await coordinator.get(`${apiPaths.presentation()}?presid=${PRES}`);
    expect(served.statusCode).toBe(200);
    expect(PresentationSchema.parse(served.json()).Slides).toHaveLength(12);
  });

  it('leaves presentations without a call alone', async () => {
    const slidesOnly = await enteredTo(t.app, 'PUBLIC-1001', 1001);
    expect((await slidesOnly.get(`${apiPaths.presentation()}?presid=1001`)).statusCode).toBe(200);
  });
});

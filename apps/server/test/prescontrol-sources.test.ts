// Every SPEC §7 UpdatePresControl update source on demo 2001, a conference call with slides,
// through both ways in: REST POST prescontrol/{presId} and the hub's UpdatePresControl
// (socket.io-client against a listening app). SPEC §6 decides who may send each source
// (mayPublishUpdate); an allowed update is checked where participants see it (GET status,
// GET prescontrol, and the topic messages another participant receives), a refused one by
// nothing being published. Broadcast started, video focus and meeting launch belong to live
// video and small group meetings: on a conference call an allowed sender gets a 409 with a
// message (the hub answers 'invalid') and nothing changes (presentation-controls.service apply).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CallStatusResponseSchema,
  HubEvent,
  PresentationControlsSchema,
  StreamingState,
  UpdateSource,
  UserSchema,
  type UpdatePresControlMessage,
} from '@podium/domain';
import { conferenceCalls } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { connectWithToken, hubToken, listen, type HubTestSocket } from './helpers/realtime.ts';
import {
  arrivalsHeard,
  CONF,
  enteredTo,
  paths,
  PRES,
  recordHub,
  register,
  signedInTo,
} from './helpers/conference.ts';

let t: TestApp;
let baseUrl: string;
let recorder: ReturnType<typeof recordHub>;
const open: HubTestSocket[] = [];
const topic = (suffix: string) => `conferencecall.${CONF}.${suffix}`;
const controlsPath = `prescontrol/${PRES}`;

/** A signed-in participant of the call with a hub connection of their own. */
interface Actor {
  readonly client: TestClient;
  readonly hub: HubTestSocket;
  readonly coreUserId: number;
}

const actors = {} as { coordinator: Actor; panelist: Actor; attendee: Actor; host: Actor };
/** Another participant, who only listens: what they hear is what everyone hears. */
let observer: HubTestSocket;

async function connect(client: TestClient): Promise<HubTestSocket> {
  await register(client);
  const hub = await connectWithToken(
    baseUrl,
    await hubToken(client, PRES, { conferenceCallId: CONF }),
  );
  open.push(hub);
  return hub;
}

async function actor(email: string): Promise<Actor> {
  const client = await signedInTo(t.app, email);
  const coreUserId = UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
  return { client, hub: await connect(client), coreUserId };
}

/** How one way in answers, and what an applied, refused or not applicable update looks like. */
interface Transport {
  readonly name: string;
  send(who: Actor, update: UpdatePresControlMessage): Promise<unknown>;
  readonly applied: unknown;
  readonly refused: unknown;
  notApplicable(message: RegExp): unknown;
}

const transports: readonly Transport[] = [
  {
    name: 'REST POST prescontrol/{presId}',
    async send(who, update) {
      const response = await who.client.post(controlsPath, update);
      return response.statusCode === 200
        ? { status: 200 }
        : { status: response.statusCode, message: response.json<{ message: string }>().message };
    },
    applied: { status: 200 },
    refused: { status: 403, message: expect.stringMatching(/^You may not send update source/) },
    notApplicable: (message) => ({ status: 409, message: expect.stringMatching(message) }),
  },
  {
    name: 'hub UpdatePresControl',
    send: (who, update) => who.hub.send(HubEvent.UpdatePresControl, update),
    applied: { ok: true },
    refused: { ok: false, error: 'forbidden' },
    // The ack has no room for a message: the hub folds every non-403 refusal into 'invalid'.
    notApplicable: () => ({ ok: false, error: 'invalid' }),
  },
];

/** The next message on the observer's `suffix` topic whose payload has these fields. */
async function heard(suffix: string, fields: Record<string, unknown>): Promise<unknown> {
  for (;;) {
    const { payload } = await observer.next(topic(suffix));
    const record = payload as Record<string, unknown>;
    if (Object.entries(fields).every(([key, value]) => Object.is(record[key], value)))
      return payload;
  }
}

async function callStatus() {
  const response = await actors.attendee.client.get(paths.status);
  expect(response.statusCode).toBe(200);
  return CallStatusResponseSchema.parse(response.json());
}

async function presentationControls() {
  const response = await actors.attendee.client.get(controlsPath);
  expect(response.statusCode).toBe(200);
  return PresentationControlsSchema.parse(response.json());
}

/**
 * Puts the call back before it started. An ended call stays ended (SPEC §4), and each way in
 * ends it twice (call ended, force end), so the test rewinds the row itself between the runs.
 */
async function rewindCall(): Promise<void> {
  await t.app.db
    .update(conferenceCalls)
    .set({
      status: null,
      streamingState: StreamingState.NotStarted,
      liveStartedAt: null,
      publicCallEndTimeUtc: null,
      slideIndex: 0,
      activePresenterId: null,
    })
    .where(eq(conferenceCalls.id, CONF));
}

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  recorder = recordHub(t.app);
  actors.coordinator = await actor('coordinator@podium.test');
  actors.panelist = await actor('panelist@podium.test');
  actors.attendee = await actor('attendee@podium.test');
  actors.host = await actor('host@podium.test');
  const guest = await enteredTo(t.app, 'DEMO-2001');
  observer = await connect(guest);
  for (const name of ['status', 'slide', 'presenter'].map(topic))
    expect(await observer.subscribe(name)).toEqual({ ok: true, topic: name });
  await arrivalsHeard(recorder, [...Object.values(actors).map((a) => a.client), guest]);
});

afterAll(async () => {
  for (const hub of open) hub.close();
  await t?.close();
});

describe.each(transports)('$name (SPEC §7 update sources, §6 who may send them)', (transport) => {
  const update = (message: Record<string, unknown>) =>
    ({ PresId: PRES, ...message }) as UpdatePresControlMessage;
  const send = (who: Actor, message: Record<string, unknown>) =>
    transport.send(who, update(message));

  /** Each refused sender is answered as refused, and nothing reaches the participants. */
  async function expectRefused(senders: readonly Actor[], message: Record<string, unknown>) {
    recorder.clear();
    for (const who of senders) expect(await send(who, message)).toEqual(transport.refused);
    expect(recorder.published).toEqual([]);
  }

  beforeAll(async () => {
    await rewindCall();
    recorder.clear();
  });

  it('call started (1): coordinators only here; the call goes LIVE for everyone', async () => {
    const started = { Source: UpdateSource.CallStarted };
    // host@podium.test hosts the meeting 4001; on this conference call it is nobody special.
    await expectRefused([actors.attendee, actors.panelist, actors.host], started);
    expect((await callStatus()).Status).toBeNull();

    expect(await send(actors.coordinator, started)).toEqual(transport.applied);
    expect(await callStatus()).toMatchObject({ Status: 'LIVE', StreamingState: 'Streaming' });
    await heard('status', { Status: 'LIVE', StreamingState: 'Streaming' });
    // SPEC §4 on LIVE: the slide and the active presenter start over.
    await heard('slide', { SlideIndex: 0 });
    await heard('presenter', { ActivePresenterCoreUserId: null });
    // A call is started once.
    expect(await send(actors.coordinator, started)).toEqual(
      transport.notApplicable(/^The call cannot go live now: it is LIVE\.$/),
    );
  });

  it('active presenter updated (4): a coordinator names a listed presenter; attendees may not', async () => {
    const naming = {
      Source: UpdateSource.ActivePresenterUpdated,
      ActivePresenterCoreUserId: actors.panelist.coreUserId,
    };
    await expectRefused([actors.attendee], naming);
    expect(await send(actors.coordinator, naming)).toEqual(transport.applied);
    await heard('presenter', {
      ActivePresenterCoreUserId: actors.panelist.coreUserId,
      ActivePresenterName: 'Priya Panelist',
    });
    expect((await presentationControls()).ActivePresenter).toMatchObject({
      CoreUserId: actors.panelist.coreUserId,
      Name: 'Priya Panelist',
    });
  });

  it('slide updated (3): only the active presenter drives the shared slide', async () => {
    const slide = { Source: UpdateSource.SlideUpdated, SlideIndex: 4 };
    // A coordinator assigns control but does not hold it.
    await expectRefused([actors.attendee, actors.coordinator], slide);
    expect(await send(actors.panelist, slide)).toEqual(transport.applied);
    await heard('slide', { SlideIndex: 4 });
    expect((await presentationControls()).Slides.CurrentSlideIndex).toBe(4);
  });

  it('video focus updated (5) and broadcast started (6) are live video: 409 for those allowed, nothing changes', async () => {
    const focus = { Source: UpdateSource.VideoFocusUpdated, FocusedView: 50 };
    const broadcast = { Source: UpdateSource.BroadcastStarted, HasBroadcastStarted: true };
    await expectRefused([actors.attendee], focus);
    await expectRefused([actors.attendee, actors.panelist], broadcast);

    recorder.clear();
    const liveVideoOnly = transport.notApplicable(
      /^Update source (5|6) applies to live video or small group meetings/,
    );
    expect(await send(actors.coordinator, focus)).toEqual(liveVideoOnly);
    expect(await send(actors.panelist, focus)).toEqual(liveVideoOnly);
    expect(await send(actors.coordinator, broadcast)).toEqual(liveVideoOnly);
    expect(recorder.published).toEqual([]);
    await expectRefused([actors.host], broadcast);
    expect(await presentationControls()).toMatchObject({
      LiveVideoStatus: null,
      Slides: { CurrentSlideIndex: 4 },
    });
    expect((await callStatus()).Status).toBe('LIVE');
  });

  it('meeting launch in progress (16): SGM hosts only, and a conference call has none', async () => {
    const launching = {
      Source: UpdateSource.MeetingLaunchInProgress,
      IsMeetingLaunchInProgress: true,
    };
    // The host of another event's meeting is no host here (roles are per event).
    await expectRefused([actors.attendee, actors.coordinator, actors.host], launching);
  });

  it('call ended (2): coordinators only here; the call ends with its replay published', async () => {
    const ended = { Source: UpdateSource.CallEnded };
    await expectRefused([actors.attendee, actors.panelist, actors.host], ended);
    expect((await callStatus()).Status).toBe('LIVE');

    expect(await send(actors.coordinator, ended)).toEqual(transport.applied);
    expect(await callStatus()).toMatchObject({ Status: 'Published', StreamingState: 'Published' });
    await heard('status', { Status: 'Published', StreamingState: 'Published' });
    expect(await send(actors.coordinator, ended)).toEqual(
      transport.notApplicable(/^The call cannot end now: it is Published\.$/),
    );
  });

  it('force end (10): coordinators only here; it ends a live call like call ended', async () => {
    await rewindCall();
    expect(await send(actors.coordinator, { Source: UpdateSource.CallStarted })).toEqual(
      transport.applied,
    );
    await heard('status', { Status: 'LIVE' });

    const forceEnd = { Source: UpdateSource.ForceEnd };
    await expectRefused([actors.attendee, actors.panelist, actors.host], forceEnd);
    expect((await callStatus()).Status).toBe('LIVE');

    expect(await send(actors.coordinator, forceEnd)).toEqual(transport.applied);
    expect(await callStatus()).toMatchObject({ Status: 'Published', StreamingState: 'Published' });
    await heard('status', { Status: 'Published', StreamingState: 'Published' });
    expect(await send(actors.coordinator, forceEnd)).toEqual(
      transport.notApplicable(/^The call cannot end now: it is Published\.$/),
    );
  });
});

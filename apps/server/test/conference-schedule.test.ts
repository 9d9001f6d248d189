// The console's schedule controls on demo 2001/2002 (API tests against a real database, like
// apps/server/test/): SPEC §4 "A call update with IsDeleted cancels the call; a changed start
// time reopens the pre-event modal and recomputes timers". The coordinator cancels a call or
// moves its start; GET status shows it, conferencecall.{id}.update carries it to every
// participant over the real hub (public ones included), and a cancelled call refuses every
// further move. SPEC §6: event coordinators and site admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CallStatusResponseSchema,
  conferencePaths,
  ConsoleStateSchema,
  START_TIME_MAX_AHEAD_MS,
  START_TIME_PAST_MARGIN_MS,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import {
  CALL_ONLY_CONF,
  arrivalsHeard,
  CALL_ONLY_PRES,
  CONF,
  enteredTo,
  paths,
  PRES,
  recordHub,
  register,
  signedInTo,
} from './helpers/conference.ts';
import { connectWithToken, hubToken, listen, type HubTestSocket } from './helpers/realtime.ts';

let t: TestApp;
let hub: ReturnType<typeof recordHub>;
let coordinator: TestClient;
let admin: TestClient;
let attendee: TestClient;
let panelist: TestClient;
let publicGuest: TestClient;
let attendeeHub: HubTestSocket;
let publicHub: HubTestSocket;

const cancelPath = conferencePaths.consoleCancel(PRES, CONF);
const startPath = conferencePaths.consoleStartTime(PRES, CONF);
const updateTopic = `conferencecall.${CONF}.update`;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function callStatus(client: TestClient, presId = PRES, confId = CONF) {
  const response = await client.get(conferencePaths.status(presId, confId));
  expect(response.statusCode).toBe(200);
  return CallStatusResponseSchema.parse(response.json());
}

/** A participant's hub connection following the call's update topic, as the viewer does. */
async function follow(client: TestClient, baseUrl: string): Promise<HubTestSocket> {
  await register(client);
  const socket = await connectWithToken(
    baseUrl,
    await hubToken(client, PRES, { conferenceCallId: CONF }),
  );
  expect(await socket.subscribe(updateTopic)).toEqual({ ok: true, topic: updateTopic });
  return socket;
}

beforeAll(async () => {
  t = await startTestApp();
  const baseUrl = await listen(t.app);
  hub = recordHub(t.app);
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  admin = await signedInTo(t.app, 'admin@podium.test');
  attendee = await signedInTo(t.app, 'attendee@podium.test');
  panelist = await signedInTo(t.app, 'panelist@podium.test');
  publicGuest = await enteredTo(t.app, 'PUBLIC-2001');
  attendeeHub = await follow(attendee, baseUrl);
  publicHub = await follow(publicGuest, baseUrl);
  await arrivalsHeard(hub, [attendee, publicGuest]);
});

afterAll(async () => {
  attendeeHub?.close();
  publicHub?.close();
  await t?.close();
});

describe('who may cancel or reschedule (SPEC §6)', () => {
  it('refuses attendees, presenters and public participants (403), and publishes nothing', async () => {
    const before = await callStatus(attendee);
    for (const client of [attendee, panelist, publicGuest]) {
      const cancel = await client.post(cancelPath);
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json().message).toBe(
        'Only event coordinators and site admins may run this call.',
      );
      const move = await client.put(startPath, { StartTimeUtc: inMinutes(90) });
      expect(move.statusCode).toBe(403);
    }
    expect(hub.on(updateTopic)).toEqual([]);
    expect(await callStatus(attendee)).toEqual(before);
  });

  it('needs the anti-forgery token (403)', async () => {
    const token = coordinator.token;
    coordinator.token = null;
    try {
      for (const response of [
        await coordinator.post(cancelPath),
        await coordinator.put(startPath, { StartTimeUtc: inMinutes(90) }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Missing or invalid anti-forgery token.');
      }
    } finally {
      coordinator.token = token;
    }
    expect((await callStatus(coordinator)).IsDeleted).toBe(false);
  });

  it('answers 404 for an unknown call or one of another presentation', async () => {
    for (const path of [
      conferencePaths.consoleCancel(PRES, 999_999),
      conferencePaths.consoleCancel(PRES, CALL_ONLY_CONF),
    ]) {
      const response = await coordinator.post(path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^Conference call \d+ not found in presentation/);
    }
    const move = await coordinator.put(conferencePaths.consoleStartTime(PRES, 999_999), {
      StartTimeUtc: inMinutes(90),
    });
    expect(move.statusCode).toBe(404);
    expect((await coordinator.post(`${cancelPath.replace(`/${CONF}/`, '/x/')}`)).statusCode).toBe(
      400,
    );
  });
});

describe('changing the start time (SPEC §4)', () => {
  it.each([
    ['no body', undefined, 'Invalid body'],
    ['a missing field', {}, 'Invalid body field "StartTimeUtc"'],
    ['an offset instead of UTC', { StartTimeUtc: '2030-01-31T15:00:00+01:00' }, 'ISO 8601 UTC'],
    ['a date that does not exist', { StartTimeUtc: '2030-02-30T15:00:00Z' }, 'ISO 8601 UTC'],
    ['a local time without a zone', { StartTimeUtc: '2030-01-31T15:00' }, 'ISO 8601 UTC'],
    ['a number', { StartTimeUtc: 1_900_000_000_000 }, 'Invalid body field "StartTimeUtc"'],
    ['an unknown field', { StartTimeUtc: inMinutes(90), IsDeleted: true }, 'Invalid body'],
  ])('refuses %s (400)', async (_name, body, message) => {
    const response =
      body === undefined
        ? await coordinator.request('PUT', startPath)
        : await coordinator.put(startPath, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a start further back than the margin, or more than a year ahead (400)', async () => {
    const past = await coordinator.put(startPath, {
      StartTimeUtc: new Date(Date.now() - START_TIME_PAST_MARGIN_MS - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(
      'Invalid body field "StartTimeUtc": the start time is more than 5 minutes in the past.',
    );
    const far = await coordinator.put(startPath, {
      StartTimeUtc: new Date(Date.now() + START_TIME_MAX_AHEAD_MS + 60_000).toISOString(),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(
      'Invalid body field "StartTimeUtc": the start time is more than 366 days ahead.',
    );
    expect(hub.on(updateTopic)).toEqual([]);
  });

  it('stores the new start, shows it in GET status and tells every participant on the update topic', async () => {
    const start = new Date(Date.now() + 90 * 60_000);
    start.setUTCSeconds(0, 0);
    const response = await coordinator.put(startPath, { StartTimeUtc: start.toISOString() });
    expect(response.statusCode).toBe(200);
    const state = ConsoleStateSchema.parse(response.json());
    expect(state.Status.StartTimeUtc).toBe(start.toISOString());
    expect(state).toMatchObject({ MayCancel: true, MayChangeStartTime: true });

    expect(await callStatus(attendee)).toMatchObject({
      Status: null,
      StartTimeUtc: start.toISOString(),
      IsDeleted: false,
    });
    expect(hub.on(updateTopic).map((p) => p.payload)).toEqual([
      { StartTimeUtc: start.toISOString() },
    ]);
    for (const socket of [attendeeHub, publicHub]) {
      const message = await socket.next(updateTopic);
      expect(message.payload).toEqual({ StartTimeUtc: start.toISOString() });
    }
  });

  it('a site admin may move it too; the same instant again changes and publishes nothing', async () => {
    hub.clear();
    const start = inMinutes(120);
    expect((await admin.put(startPath, { StartTimeUtc: start })).statusCode).toBe(200);
    expect(hub.on(updateTopic)).toHaveLength(1);
    const again = await coordinator.put(startPath, { StartTimeUtc: start });
    expect(again.statusCode).toBe(200);
    expect(ConsoleStateSchema.parse(again.json()).Status.StartTimeUtc).toBe(start);
    expect(hub.on(updateTopic)).toHaveLength(1);
    await attendeeHub.next(updateTopic);
    await publicHub.next(updateTopic);
  });

  it('the calendar file follows the new start', async () => {
    const start = new Date(Date.now() + 150 * 60_000);
    start.setUTCSeconds(0, 0);
    await coordinator.put(startPath, { StartTimeUtc: start.toISOString() });
    const ics = await attendee.get(conferencePaths.icsFile(PRES, CONF));
    const stamp = start.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics.body).toContain(`DTSTART:${stamp}`);
    await attendeeHub.next(updateTopic);
    await publicHub.next(updateTopic);
  });
});

describe('cancelling the call (SPEC §4 IsDeleted)', () => {
  it('cancels it, shows IsDeleted in GET status and tells every participant on the update topic', async () => {
    hub.clear();
    const response = await coordinator.post(cancelPath);
    expect(response.statusCode).toBe(200);
    const state = ConsoleStateSchema.parse(response.json());
    expect(state).toMatchObject({ MayCancel: false, MayChangeStartTime: false, Transitions: [] });
    expect(state.Status.IsDeleted).toBe(true);

    expect(await callStatus(attendee)).toMatchObject({ Status: null, IsDeleted: true });
    expect(hub.on(updateTopic).map((p) => p.payload)).toEqual([{ IsDeleted: true }]);
    for (const socket of [attendeeHub, publicHub]) {
      const message = await socket.next(updateTopic);
      expect(message.payload).toEqual({ IsDeleted: true });
    }
  });

  it('refuses every further move (409 with a message)', async () => {
    hub.clear();
    const live = await coordinator.post(paths.transition, { Transition: 'live' });
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toContain('cancelled');
    const practice = await admin.post(paths.transition, { Transition: 'practice' });
    expect(practice.statusCode).toBe(409);
    const move = await coordinator.put(startPath, { StartTimeUtc: inMinutes(60) });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe('This call has been cancelled');
    const again = await coordinator.post(cancelPath);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This call has been cancelled already.');
    expect(hub.published).toEqual([]);
    expect(await callStatus(attendee)).toMatchObject({ Status: null, IsDeleted: true });
  });

  it('the console then offers no control', async () => {
    const state = ConsoleStateSchema.parse(
      (await coordinator.get(conferencePaths.consoleState(PRES, CONF))).json(),
    );
    expect(state).toMatchObject({ Transitions: [], MayCancel: false, MayChangeStartTime: false });
  });
});

describe('once the call has begun (demo 2002)', () => {
  const transition = conferencePaths.consoleTransition(CALL_ONLY_PRES, CALL_ONLY_CONF);
  const cancel = conferencePaths.consoleCancel(CALL_ONLY_PRES, CALL_ONLY_CONF);
  const move = conferencePaths.consoleStartTime(CALL_ONLY_PRES, CALL_ONLY_CONF);
  let callOnly: TestClient;

  beforeAll(async () => {
    callOnly = await signedInTo(t.app, 'coordinator@podium.test', CALL_ONLY_PRES);
  });

  it('a practising call keeps its start time but may still be cancelled', async () => {
    expect((await callOnly.post(transition, { Transition: 'practice' })).statusCode).toBe(200);
    const refused = await callOnly.put(move, { StartTimeUtc: inMinutes(60) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The start time can change only before the call: it is PRACTICE_SESSION.',
    );
    const state = ConsoleStateSchema.parse(
      (await callOnly.get(conferencePaths.consoleState(CALL_ONLY_PRES, CALL_ONLY_CONF))).json(),
    );
    expect(state).toMatchObject({ MayCancel: true, MayChangeStartTime: false });
  });

  it('a live call is ended, not cancelled (409)', async () => {
    expect((await callOnly.post(transition, { Transition: 'live' })).statusCode).toBe(200);
    hub.clear();
    const refused = await callOnly.post(cancel);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The call cannot be cancelled: it is LIVE. A call that went live is ended instead.',
    );
    expect(hub.published).toEqual([]);
    expect((await callStatus(callOnly, CALL_ONLY_PRES, CALL_ONLY_CONF)).IsDeleted).toBe(false);
  });
});

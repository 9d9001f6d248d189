// NRS Direct (demo 5001, SPEC §3, §4, §6): the presentation carries its hosts and padding dates;
// the hosts drive the slides through the show's call, where SPEC §6 host selection applies: an
// event coordinator makes any listed host active, a host only themselves, an attendee nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conferencePaths,
  PaddingNavDataSchema,
  paddingWindowAt,
  PresentationSchema,
  UserSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { recordHub, register, signedInTo } from './helpers/conference.ts';

const PRES = 5001;
const CONF = 7501;
const presControl = conferencePaths.presControl(PRES, CONF);
const paddingNav = conferencePaths.consolePaddingNav(PRES, CONF);

let t: TestApp;
let attendee: TestClient;
let panelist: TestClient;
let coordinator: TestClient;
const ids = { panelist: 0, admin: 0, attendee: 0 };

async function coreId(client: TestClient): Promise<number> {
  return UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
}

beforeAll(async () => {
  t = await startTestApp();
  attendee = await signedInTo(t.app, 'attendee@podium.test', PRES);
  panelist = await signedInTo(t.app, 'panelist@podium.test', PRES);
  coordinator = await signedInTo(t.app, 'coordinator@podium.test', PRES);
  const admin = await signedInTo(t.app, 'admin@podium.test', PRES);
  ids.panelist = await coreId(panelist);
  ids.admin = await coreId(admin);
  ids.attendee = await coreId(attendee);
  for (const client of [attendee, panelist, coordinator]) await register(client, PRES, CONF);
});
afterAll(async () => {
  await t?.close();
});

describe('SPEC §3 NRS Direct presentation', () => {
  it('names its hosts and its padding dates (first free window ends ~5 min after loading)', async () => {
    const p = PresentationSchema.parse((await attendee.get(`presentation?presid=${PRES}`)).json());
    expect(p.IsNrsDirect).toBe(true);
    expect(p.NrsDirectHosts).toEqual([{ CoreUserId: ids.panelist }, { CoreUserId: ids.admin }]);
    const first = Date.parse(p.NrsDirectPaddingNavData?.PaddingNavAtStartEndDateUTC ?? '');
    const second = Date.parse(p.NrsDirectPaddingNavData?.PaddingNavAtEndStartDateUTC ?? '');
    expect(first - Date.now()).toBeGreaterThan(3 * 60_000);
    expect(first - Date.now()).toBeLessThan(6 * 60_000);
    expect(second - first).toBe(10 * 60_000);
  });

  it('other presentations carry no NRS Direct data', async () => {
    const other = await signedInTo(t.app, 'attendee@podium.test', 2001);
    const p = PresentationSchema.parse((await other.get('presentation?presid=2001')).json());
    expect(p.IsNrsDirect).toBe(false);
    expect(p.NrsDirectHosts).toBeUndefined();
  });
});

describe('SPEC §6 host selection', () => {
  it('refuses an attendee making anyone the active host (403)', async () => {
    for (const target of [ids.attendee, ids.panelist]) {
      const response = await attendee.post(presControl, {
        SlideIndex: 0,
        ActivePresenterCoreUserId: target,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses a host making another host active (403), lets them take over themselves', async () => {
    expect(
      (await panelist.post(presControl, { SlideIndex: 0, ActivePresenterCoreUserId: ids.admin }))
        .statusCode,
    ).toBe(403);
    const self = await panelist.post(presControl, {
      SlideIndex: 0,
      ActivePresenterCoreUserId: ids.panelist,
    });
    expect(self.statusCode, self.body).toBe(200);
  });

  it('lets an event coordinator make any listed host active, never an attendee', async () => {
    const ok = await coordinator.post(presControl, {
      SlideIndex: 0,
      ActivePresenterCoreUserId: ids.admin,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ ActivePresenterCoreUserId: ids.admin });
    expect(
      (
        await coordinator.post(presControl, {
          SlideIndex: 0,
          ActivePresenterCoreUserId: ids.attendee,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('SPEC §4 padding navigation from the console (Start guided tour, End guided tour)', () => {
  async function padding(client: TestClient) {
    const p = PresentationSchema.parse((await client.get(`presentation?presid=${PRES}`)).json());
    return p.NrsDirectPaddingNavData ?? null;
  }

  it('refuses attendees and hosts (403), bad commands (400), and shows that are not NRS Direct (404)', async () => {
    for (const client of [attendee, panelist])
      expect((await client.post(paddingNav, { Command: 'startTour' })).statusCode).toBe(403);
    for (const body of [{}, { Command: 'pause' }, { Command: 'startTour', At: 'now' }])
      expect((await coordinator.post(paddingNav, body)).statusCode).toBe(400);
    const other = await signedInTo(t.app, 'coordinator@podium.test', 2001);
    const notNrs = await other.post(conferencePaths.consolePaddingNav(2001, 7001), {
      Command: 'startTour',
    });
    expect(notNrs.statusCode).toBe(404);
  });

  it('starts the tour now: stored, sent on the call update topic, read by every later load', async () => {
    const hub = recordHub(t.app);
    const before = await padding(attendee);
    expect(paddingWindowAt(before, Date.now())).toBe('before');
    const response = await coordinator.post(paddingNav, { Command: 'startTour' });
    expect(response.statusCode, response.body).toBe(200);
    const started = PaddingNavDataSchema.parse(response.json());
    expect(paddingWindowAt(started, Date.now())).toBe('tour');
    // The planned end of the tour stays.
    expect(started.PaddingNavAtEndStartDateUTC).toBe(before?.PaddingNavAtEndStartDateUTC);
    expect(hub.on(`conferencecall.${CONF}.update`).map((p) => p.payload)).toEqual([
      { NrsDirectPaddingNavData: started },
    ]);
    expect(await padding(attendee)).toEqual(started);
    // The rest of the show's data is untouched.
    const p = PresentationSchema.parse((await attendee.get(`presentation?presid=${PRES}`)).json());
    expect(p.IsNrsDirect).toBe(true);
    expect(p.NrsDirectHosts).toHaveLength(2);
    // Already running: 409.
    const again = await coordinator.post(paddingNav, { Command: 'startTour' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The guided tour is already running.');
  });

  it('ends the tour now (browsing again), then a new tour may start', async () => {
    const ended = PaddingNavDataSchema.parse(
      (await coordinator.post(paddingNav, { Command: 'endTour' })).json(),
    );
    expect(paddingWindowAt(ended, Date.now())).toBe('after');
    expect(await padding(attendee)).toEqual(ended);
    const refused = await coordinator.post(paddingNav, { Command: 'endTour' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The guided tour is not running.');
    const restarted = await coordinator.post(paddingNav, { Command: 'startTour' });
    expect(restarted.statusCode).toBe(200);
    expect(paddingWindowAt(PaddingNavDataSchema.parse(restarted.json()), Date.now())).toBe('tour');
  });
});

// SPEC §3 slidesAvailableDateTime / slidesExpireDateTime, set in the manage area and enforced by
// the server: outside the window an attendee's payload lists no slides and a slide's picture is
// not found, while coordinators see the deck throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  ManagedEventDetailSchema,
  managePaths,
  PresentationSchema,
  utcToZonedWallTime,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, type TestClient } from './helpers/client.ts';

const PRES = 1001;
// Short steps: the sessions must not idle out while the clock is moved on.
const STEP_MS = 5 * 60_000;

let t: TestApp;
let admin: TestClient;
let attendee: TestClient;

async function presentationOf(client: TestClient) {
  const response = await client.get(`presentation?presid=${PRES}`);
  expect(response.statusCode, response.body).toBe(200);
  return PresentationSchema.parse(response.json());
}

async function settings() {
  const response = await admin.get(managePaths.event(PRES));
  expect(response.statusCode, response.body).toBe(200);
  return ManagedEventDetailSchema.parse(response.json()).Settings;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, 'admin@podium.test');
  const me = await admin.get(managePaths.me());
  admin.token = me.json<{ AntiForgeryToken: string }>().AntiForgeryToken;
  attendee = await entered(t.app, 'DEMO-1001', PRES);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('SPEC §3 the slides availability window', () => {
  it('refuses an end before the start, and a date of another shape', async () => {
    const current = await settings();
    const backwards = await admin.put(managePaths.event(PRES), {
      ...current,
      SlidesAvailableFrom: '2026-12-10T09:00',
      SlidesAvailableUntil: '2026-12-10T08:59',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(
      'Invalid body field "SlidesAvailableUntil": The slides must stop being available after they start.',
    );
    const shapeless = await admin.put(managePaths.event(PRES), {
      ...current,
      SlidesAvailableFrom: 'tomorrow',
    });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json().message).toBe(
      'Invalid body field "SlidesAvailableFrom": Enter a date and time, or leave it empty.',
    );
  });

  it('withholds the deck from attendees before and after the window only', async () => {
    const deck = (await presentationOf(attendee)).Slides;
    expect(deck.length).toBeGreaterThan(1);
    const picture = apiPaths.slideImage(PRES, deck[0]!.Guid);
    expect((await attendee.get(picture)).statusCode).toBe(200);

    const current = await settings();
    // Whole minutes in the event's zone: opens in five to six minutes, closes five later.
    const from = new Date(Math.ceil((Date.now() + STEP_MS) / 60_000) * 60_000);
    const until = new Date(from.getTime() + STEP_MS);
    const saved = await admin.put(managePaths.event(PRES), {
      ...current,
      SlidesAvailableFrom: utcToZonedWallTime(from.toISOString(), current.Timezone),
      SlidesAvailableUntil: utcToZonedWallTime(until.toISOString(), current.Timezone),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settings()).SlidesAvailableFrom).toBe(
      utcToZonedWallTime(from.toISOString(), current.Timezone),
    );

    const before = await presentationOf(attendee);
    expect(before.Slides).toEqual([]);
    expect(before.HasSlides).toBe(true);
    expect(before.slidesAvailableDateTime).toBe(from.toISOString());
    expect(before.slidesExpireDateTime).toBe(until.toISOString());
    expect((await attendee.get(picture)).statusCode).toBe(404);
    expect((await presentationOf(admin)).Slides).toHaveLength(deck.length);

    t.advanceClock(from.getTime() - Date.now());
    expect((await presentationOf(attendee)).Slides).toHaveLength(deck.length);
    expect((await attendee.get(picture)).statusCode).toBe(200);

    t.advanceClock(STEP_MS);
    expect((await presentationOf(attendee)).Slides).toEqual([]);
    expect((await attendee.get(picture)).statusCode).toBe(404);
    expect((await admin.get(picture)).statusCode).toBe(200);

    t.resetClock();
    const cleared = await admin.put(managePaths.event(PRES), {
      ...current,
      SlidesAvailableFrom: null,
      SlidesAvailableUntil: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await presentationOf(attendee)).Slides).toHaveLength(deck.length);
  });
});

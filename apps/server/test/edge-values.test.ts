// Values at the edges of what the API takes: date-times outside the years 1900–9999 (in UTC) are
// refused with a 400 that names the field and the years, never a 500 from the database, and a
// year below 100 is never stored as another date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conferencePaths,
  DATE_RANGE_FORM_MESSAGE,
  DATE_TIME_RANGE_MESSAGE,
  ManagedEventDetailSchema,
  managePaths,
  ParticipantSessionSchema,
  PresentationSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedIn, type TestClient } from './helpers/client.ts';
import { CONF, enteredTo, PRES, register } from './helpers/conference.ts';

/** Date-times a probe sent, each once a 500 or stored as another date. */
const OUT_OF_RANGE = [
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00+14:00',
  '0001-06-15T00:00:00Z',
  '0099-06-15T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '9999-12-31T23:59:59-14:00',
];

let t: TestApp;
let coordinator: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await signedIn(t.app, 'coordinator@podium.test');
  coordinator.token = (await coordinator.get(managePaths.me())).json<{
    AntiForgeryToken: string;
  }>().AntiForgeryToken;
});

afterAll(async () => {
  await t?.close();
});

async function newEvent(StartTime = '2026-12-04T10:00', Timezone = 'Europe/London') {
  return coordinator.post(managePaths.events(), {
    Title: 'Harbor Logistics Fireside Chat',
    Kind: 'VideoOnly',
    StartTime,
    Timezone,
  });
}

describe('date-times outside the years 1900–9999', () => {
  it('PUT participantsessions/{id}: JoinTimeUtc is refused, and one within is kept as sent', async () => {
    const guest = await enteredTo(t.app, 'DEMO-2001');
    await register(guest);
    const created = await guest.post(conferencePaths.participantSessions(PRES, CONF), {
      ConferenceId: CONF,
      ParticipantType: 'Live',
    });
    const session = ParticipantSessionSchema.parse(created.json());
    const path = conferencePaths.participantSession(PRES, CONF, session.Id);
    for (const JoinTimeUtc of OUT_OF_RANGE) {
      const response = await guest.put(path, { JoinTimeUtc });
      expect(response.statusCode, JoinTimeUtc).toBe(400);
      expect(response.json().message).toBe(
        `Invalid body field "JoinTimeUtc": ${DATE_TIME_RANGE_MESSAGE}`,
      );
    }
    const first = await guest.put(path, { JoinTimeUtc: '1900-01-01T00:00:00Z' });
    expect(ParticipantSessionSchema.parse(first.json()).JoinTimeUtc).toBe(
      '1900-01-01T00:00:00.000Z',
    );
    const last = await guest.put(path, { JoinTimeUtc: '9999-12-31T23:59:59+14:00' });
    expect(ParticipantSessionSchema.parse(last.json()).JoinTimeUtc).toBe(
      '9999-12-31T09:59:59.000Z',
    );
  });

  it('POST manage/events/{id}/entrycodes: either end of the window is refused', async () => {
    const presId = ManagedEventDetailSchema.parse((await newEvent()).json()).PresentationId;
    const add = (Code: string, dates: Record<string, string>) =>
      coordinator.post(managePaths.entryCodes(presId), { Code, Type: 'public', ...dates });
    let n = 0;
    for (const date of OUT_OF_RANGE) {
      for (const field of ['PasswordStartDateUTC', 'PasswordEndDateUTC']) {
        n += 1;
        const response = await add(`EDGE-${n}`, { [field]: date });
        expect(response.statusCode, `${field} ${date}`).toBe(400);
        expect(response.json().message).toBe(
          `Invalid body field "${field}": ${DATE_RANGE_FORM_MESSAGE}`,
        );
      }
    }
    const kept = await add('EDGE-KEPT', {
      PasswordStartDateUTC: '1900-01-01T00:00:00Z',
      PasswordEndDateUTC: '9999-12-31T23:59:59Z',
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({
      PasswordStartDateUTC: '1900-01-01T00:00:00.000Z',
      PasswordEndDateUTC: '9999-12-31T23:59:59.000Z',
    });
  });

  it('POST presslidetransition/{presId}: TransitionDateUtc is refused', async () => {
    const admin = await signedIn(t.app, 'admin@podium.test');
    const deck = PresentationSchema.parse((await admin.get('presentation?presid=1001')).json());
    const transition = (TransitionDateUtc: string) =>
      admin.post('presslidetransition/1001', {
        PresId: 1001,
        SlideGuid: deck.Slides[1]?.Guid,
        TransitionDateUtc,
      });
    for (const date of ['0000-01-01T00:00:00Z', '0001-06-15T00:00:00Z', '1899-12-31T23:59:59Z']) {
      const response = await transition(date);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message).toBe(
        `Invalid body field "TransitionDateUtc": ${DATE_TIME_RANGE_MESSAGE}`,
      );
    }
    expect((await transition('9999-12-31T23:59:59.999Z')).statusCode).toBe(201);
  });

  it('POST manage/events: a start whose year or instant lies outside is refused', async () => {
    for (const [StartTime, Timezone] of [
      ['0001-06-15T10:00', 'Europe/London'],
      ['0099-06-15T10:00', 'UTC'],
      ['9999-12-31T23:00', 'America/New_York'],
    ] as const) {
      const response = await newEvent(StartTime, Timezone);
      expect(response.statusCode, StartTime).toBe(400);
      expect(response.json().message).toBe(
        `Invalid body field "StartTime": ${DATE_RANGE_FORM_MESSAGE}`,
      );
    }
  });
});

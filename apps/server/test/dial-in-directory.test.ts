// The bridge's dial-in numbers come from PODIUM_DIAL_IN_NUMBERS (config.ts): the global phone
// directory (SPEC §7) answers the configured list, and a call authored without numbers of its
// own lists the configured primary and the other numbers of its country.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORED_CALL_ID_BASE,
  conferencePaths,
  DialInNumbersResponseSchema,
  GlobalPhoneDirectoryResponseSchema,
  ManagedEventDetailSchema,
  managePaths,
} from '@podium/domain';
import { configFromEnv } from '../src/config.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn } from './helpers/client.ts';
import { register } from './helpers/conference.ts';

const PODIUM_DIAL_IN_NUMBERS =
  'GB:London|+44 20 7946 0111|local|primary;US|+1 (800) 555-0177|toll-free;GB|+44 808 157 0111|toll-free';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    phoneDirectory: configFromEnv({ PODIUM_DIAL_IN_NUMBERS }).phoneDirectory,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('configured dial-in numbers', () => {
  it('are what GET conferencecallglobalphonedirectory answers', async () => {
    const attendee = await signedIn(t.app, 'attendee@podium.test');
    const response = await attendee.get(conferencePaths.globalPhoneDirectory());
    expect(response.statusCode, response.body).toBe(200);
    expect(GlobalPhoneDirectoryResponseSchema.parse(response.json())).toEqual([
      {
        Country: 'London',
        CountryCode: 'GB',
        PhoneNumber: '+44 20 7946 0111',
        NumberType: 'Local',
        IsPrimary: true,
      },
      {
        Country: 'United States',
        CountryCode: 'US',
        PhoneNumber: '+1 (800) 555-0177',
        NumberType: 'TollFree',
        IsPrimary: false,
      },
      {
        Country: 'United Kingdom',
        CountryCode: 'GB',
        PhoneNumber: '+44 808 157 0111',
        NumberType: 'TollFree',
        IsPrimary: false,
      },
    ]);
  });

  it('give a new call without numbers of its own the primary and its country’s others', async () => {
    const coordinator = await signedIn(t.app, 'coordinator@podium.test');
    coordinator.token = (await coordinator.get(managePaths.me())).json<{
      AntiForgeryToken: string;
    }>().AntiForgeryToken;
    const created = await coordinator.post(managePaths.events(), {
      Title: 'Configured dial-in',
      Kind: 'ConferenceCalling',
      StartTime: '2026-12-03T09:00',
      Timezone: 'Europe/London',
      QandAType: 'TextAndAudio',
    });
    expect(created.statusCode, created.body).toBe(201);
    const presId = ManagedEventDetailSchema.parse(created.json()).PresentationId;
    const confId = AUTHORED_CALL_ID_BASE + presId;
    const code = `DIAL-IN-${presId}`;
    const added = await coordinator.post(managePaths.entryCodes(presId), {
      Code: code,
      Type: 'registered',
    });
    expect(added.statusCode, added.body).toBe(201);
    const attendee = await entered(t.app, code, presId);
    await register(attendee, presId, confId);
    const dialIn = DialInNumbersResponseSchema.parse(
      (await attendee.get(conferencePaths.dialInNumbers(presId, confId))).json(),
    );
    expect(dialIn.PhoneNumbers.map((n) => [n.PhoneNumber, n.IsPrimary])).toEqual([
      ['+44 20 7946 0111', true],
      ['+44 808 157 0111', false],
    ]);
    expect(dialIn.AccessCode).toBe(`${confId} ${presId}`);
  });
});

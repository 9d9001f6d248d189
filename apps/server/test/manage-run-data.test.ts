// Authored events of the kinds that run live (calls, live video, meetings, simulated live, NRS
// Direct) get what their kind needs on creation: the conference call row with its settings, the
// live video status, the meeting, the simulated-live schedule. An attendee entering with a code
// sees the kind in GET presentation; the creator runs it from the console and prescontrol.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORED_CALL_ID_BASE,
  AUTHORED_MEETING_ID_BASE,
  CallStatusResponseSchema,
  conferencePaths,
  ConsoleStateSchema,
  derivePresentationKind,
  DialInNumbersResponseSchema,
  LiveVideoStatusSchema,
  ManagedEventDetailSchema,
  managePaths,
  meetingApiPaths,
  PresentationControlsSchema,
  PresentationSchema,
  SgmStatusSchema,
  SmallGroupMeetingDataSchema,
  simuLivePaths,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, type TestClient } from './helpers/client.ts';
import { register } from './helpers/conference.ts';

let t: TestApp;
let coordinator: TestClient;

const base = {
  StartTime: '2026-12-03T09:00',
  Timezone: 'America/Chicago',
  QandAType: 'TextOnly',
};

async function manager(email: string): Promise<TestClient> {
  const client = await signedIn(t.app, email);
  const me = await client.get(managePaths.me());
  client.token = me.json<{ AntiForgeryToken: string }>().AntiForgeryToken;
  return client;
}

let codes = 0;
/** Creates an event of `Kind`, adds a registered entry code and enters with it. */
async function authored(Kind: string, extra: object = {}) {
  const created = await coordinator.post(managePaths.events(), {
    ...base,
    Title: `Authored ${Kind}`,
    Kind,
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  const event = ManagedEventDetailSchema.parse(created.json());
  const presId = event.PresentationId;
  const code = `RUN-${presId}-${++codes}`;
  const added = await coordinator.post(managePaths.entryCodes(presId), {
    Code: code,
    Type: 'registered',
  });
  expect(added.statusCode, added.body).toBe(201);
  const attendee = await entered(t.app, code, presId);
  const read = await attendee.get(`presentation?presid=${presId}`);
  expect(read.statusCode, read.body).toBe(200);
  const payload = PresentationSchema.parse(read.json());
  return { presId, confId: AUTHORED_CALL_ID_BASE + presId, attendee, payload };
}

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await manager('coordinator@podium.test');
});
afterAll(async () => {
  await t?.close();
});

describe('an authored conference call', () => {
  it('has its call row: the attendee registers and waits; the creator goes live from the console', async () => {
    const { presId, confId, attendee, payload } = await authored('ConferenceCalling', {
      QandAType: 'TextAndAudio',
      DialInNumbers: [
        { Country: 'United Kingdom', PhoneNumber: '+44 20 7946 0555', NumberType: 'Local' },
      ],
    });
    expect(derivePresentationKind(payload)).toBe('ConferenceCalling');
    expect(payload.ConferenceCallData).toMatchObject({
      Id: confId,
      CallTitle: 'Authored ConferenceCalling',
      QandAType: 'TextAndAudio',
    });
    expect(payload.Presenters.map((p) => p.Name)).toEqual(['Casey Coordinator']);
    await register(attendee, presId, confId);
    const status = CallStatusResponseSchema.parse(
      (await attendee.get(conferencePaths.status(presId, confId))).json(),
    );
    expect(status).toMatchObject({ Status: null, StartTimeUtc: '2026-12-03T15:00:00.000Z' });
    const dialIn = DialInNumbersResponseSchema.parse(
      (await attendee.get(conferencePaths.dialInNumbers(presId, confId))).json(),
    );
    expect(dialIn.PhoneNumbers).toEqual([
      expect.objectContaining({
        PhoneNumber: '+44 20 7946 0555',
        CountryCode: 'GB',
        IsPrimary: true,
      }),
    ]);
    expect(dialIn.AccessCode).toBe(`${confId} ${presId}`);

    await coordinator.loadUser(presId);
    const consoleRead = await coordinator.get(conferencePaths.consoleState(presId, confId));
    expect(consoleRead.statusCode, consoleRead.body).toBe(200);
    expect(ConsoleStateSchema.parse(consoleRead.json()).Transitions).toContain('live');
    expect((await attendee.get(conferencePaths.consoleState(presId, confId))).statusCode).toBe(403);
    const live = await coordinator.post(conferencePaths.consoleTransition(presId, confId), {
      Transition: 'live',
    });
    expect(live.statusCode, live.body).toBe(200);
    const after = CallStatusResponseSchema.parse(
      (await attendee.get(conferencePaths.status(presId, confId))).json(),
    );
    expect(after.Status).toBe('LIVE');
  });

  it('a call with slides has presenter control on prescontrol', async () => {
    const { presId, payload, attendee } = await authored('CallWithSlides', {
      PresenterControlEnabled: true,
    });
    expect(payload.ConferenceCallData?.PresenterControlEnabled).toBe(true);
    const controls = await attendee.get(`prescontrol/${presId}`);
    expect(controls.statusCode, controls.body).toBe(200);
    expect(PresentationControlsSchema.parse(controls.json())).toMatchObject({
      LiveVideoStatus: null,
      Slides: { CurrentSlideIndex: 0 },
    });
  });
});

describe('other kinds that run live', () => {
  it('a live video: its status waits for the coordinator, with the replay type authored', async () => {
    const { presId, payload, attendee } = await authored('LiveVideo', {
      ReplayType: 'NrsLiveVideoAndSlides',
    });
    expect(derivePresentationKind({ ...payload, HasSlides: true })).toBe('LiveVideo');
    expect(payload.LiveVideoData).toEqual({ ReplayType: 'NrsLiveVideoAndSlides' });
    const controls = PresentationControlsSchema.parse(
      (await attendee.get(`prescontrol/${presId}`)).json(),
    );
    expect(LiveVideoStatusSchema.parse(controls.LiveVideoStatus)).toMatchObject({
      HasStarted: false,
      HasEnded: false,
    });
    await coordinator.loadUser(presId);
    const connection = await coordinator.get(
      `presentation/${presId}/livevideopresenter/getConnectionURL`,
    );
    expect(connection.statusCode, connection.body).toBe(200);
    expect(
      (await attendee.get(`presentation/${presId}/livevideopresenter/getConnectionURL`)).statusCode,
    ).toBe(403);
  });

  it('a video webinar is a call plus live video without slides', async () => {
    const { payload } = await authored('VideoWebinar');
    expect(derivePresentationKind(payload)).toBe('VideoWebinar');
  });

  it('a small group meeting: its schedule, pin and status', async () => {
    const { presId, payload, attendee } = await authored('SmallGroupMeeting');
    expect(derivePresentationKind({ ...payload, HasSlides: true })).toBe('SmallGroupMeeting');
    const data = SmallGroupMeetingDataSchema.parse(payload.SmallGroupMeetingData);
    expect(data).toMatchObject({
      MeetingId: AUTHORED_MEETING_ID_BASE + presId,
      PresId: presId,
      StartDateUTC: '2026-12-03T15:00:00.000Z',
      EndDateUTC: '2026-12-03T16:00:00.000Z',
    });
    expect(data.MeetingPin).toMatch(/^\d{6}$/);
    const controls = PresentationControlsSchema.parse(
      (await attendee.get(`prescontrol/${presId}`)).json(),
    );
    expect(SgmStatusSchema.parse(controls.SGMStatus)).toMatchObject({ HasStarted: false });
    const dialIn = await attendee.get(meetingApiPaths.dialInDetails(presId, data.MeetingId));
    expect(dialIn.statusCode, dialIn.body).toBe(200);
    expect(dialIn.body).toContain(data.MeetingPin);
  });

  it('a two-way audio call carries its meeting data', async () => {
    const { payload } = await authored('TwoWayAudio');
    expect(derivePresentationKind(payload)).toBe('TwoWayAudio');
  });

  it('a simulated-live call is scheduled at its start with its show type', async () => {
    const { presId, confId, payload, attendee } = await authored('SimuLiveConferenceCallOnly');
    expect(payload.ShowType).toBe('Simu-Live Conference Call Only');
    expect(derivePresentationKind(payload)).toBe('SimuLiveConferenceCallOnly');
    await register(attendee, presId, confId);
    const status = CallStatusResponseSchema.parse(
      (await attendee.get(conferencePaths.status(presId, confId))).json(),
    );
    expect(status.StartTimeUtc).toBe('2026-12-03T15:00:00.000Z');
    // The broadcast plays its recording: none is uploaded yet.
    const playback = await attendee.get(simuLivePaths.playbackControl(presId, confId));
    expect(playback.statusCode).toBe(404);
  });

  it('an NRS Direct show rides on a call its creator hosts', async () => {
    const { payload } = await authored('NrsDirect');
    expect(payload.IsNrsDirect).toBe(true);
    expect(payload.NrsDirectHosts).toHaveLength(1);
    expect(payload.ConferenceCallData?.PresenterControlEnabled).toBe(true);
  });

  it('on-demand kinds get no call', async () => {
    const { presId, confId, payload, attendee } = await authored('SlidesOnly');
    expect(payload.ConferenceCallData).toBeNull();
    expect(payload.HasConferenceCall).toBe(false);
    expect((await attendee.get(conferencePaths.status(presId, confId))).statusCode).toBe(404);
  });
});

describe('updates', () => {
  it('a new title and start reach the call; a change of kind drops what the new kind has no use for', async () => {
    const { presId, confId, attendee } = await authored('LiveVideo');
    const updated = await coordinator.put(managePaths.event(presId), {
      ...base,
      Title: 'Renamed call',
      Kind: 'ConferenceCalling',
      StartTime: '2026-12-04T10:30',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const payload = PresentationSchema.parse(
      (await attendee.get(`presentation?presid=${presId}`)).json(),
    );
    expect(derivePresentationKind(payload)).toBe('ConferenceCalling');
    expect(payload.LiveVideoData).toBeNull();
    expect(payload.ConferenceCallData).toMatchObject({ Id: confId, CallTitle: 'Renamed call' });
    await register(attendee, presId, confId);
    const status = CallStatusResponseSchema.parse(
      (await attendee.get(conferencePaths.status(presId, confId))).json(),
    );
    expect(status.StartTimeUtc).toBe('2026-12-04T16:30:00.000Z');
    const controls = PresentationControlsSchema.parse(
      (await attendee.get(`prescontrol/${presId}`)).json(),
    );
    expect(controls.LiveVideoStatus).toBeNull();
  });
});

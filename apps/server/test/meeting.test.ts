// Small group meeting 4001 on the built-in provider (SPEC §3 SGM data and status, §4 states,
// §6 roles, §7 SGM calls): join details for hosts and attendees, dial-in, the calendar,
// prescontrol with MeetingId/ShowId, source 16 and the start and end from hosts only, the host's
// mute and remove (a removed participant is refused and cut off), leavingmeetingstatus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MeetingDialInDetailsSchema,
  MeetingJoinResponseSchema,
  meetingApiPaths,
  PresentationControlsSchema,
  SgmStatusSchema,
  SmallGroupMeetingDataSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/client.ts';
import { enteredTo, recordHub, signedInTo } from './helpers/conference.ts';

const PRES = 4001;
const MEETING = 8401;
const CONF = 7401;
const controlsPath = meetingApiPaths.presControl(PRES, MEETING, PRES);

let t: TestApp;
let host: TestClient;
let attendee: TestClient;
let guest: TestClient;
let hostId: number;
let attendeeId: number;
let guestId: number;
let hub: ReturnType<typeof recordHub>;

const coreIdOf = async (client: TestClient) =>
  (await client.loadUser(PRES)).json<{ CoreId: number }>().CoreId;

async function sgmStatus(client: TestClient = attendee) {
  const response = await client.get(controlsPath);
  expect(response.statusCode).toBe(200);
  return SgmStatusSchema.parse(PresentationControlsSchema.parse(response.json()).SGMStatus);
}

const update = (client: TestClient, body: Record<string, unknown>) =>
  client.post(`prescontrol/${PRES}`, { PresId: PRES, MeetingId: MEETING, ...body });

beforeAll(async () => {
  t = await startTestApp();
  host = await signedInTo(t.app, 'host@podium.test', PRES);
  attendee = await signedInTo(t.app, 'attendee@podium.test', PRES);
  guest = await enteredTo(t.app, 'DEMO-4001', PRES);
  hostId = await coreIdOf(host);
  attendeeId = await coreIdOf(attendee);
  guestId = await coreIdOf(guest);
  hub = recordHub(t.app);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('demo 4001 (SPEC §3 SmallGroupMeetingData)', () => {
  it('is a small group meeting starting about 5 minutes after loading, slides 15 minutes before', async () => {
    const response = await attendee.get(`presentation?presid=${PRES}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      HasSmallGroupMeetingsVideoAndSlide: boolean;
      SmallGroupMeetingData: unknown;
      Slides: unknown[];
    }>();
    expect(body.HasSmallGroupMeetingsVideoAndSlide).toBe(true);
    expect(body.Slides.length).toBeGreaterThan(0);
    const data = SmallGroupMeetingDataSchema.parse(body.SmallGroupMeetingData);
    expect(data).toMatchObject({ MeetingId: MEETING, PresId: PRES, PreMeetingAccessMinutes: 15 });
    const startsIn = Date.parse(data.StartDateUTC) - Date.now();
    expect(startsIn).toBeGreaterThan(3 * 60_000);
    expect(startsIn).toBeLessThanOrEqual(5 * 60_000);
  });

  it('GET prescontrol/{presId}/{meetingId}/{showId}: not started, the host listed', async () => {
    const response = await attendee.get(controlsPath);
    expect(response.statusCode).toBe(200);
    const controls = PresentationControlsSchema.parse(response.json());
    expect(controls.Hosts).toEqual([{ CoreUserId: hostId, Name: 'Harper Host' }]);
    expect(await sgmStatus()).toEqual({
      HasStarted: false,
      HasEnded: false,
      StartTime: null,
      EndTime: null,
      IsMeetingLaunchInProgress: false,
    });
  });

  it('prescontrol: 401 without a session, 403 without access, 404 for another meeting or show', async () => {
    expect((await new TestClient(t.app).get(controlsPath)).statusCode).toBe(401);
    const other = await enteredTo(t.app, 'DEMO-1001', 1001);
    expect((await other.get(controlsPath)).statusCode).toBe(403);
    expect((await attendee.get(meetingApiPaths.presControl(PRES, 9999, PRES))).statusCode).toBe(
      404,
    );
    expect((await attendee.get(meetingApiPaths.presControl(PRES, MEETING, 1001))).statusCode).toBe(
      404,
    );
    expect((await attendee.get(`prescontrol/${PRES}/abc/${PRES}`)).statusCode).toBe(400);
  });
});

describe('join details (SPEC §7 zoommeetinghost, registerzoomparticipant)', () => {
  it('the host gets a join URL of our own meeting page', async () => {
    const response = await host.post(meetingApiPaths.host(PRES, MEETING, PRES, hostId));
    expect(response.statusCode).toBe(200);
    const join = MeetingJoinResponseSchema.parse(response.json());
    expect(join.zoomJoinUrl).toMatch(/\/presentation\/v2\/4001\/viewer\/$/);
    expect(join.zoomParticipantId).toMatch(/^\d+$/);
  });

  it('zoommeetinghost is for hosts only, and only for themselves', async () => {
    const asAttendee = await attendee.post(meetingApiPaths.host(PRES, MEETING, PRES, attendeeId));
    expect(asAttendee.statusCode).toBe(403);
    const forOther = await host.post(meetingApiPaths.host(PRES, MEETING, PRES, attendeeId));
    expect(forOther.statusCode).toBe(403);
    const otherShow = await host.post(meetingApiPaths.host(PRES, MEETING, 1001, hostId));
    expect(otherShow.statusCode).toBe(404);
  });

  it('attendees and entry-code guests register; not for someone else; not without the token', async () => {
    for (const [client, id] of [
      [attendee, attendeeId],
      [guest, guestId],
    ] as const) {
      const response = await client.post(meetingApiPaths.register(PRES, MEETING, id));
      expect(response.statusCode).toBe(200);
      expect(MeetingJoinResponseSchema.parse(response.json()).zoomJoinUrl).toContain('/4001/');
    }
    expect((await attendee.post(meetingApiPaths.register(PRES, MEETING, guestId))).statusCode).toBe(
      403,
    );
    const bare = new TestClient(t.app);
    bare.cookie = attendee.cookie;
    expect((await bare.post(meetingApiPaths.register(PRES, MEETING, attendeeId))).statusCode).toBe(
      403,
    );
    const other = await enteredTo(t.app, 'DEMO-1001', 1001);
    expect((await other.post(meetingApiPaths.register(PRES, MEETING, 1))).statusCode).toBe(403);
  });
});

describe('dial-in and calendar (SPEC §7 dialindetails, SGM icsfile)', () => {
  it('dialindetails: the bridge numbers with the meeting id and pin', async () => {
    const response = await attendee.get(meetingApiPaths.dialInDetails(PRES, MEETING));
    expect(response.statusCode).toBe(200);
    const details = MeetingDialInDetailsSchema.parse(response.json());
    expect(details.MeetingId).toBe(MEETING);
    expect(details.MeetingPin).toMatch(/^\d{6}$/);
    expect(details.PhoneNumbers.map((n) => n.NumberType).sort()).toEqual(['Local', 'TollFree']);
    expect((await attendee.get(meetingApiPaths.dialInDetails(PRES, 1))).statusCode).toBe(404);
    expect(
      (await new TestClient(t.app).get(meetingApiPaths.dialInDetails(PRES, MEETING))).statusCode,
    ).toBe(401);
  });

  it('icsfile: an iCalendar entry with the join page and the pin', async () => {
    const response = await attendee.get(meetingApiPaths.icsFile(PRES));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const text = response.body.replace(/\r\n /g, '');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('/presentation/v2/4001/viewer/');
    expect(text).toMatch(/Meeting PIN: \d{6}/);
    expect((await attendee.get(meetingApiPaths.icsFile(1001))).statusCode).toBe(404);
    const other = await enteredTo(t.app, 'DEMO-1001', 1001);
    expect((await other.get(meetingApiPaths.icsFile(PRES))).statusCode).toBe(403);
  });
});

describe('life cycle (SPEC §4, §6: hosts send 16; hosts and coordinators start and end)', () => {
  it('source 16 from an attendee is refused; from the host it launches', async () => {
    const refused = await update(attendee, { Source: 16, IsMeetingLaunchInProgress: true });
    expect(refused.statusCode).toBe(403);
    expect((await sgmStatus()).IsMeetingLaunchInProgress).toBe(false);
    hub.clear();
    const launched = await update(host, { Source: 16, IsMeetingLaunchInProgress: true });
    expect(launched.statusCode).toBe(200);
    expect((await sgmStatus()).IsMeetingLaunchInProgress).toBe(true);
    expect(hub.on(`conferencecall.${CONF}.update`).map((p) => p.payload)).toEqual([
      { Source: 16, IsMeetingLaunchInProgress: true },
    ]);
    const again = await update(host, { Source: 16, IsMeetingLaunchInProgress: true });
    expect(again.statusCode).toBe(409);
  });

  it('a MeetingId of another meeting is refused', async () => {
    const response = await host.post(`prescontrol/${PRES}`, {
      PresId: PRES,
      MeetingId: 9999,
      Source: 1,
    });
    expect(response.statusCode).toBe(404);
  });

  it('an attendee cannot start it; the host starts it and turns the slides for everyone', async () => {
    expect((await update(attendee, { Source: 1 })).statusCode).toBe(403);
    const started = await update(host, { Source: 1 });
    expect(started.statusCode).toBe(200);
    const status = await sgmStatus();
    expect(status).toMatchObject({ HasStarted: true, IsMeetingLaunchInProgress: false });
    expect(status.StartTime).not.toBeNull();
    expect((await update(host, { Source: 1 })).statusCode).toBe(409);
    expect((await update(attendee, { Source: 3, SlideIndex: 2 })).statusCode).toBe(403);
    const turned = await update(host, { Source: 3, SlideIndex: 2 });
    expect(turned.statusCode).toBe(200);
    expect(PresentationControlsSchema.parse(turned.json()).Slides.CurrentSlideIndex).toBe(2);
  });
});

describe("the host's actions on participants", () => {
  const action = (client: TestClient, coreId: number, what: string) =>
    client.post(meetingApiPaths.participant(PRES, MEETING, coreId, what));

  it('mute: the host only, not themselves; the muted participant hears it on their own topic', async () => {
    expect((await action(attendee, guestId, 'mute')).statusCode).toBe(403);
    expect((await action(host, hostId, 'mute')).statusCode).toBe(409);
    hub.clear();
    expect((await action(host, attendeeId, 'mute')).statusCode).toBe(200);
    expect(
      hub.on(`meeting.${CONF}.participant.${attendeeId}.audioState`).map((p) => p.payload),
    ).toEqual([{ AudioState: 'Muted', AllowToTalk: true }]);
    expect(hub.on(`meeting.${CONF}.participants`)).toHaveLength(1);
  });

  it('unmute: participants unmute themselves only', async () => {
    expect((await action(guest, attendeeId, 'unmute')).statusCode).toBe(403);
    expect((await action(host, attendeeId, 'unmute')).statusCode).toBe(403);
    expect((await action(attendee, attendeeId, 'unmute')).statusCode).toBe(200);
  });

  it('400 for an unknown action, 404 for someone not in the meeting', async () => {
    expect((await action(host, attendeeId, 'promote')).statusCode).toBe(400);
    expect((await action(host, 424242, 'mute')).statusCode).toBe(404);
  });

  it('remove: the participant is cut off and refused from then on', async () => {
    expect((await action(attendee, guestId, 'remove')).statusCode).toBe(403);
    hub.clear();
    expect((await action(host, guestId, 'remove')).statusCode).toBe(200);
    expect(hub.on(`conferencecall.${CONF}.user.${guestId}.access`).map((p) => p.payload)).toEqual([
      { AccessRevoked: true },
    ]);
    expect(hub.disconnected).toContainEqual({ conferenceId: CONF, coreUserId: guestId });
    const rejoin = await guest.post(meetingApiPaths.register(PRES, MEETING, guestId));
    expect(rejoin.statusCode).toBe(403);
    expect(rejoin.json<{ message: string }>().message).toContain('your access has been revoked');
    expect((await guest.get(meetingApiPaths.dialInDetails(PRES, MEETING))).statusCode).toBe(403);
    expect((await action(host, guestId, 'remove')).statusCode).toBe(404);
  });
});

describe('leavingmeetingstatus (SPEC §6: hosts only)', () => {
  const path = meetingApiPaths.leavingStatus(PRES);
  it('refuses attendees, a malformed body and a connection that is not the host’s', async () => {
    expect((await attendee.post(path, { ConnectionId: 'abc' })).statusCode).toBe(403);
    expect((await host.post(path, {})).statusCode).toBe(400);
    expect((await host.post(path, { ConnectionId: 'not-a-connection' })).statusCode).toBe(404);
  });
});

describe('the end (SPEC §4 post-meeting view)', () => {
  it('an attendee cannot end it; the host ends it; nobody joins after', async () => {
    expect((await update(attendee, { Source: 2 })).statusCode).toBe(403);
    hub.clear();
    expect((await update(host, { Source: 2 })).statusCode).toBe(200);
    const status = await sgmStatus();
    expect(status).toMatchObject({ HasStarted: true, HasEnded: true });
    expect(status.EndTime).not.toBeNull();
    expect(hub.on(`conferencecall.${CONF}.update`).map((p) => p.payload)).toContainEqual({
      Source: 2,
    });
    expect((await update(host, { Source: 10 })).statusCode).toBe(409);
    const late = await attendee.post(meetingApiPaths.register(PRES, MEETING, attendeeId));
    expect(late.statusCode).toBe(409);
  });
});

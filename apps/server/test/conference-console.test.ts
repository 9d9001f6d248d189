// The coordinator console (ARCHITECTURE §5) and presenter control of demo 2001: SPEC §4 call
// status transitions and their effects, SPEC §6 permissions, the public/private cut of the shared
// slide, revocation and the end of the public portion, prescontrol/{presId} with its update
// sources and notification, and the bridge participant update. Every change is checked on the
// topics it was published to through the real app.hub.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  conferencePaths,
  ConferencePresControlSchema,
  ConsoleParticipantsResponseSchema,
  ConsolePresentersResponseSchema,
  ConsoleStateSchema,
  PresentationControlsSchema,
  SlideTransitionsResponseSchema,
  UpdateSource,
  UserSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import {
  CONF,
  enteredTo,
  paths,
  PRES,
  recordHub,
  register,
  signedInTo,
} from './helpers/conference.ts';

let t: TestApp;
let hub: ReturnType<typeof recordHub>;
let attendee: TestClient;
let panelist: TestClient;
let coordinator: TestClient;
let admin: TestClient;
let publicGuest: TestClient;
let guest: TestClient;
const ids = { attendee: 0, panelist: 0, admin: 0, coordinator: 0, attendeeParticipant: 0 };

const topic = (suffix: string) => `conferencecall.${CONF}.${suffix}`;
const consolePath = conferencePaths.consoleState(PRES, CONF);
const controls = `prescontrol/${PRES}`;

async function coreId(client: TestClient): Promise<number> {
  return UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
}

beforeAll(async () => {
  t = await startTestApp();
  hub = recordHub(t.app);
  attendee = await signedInTo(t.app, 'attendee@podium.test');
  panelist = await signedInTo(t.app, 'panelist@podium.test');
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  admin = await signedInTo(t.app, 'admin@podium.test');
  publicGuest = await enteredTo(t.app, 'PUBLIC-2001');
  guest = await enteredTo(t.app, 'DEMO-2001');
  ids.attendee = await coreId(attendee);
  ids.panelist = await coreId(panelist);
  ids.admin = await coreId(admin);
  ids.coordinator = await coreId(coordinator);
  ids.attendeeParticipant = await register(attendee);
  for (const client of [panelist, coordinator, admin, publicGuest, guest]) await register(client);
});
afterAll(async () => {
  await t?.close();
});

describe('console permissions (event coordinators and site admins only)', () => {
  it('refuses attendees, presenters and public participants (403)', async () => {
    for (const client of [attendee, panelist, publicGuest]) {
      expect((await client.get(consolePath)).statusCode).toBe(403);
      expect((await client.post(paths.transition, { Transition: 'live' })).statusCode).toBe(403);
      expect((await client.get(conferencePaths.consoleParticipants(PRES, CONF))).statusCode).toBe(
        403,
      );
      expect((await client.get(conferencePaths.consoleQuestions(PRES, CONF))).statusCode).toBe(403);
    }
    expect(hub.on(topic('status'))).toEqual([]);
  });

  it('answers coordinators and site admins with the controls that apply now', async () => {
    for (const client of [coordinator, admin]) {
      const state = ConsoleStateSchema.parse((await client.get(consolePath)).json());
      expect(state.Transitions).toEqual(['practice', 'live']);
      expect(state.Status.Status).toBeNull();
    }
  });

  it('rejects unknown transitions and fields (400), unknown calls (404)', async () => {
    expect((await coordinator.post(paths.transition, { Transition: 'dance' })).statusCode).toBe(
      400,
    );
    expect(
      (await coordinator.post(paths.transition, { Transition: 'live', Force: true })).statusCode,
    ).toBe(400);
    expect(
      (await coordinator.post(conferencePaths.consoleTransition(PRES, 999), { Transition: 'live' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('SPEC §4 call status transitions', () => {
  it('practice: status PRACTICE_SESSION published; a second practice is refused (409)', async () => {
    const response = await coordinator.post(paths.transition, { Transition: 'practice' });
    expect(response.statusCode).toBe(200);
    const state = ConsoleStateSchema.parse(response.json());
    expect(state.Status.Status).toBe('PRACTICE_SESSION');
    expect(state.Transitions).toEqual(['live', 'end']);
    expect(hub.on(topic('status')).map((p) => p.payload)).toEqual([
      expect.objectContaining({ Status: 'PRACTICE_SESSION', StreamingState: 'NotStarted' }),
    ]);
    expect((await coordinator.post(paths.transition, { Transition: 'practice' })).statusCode).toBe(
      409,
    );
  });

  it('presenters rehearse: the panelist takes control and moves the slide', async () => {
    const take = await panelist.post(paths.presControl, {
      SlideIndex: 0,
      ActivePresenterCoreUserId: ids.panelist,
      ActivePresenterName: 'ignored',
    });
    expect(take.statusCode).toBe(200);
    expect(take.json()).toEqual({
      SlideIndex: 0,
      ActivePresenterCoreUserId: ids.panelist,
      ActivePresenterName: 'Priya Panelist',
    });
    const move = await panelist.post(paths.presControl, {
      SlideIndex: 3,
      ActivePresenterCoreUserId: ids.panelist,
    });
    expect(move.json().SlideIndex).toBe(3);
  });

  it('going LIVE resets the slide to 0 and clears the active presenter (callReducer effects)', async () => {
    hub.clear();
    const response = await coordinator.post(paths.transition, { Transition: 'live' });
    expect(ConsoleStateSchema.parse(response.json()).Status.Status).toBe('LIVE');
    expect(hub.on(topic('status'))[0]?.payload).toMatchObject({
      Status: 'LIVE',
      StreamingState: 'Streaming',
      PublicCallEndTimeUtc: null,
    });
    expect(hub.on(topic('slide'))[0]?.payload).toEqual({ SlideIndex: 0 });
    expect(hub.on(topic('presenter'))[0]?.payload).toEqual({
      SlideIndex: 0,
      ActivePresenterCoreUserId: null,
      ActivePresenterName: null,
    });
    const state = ConferencePresControlSchema.parse((await attendee.get(paths.presControl)).json());
    expect(state).toMatchObject({ SlideIndex: 0, ActivePresenterCoreUserId: null });
    expect((await coordinator.post(paths.transition, { Transition: 'live' })).statusCode).toBe(409);
  });
});

describe('SPEC §4/§6 presenter control and the public cut of the slide index', () => {
  it('an attendee may neither take control nor move the slide (403)', async () => {
    hub.clear();
    expect(
      (
        await attendee.post(paths.presControl, {
          SlideIndex: 0,
          ActivePresenterCoreUserId: ids.attendee,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await attendee.post(paths.presControl, { SlideIndex: 2, ActivePresenterCoreUserId: null }))
        .statusCode,
    ).toBe(403);
    expect(hub.published).toEqual([]);
  });

  it('the panelist takes control; .presenter names them', async () => {
    const response = await panelist.post(paths.presControl, {
      SlideIndex: 0,
      ActivePresenterCoreUserId: ids.panelist,
    });
    expect(response.statusCode).toBe(200);
    expect(hub.on(topic('presenter')).map((p) => p.payload)).toEqual([
      {
        SlideIndex: 0,
        ActivePresenterCoreUserId: ids.panelist,
        ActivePresenterName: 'Priya Panelist',
      },
    ]);
  });

  it('a private slide reaches public participants as the last public slide, never as itself', async () => {
    hub.clear();
    const before = Date.now();
    const response = await panelist.post(paths.presControl, {
      SlideIndex: 9,
      ActivePresenterCoreUserId: ids.panelist,
    });
    expect(response.json().SlideIndex).toBe(9);
    // Both cuts carry the moment the slide moved (a live video's attendees wait for it).
    const changedAt = expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string;
    expect(hub.on(topic('slide'))).toEqual([
      {
        topic: topic('slide'),
        payload: { SlideIndex: 9, ChangedAtUtc: changedAt },
        publicPayload: { SlideIndex: 6, PrivatePortion: true, ChangedAtUtc: changedAt },
      },
    ]);
    const [sent] = hub.on(topic('slide'));
    const moment = Date.parse((sent?.payload as { ChangedAtUtc: string }).ChangedAtUtc);
    expect(moment).toBeGreaterThanOrEqual(before);
    expect(moment).toBeLessThanOrEqual(Date.now());
    expect((sent?.publicPayload as { ChangedAtUtc: string }).ChangedAtUtc).toBe(
      (sent?.payload as { ChangedAtUtc: string }).ChangedAtUtc,
    );
    expect(hub.on(topic('presenter'))).toEqual([]);
    const asPublic = ConferencePresControlSchema.parse(
      (await publicGuest.get(paths.presControl)).json(),
    );
    expect(asPublic.SlideIndex).toBe(6);
    expect(
      ConferencePresControlSchema.parse((await attendee.get(paths.presControl)).json()).SlideIndex,
    ).toBe(9);
    const publicControls = PresentationControlsSchema.parse(
      (await publicGuest.get(controls)).json(),
    );
    expect(publicControls.Slides.CurrentSlideIndex).toBe(6);
    expect(publicControls.ActivePresenter?.Email).toBeNull();
    const registered = PresentationControlsSchema.parse((await attendee.get(controls)).json());
    expect(registered.Slides.CurrentSlideIndex).toBe(9);
  });

  it('the live call keeps its shared slide moves for its replay, not the rehearsal (SPEC §7 presslidetransition)', async () => {
    const kept = SlideTransitionsResponseSchema.parse(
      (await attendee.get(apiPaths.slideTransitions(PRES))).json(),
    );
    // Going live (the first slide) and the move to slide 10; the practice move to slide 4 is not.
    expect(kept).toHaveLength(2);
    const [wentLive, moved] = kept;
    expect(wentLive?.SlideGuid).not.toBe(moved?.SlideGuid);
    expect(Date.parse(moved?.TransitionDateUtc ?? '')).toBeGreaterThanOrEqual(
      Date.parse(wentLive?.TransitionDateUtc ?? ''),
    );
  });

  it('refuses a slide index out of range (400) and bad payloads (400)', async () => {
    const response = await panelist.post(paths.presControl, {
      SlideIndex: 12,
      ActivePresenterCoreUserId: ids.panelist,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('SlideIndex must be 0 to 11.');
    expect(
      (await panelist.post(paths.presControl, { SlideIndex: -1, ActivePresenterCoreUserId: null }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await panelist.post(paths.presControl, {
          SlideIndex: 1,
          ActivePresenterCoreUserId: 1,
          X: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the console lists presenters and makes another active; the previous one loses the slide', async () => {
    const list = ConsolePresentersResponseSchema.parse(
      (await coordinator.get(conferencePaths.consolePresenters(PRES, CONF))).json(),
    );
    expect(list.Presenters.map((p) => p.CoreUserId)).toEqual([ids.panelist, ids.admin]);
    expect(list.ActivePresenterCoreUserId).toBe(ids.panelist);
    hub.clear();
    const made = await coordinator.post(
      conferencePaths.consoleActivePresenter(PRES, CONF, ids.admin),
    );
    expect(made.json()).toMatchObject({
      ActivePresenterCoreUserId: ids.admin,
      ActivePresenterName: 'Alex Admin',
    });
    expect(hub.on(topic('presenter'))).toHaveLength(1);
    expect(
      (
        await panelist.post(paths.presControl, {
          SlideIndex: 4,
          ActivePresenterCoreUserId: ids.admin,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await coordinator.post(conferencePaths.consoleActivePresenter(PRES, CONF, ids.attendee)))
        .statusCode,
    ).toBe(404);
    expect(
      (await attendee.post(conferencePaths.consoleActivePresenter(PRES, CONF, ids.panelist)))
        .statusCode,
    ).toBe(403);
  });
});

describe('the presenter list and presenter control settings (console)', () => {
  const presentersPath = conferencePaths.consolePresenters(PRES, CONF);

  it('turning presenter control off is published; presenters can no longer take control', async () => {
    const path = conferencePaths.consolePresenterControl(PRES, CONF);
    expect(
      (await attendee.put(path, { PresenterControlEnabled: false, SlideSyncEnabled: true }))
        .statusCode,
    ).toBe(403);
    expect((await coordinator.put(path, { PresenterControlEnabled: false })).statusCode).toBe(400);
    hub.clear();
    const off = await coordinator.put(path, {
      PresenterControlEnabled: false,
      SlideSyncEnabled: true,
    });
    expect(ConferencePresControlSchema.parse(off.json()).PresenterControlEnabled).toBe(false);
    expect(hub.on(topic('presentercontrol')).map((p) => p.payload)).toEqual([
      { PresenterControlEnabled: false, SlideSyncEnabled: true },
    ]);
    expect(
      (
        await panelist.post(paths.presControl, {
          SlideIndex: 0,
          ActivePresenterCoreUserId: ids.panelist,
        })
      ).statusCode,
    ).toBe(403);
    await coordinator.put(path, { PresenterControlEnabled: true, SlideSyncEnabled: true });
  });

  it('removing the active presenter takes control away (SPEC §6) and publishes both lists', async () => {
    hub.clear();
    const response = await coordinator.request(
      'DELETE',
      conferencePaths.consolePresenter(PRES, CONF, ids.admin),
    );
    const list = ConsolePresentersResponseSchema.parse(response.json());
    expect(list).toEqual({
      Presenters: [
        { CoreUserId: ids.panelist, Name: 'Priya Panelist', EmailAddress: 'panelist@podium.test' },
      ],
      ActivePresenterCoreUserId: null,
    });
    expect(hub.on(topic('presenter')).map((p) => p.payload)).toEqual([
      { SlideIndex: 9, ActivePresenterCoreUserId: null, ActivePresenterName: null },
    ]);
    expect(hub.on(topic('PresenterList'))[0]?.payload).toEqual({ Presenters: list.Presenters });
    expect(hub.on(topic('AttendeePresenterList'))[0]?.payload).toEqual({
      Presenters: [{ CoreUserId: ids.panelist, Name: 'Priya Panelist' }],
    });
    const payload = await attendee.get(`presentation?presid=${PRES}`);
    expect(payload.json().Presenters).toEqual([
      { CoreUserId: ids.panelist, Name: 'Priya Panelist' },
    ]);
    expect(
      (await coordinator.request('DELETE', conferencePaths.consolePresenter(PRES, CONF, ids.admin)))
        .statusCode,
    ).toBe(404);
  });

  it('adds a user with a role on the presentation; twice is 409, a stranger 404', async () => {
    const added = await coordinator.post(presentersPath, { CoreUserId: ids.admin });
    expect(
      ConsolePresentersResponseSchema.parse(added.json()).Presenters.map((p) => p.CoreUserId),
    ).toEqual([ids.panelist, ids.admin]);
    expect((await coordinator.post(presentersPath, { CoreUserId: ids.admin })).statusCode).toBe(
      409,
    );
    expect((await coordinator.post(presentersPath, { CoreUserId: 999_999 })).statusCode).toBe(404);
    expect((await coordinator.post(presentersPath, { CoreUserId: 'x' })).statusCode).toBe(400);
    expect((await attendee.post(presentersPath, { CoreUserId: ids.attendee })).statusCode).toBe(
      403,
    );
    const made = await coordinator.post(
      conferencePaths.consoleActivePresenter(PRES, CONF, ids.admin),
    );
    expect(made.json().ActivePresenterCoreUserId).toBe(ids.admin);
  });
});

describe('prescontrol/{presId} (SPEC §7 update sources, SPEC §6 mayPublishUpdate)', () => {
  const update = (Source: number, extra: Record<string, unknown> = {}) => ({
    Source,
    PresId: PRES,
    ...extra,
  });

  it('slide updated: only the one controlling slides', async () => {
    expect(
      (await attendee.post(controls, update(UpdateSource.SlideUpdated, { SlideIndex: 2 })))
        .statusCode,
    ).toBe(403);
    const response = await admin.post(
      controls,
      update(UpdateSource.SlideUpdated, { SlideIndex: 2 }),
    );
    expect(response.statusCode).toBe(200);
    expect(PresentationControlsSchema.parse(response.json()).Slides.CurrentSlideIndex).toBe(2);
  });

  it('active presenter updated by a coordinator; the presenter named from the server’s list', async () => {
    const response = await coordinator.post(
      controls,
      update(UpdateSource.ActivePresenterUpdated, { ActivePresenterCoreUserId: ids.panelist }),
    );
    expect(response.statusCode).toBe(200);
    expect(PresentationControlsSchema.parse(response.json()).ActivePresenter).toEqual({
      Name: 'Priya Panelist',
      Email: 'panelist@podium.test',
      CoreUserId: ids.panelist,
      IsEventCoordinator: false,
    });
  });

  it('sources of live video and meetings: 409 where allowed, 403 where not; bad bodies 400', async () => {
    expect(
      (
        await coordinator.post(
          controls,
          update(UpdateSource.VideoFocusUpdated, { FocusedView: 50 }),
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await coordinator.post(
          controls,
          update(UpdateSource.MeetingLaunchInProgress, { IsMeetingLaunchInProgress: true }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await attendee.post(controls, update(UpdateSource.CallEnded))).statusCode).toBe(403);
    expect(
      (await coordinator.post(controls, { ...update(UpdateSource.CallEnded), PresId: 1001 }))
        .statusCode,
    ).toBe(400);
    expect((await coordinator.post(controls, update(99))).statusCode).toBe(400);
  });

  it('notification: coordinators post and withdraw it on .notification; others 403', async () => {
    const path = conferencePaths.notification(PRES);
    expect((await attendee.post(path, { NotificationMessage: 'Hi' })).statusCode).toBe(403);
    expect((await coordinator.post(path, { NotificationMessage: '  ' })).statusCode).toBe(400);
    hub.clear();
    expect(
      (await coordinator.post(path, { NotificationMessage: 'Q&A opens in five minutes.' }))
        .statusCode,
    ).toBe(204);
    expect(
      PresentationControlsSchema.parse((await attendee.get(controls)).json()).NotificationMessage,
    ).toBe('Q&A opens in five minutes.');
    expect((await coordinator.request('DELETE', path)).statusCode).toBe(204);
    expect(hub.on(topic('notification')).map((p) => p.payload)).toEqual([
      { NotificationMessage: 'Q&A opens in five minutes.' },
      { NotificationMessage: null },
    ]);
  });
});

describe('bridgeParticipant (SPEC §3 bridge participant update)', () => {
  const body = (coreUserId: number, AllowToTalk: boolean, audioState = 'Unmuted') => ({
    AllowToTalk,
    BridgeParticipantId: 'web-1',
    audioState,
    coreUserId,
    emailAddress: null,
  });
  const path = conferencePaths.bridgeParticipant(PRES, CONF);

  it('a participant mutes or unmutes their own line; the moderator decides who may talk', async () => {
    hub.clear();
    const own = await attendee.put(path, body(ids.attendee, false));
    expect(own.json()).toEqual({ AudioState: 'Unmuted', AllowToTalk: false });
    expect((await attendee.put(path, body(ids.attendee, true))).statusCode).toBe(403);
    // Someone else's line and an unknown one answer alike: no registration is revealed.
    const foreign = await attendee.put(path, body(ids.panelist, false));
    const unknown = await attendee.put(path, body(999_999, false));
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(foreign.json().message).toBe(`User ${ids.panelist} is not a participant of this call.`);
    expect(unknown.json().message).toBe('User 999999 is not a participant of this call.');
    expect((await coordinator.put(path, body(ids.attendee, true))).json().AllowToTalk).toBe(true);
    expect(hub.on(`meeting.${CONF}.participant.${ids.attendee}.audioState`)).toHaveLength(2);
    expect(
      (await attendee.put(path, { ...body(ids.attendee, true), audioState: 'Loud' })).statusCode,
    ).toBe(400);
  });
});

describe('SPEC §6 revoking a participant', () => {
  it('lists participants for the console', async () => {
    const list = ConsoleParticipantsResponseSchema.parse(
      (await coordinator.get(conferencePaths.consoleParticipants(PRES, CONF))).json(),
    );
    expect(list.map((p) => p.CoreUserId)).toContain(ids.attendee);
    expect(list.find((p) => p.IsPublicParticipant)?.RegistrationType).toBe('ListenOnly');
  });

  it('tells the participant on their .access topic, disconnects them, and refuses them after', async () => {
    hub.clear();
    const response = await coordinator.post(
      conferencePaths.consoleRevoke(PRES, CONF, ids.attendeeParticipant),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ AccessRevoked: true, CoreUserId: ids.attendee });
    expect(hub.on(topic(`user.${ids.attendee}.access`)).map((p) => p.payload)).toEqual([
      { AccessRevoked: true },
    ]);
    expect(hub.disconnected).toEqual([{ conferenceId: CONF, coreUserId: ids.attendee }]);
    const refused = await attendee.get(paths.liveStream);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.',
    );
    expect((await attendee.get(conferencePaths.liveAudioPlaylist(PRES, CONF))).statusCode).toBe(
      403,
    );
    expect((await attendee.get(paths.status)).statusCode).toBe(403);
    expect(
      (await attendee.get(`${paths.participants}?registered=true`)).json()[0].AccessRevoked,
    ).toBe(true);
    const participation = await t.app.hub.directory.participation({
      presId: PRES,
      conferenceId: CONF,
      coreUserId: ids.attendee,
      isPublicParticipant: false,
      roleIsConferencePresenter: false,
      isSiteAdmin: false,
      liveVideoRoles: 0,
    });
    expect(participation.accessRevoked).toBe(true);
  });

  it('refuses revoking oneself (409) and unknown participants (404)', async () => {
    const list = ConsoleParticipantsResponseSchema.parse(
      (await coordinator.get(conferencePaths.consoleParticipants(PRES, CONF))).json(),
    );
    const own = list.find((p) => p.CoreUserId === ids.coordinator);
    expect(own).toBeDefined();
    expect(
      (await coordinator.post(conferencePaths.consoleRevoke(PRES, CONF, own?.Id ?? 0))).statusCode,
    ).toBe(409);
    expect(
      (await coordinator.post(conferencePaths.consoleRevoke(PRES, CONF, 999_999))).statusCode,
    ).toBe(404);
  });
});

describe('SPEC §4/§6 ending the public portion', () => {
  it('publishes the public call end, revokes every public participant and disconnects them', async () => {
    expect((await publicGuest.get(paths.liveStream)).statusCode).toBe(200);
    hub.clear();
    const response = await coordinator.post(paths.transition, { Transition: 'endPublicPortion' });
    expect(response.statusCode).toBe(200);
    const end = ConsoleStateSchema.parse(response.json()).Status.PublicCallEndTimeUtc;
    expect(end).not.toBeNull();
    expect(hub.on(topic('status'))[0]?.payload).toMatchObject({
      Status: 'LIVE',
      PublicCallEndTimeUtc: end,
    });
    expect(hub.on(topic('access')).map((p) => p.payload)).toEqual([
      { PublicAccessRevoked: true, PublicCallEndTimeUtc: end },
    ]);
    expect(hub.disconnected).toEqual([{ conferenceId: CONF, publicOnly: true }]);
    expect((await publicGuest.get(paths.liveStream)).statusCode).toBe(403);
    expect((await publicGuest.get(paths.presControl)).statusCode).toBe(403);
    expect((await guest.get(paths.liveStream)).statusCode).toBe(200);
    expect(
      (await coordinator.post(paths.transition, { Transition: 'endPublicPortion' })).statusCode,
    ).toBe(409);
  });
});

describe('the end of the call', () => {
  it('ends with the replay published; presenter control is over (409)', async () => {
    const response = await coordinator.post(paths.transition, { Transition: 'end' });
    expect(ConsoleStateSchema.parse(response.json()).Status).toMatchObject({
      Status: 'Published',
      StreamingState: 'Published',
    });
    expect(
      (
        await panelist.post(paths.presControl, {
          SlideIndex: 1,
          ActivePresenterCoreUserId: ids.panelist,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      ConsoleStateSchema.parse((await coordinator.get(consolePath)).json()).Transitions,
    ).toEqual(['expire']);
  });

  it('the hub directory knows the call and its presenters', async () => {
    expect(await t.app.hub.directory.isConferenceOf(PRES, CONF)).toBe(true);
    expect(await t.app.hub.directory.isConferenceOf(1001, CONF)).toBe(false);
    const panel = await t.app.hub.directory.participation({
      presId: PRES,
      conferenceId: CONF,
      coreUserId: ids.panelist,
      isPublicParticipant: false,
      roleIsConferencePresenter: false,
      isSiteAdmin: false,
      liveVideoRoles: 0,
    });
    expect(panel).toEqual({ accessRevoked: false, isConferencePresenter: true });
  });
});

// The realtime hub (SPEC §7 Realtime, §6 roles): topic entitlement, publishing, client messages
// and cutting participants off, with socket.io-client against a listening app (tokens and the
// handshake: realtime-handshake.test.ts). Conference facts come from a test directory
// (Hub.useDirectory) that makes call 9001 belong to demo 1001, so these tests do not depend on
// the conference demo events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HubConnectError,
  HubEvent,
  hubTopics,
  PROTOCOL_VERSION,
  PresentationSchema,
  SUBSCRIBE_MAX_TOPICS,
  UpdateSource,
  UserSchema,
  type PublishSubject,
  type UpdatePresControlMessage,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, type TestClient } from './helpers/client.ts';
import {
  connectHub,
  connectWithToken,
  hubToken,
  listen,
  refusal,
  type HubTestSocket,
} from './helpers/realtime.ts';
import type { HubClient } from '../src/realtime/hub.types.ts';

const PRES = 1001;
const CALL = 9001;
const QUIET_MS = 300;

let t: TestApp;
let baseUrl: string;
let rowGuid: string;
const open: HubTestSocket[] = [];

async function userId(client: TestClient): Promise<number> {
  return UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
}

async function connect(client: TestClient, conferenceCallId?: number): Promise<HubTestSocket> {
  const token = await hubToken(client, PRES, conferenceCallId ? { conferenceCallId } : {});
  const hub = await connectWithToken(baseUrl, token);
  open.push(hub);
  return hub;
}

/** Resolves false if no message on `topic` arrives within QUIET_MS. */
async function receives(hub: HubTestSocket, topic: string): Promise<boolean> {
  return hub.next(topic, QUIET_MS).then(
    () => true,
    () => false,
  );
}

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  const attendee = await signedIn(t.app, 'attendee@podium.test', PRES);
  const payload = await attendee.get(`presentation?presid=${PRES}`);
  rowGuid = PresentationSchema.parse(payload.json()).rowguid.toLowerCase();
});

afterAll(async () => {
  for (const hub of open) hub.close();
  await t?.close();
});

describe('with conference call 9001 of presentation 1001', () => {
  let presControlCalls: { client: HubClient; message: UpdatePresControlMessage }[];
  beforeAll(() => {
    t.app.hub.useDirectory({
      isConferenceOf: async (presId, conferenceId) => presId === PRES && conferenceId === CALL,
      participation: async (query) => ({
        accessRevoked: false,
        isConferencePresenter: query.roleIsConferencePresenter,
      }),
    });
    presControlCalls = [];
  });

  describe('subscribe and unsubscribe (SPEC §7 topics, entitlement enforced server-side)', () => {
    it('lets a registered attendee follow the call and every slide, and only their own topics', async () => {
      const attendee = await signedIn(t.app, 'attendee@podium.test', PRES);
      const me = await userId(attendee);
      const hub = await connect(attendee, CALL);
      for (const topic of [
        `conferencecall.${CALL}.slide`,
        `conferencecall.${CALL}.status`,
        `conferencecall.${CALL}.AttendeePresenterList`,
        `conferencecall.${CALL}.user.${me}.question`,
        `conferencecall.${CALL}.user.${me}.access`,
        `slide.${rowGuid}.addUpdate`,
        `slide.public.${rowGuid.toUpperCase()}.addUpdate`,
      ]) {
        expect(await hub.subscribe(topic), topic).toMatchObject({ ok: true });
      }
      for (const topic of [
        `conferencecall.${CALL}.user.${me + 1}.question`,
        `conferencecall.${CALL}.user.${me + 1}.access`,
        `conferencecall.${CALL}.PresenterList`,
        `conferencecall.${CALL + 1}.slide`,
        `slide.00000000-0000-0000-0000-000000000000.addUpdate`,
        `entrycode.77.update`,
      ]) {
        expect(await hub.subscribe(topic), topic).toEqual({ ok: false, error: 'notEntitled' });
      }
    });

    it('keeps a public participant off the full slide topic (SPEC §6 public/private)', async () => {
      const guest = await entered(t.app, 'PUBLIC-1001', PRES);
      const hub = await connect(guest, CALL);
      expect(await hub.subscribe(`slide.${rowGuid}.addUpdate`)).toEqual({
        ok: false,
        error: 'notEntitled',
      });
      expect(await hub.subscribe(`slide.public.${rowGuid}.addUpdate`)).toMatchObject({ ok: true });
      expect(await hub.subscribe(`conferencecall.${CALL}.slide`)).toMatchObject({ ok: true });
    });

    it('gives the full presenter list to coordinators and conference presenters', async () => {
      for (const email of ['coordinator@podium.test', 'panelist@podium.test']) {
        const hub = await connect(await signedIn(t.app, email, PRES), CALL);
        expect(await hub.subscribe(`conferencecall.${CALL}.PresenterList`), email).toMatchObject({
          ok: true,
        });
      }
    });

    it('keeps a token without a call out of conference topics', async () => {
      const hub = await connect(await signedIn(t.app, 'attendee@podium.test', PRES));
      expect(await hub.subscribe(`conferencecall.${CALL}.slide`)).toEqual({
        ok: false,
        error: 'notEntitled',
      });
    });

    it('answers malformed subscriptions with malformedTopic and keeps serving', async () => {
      const hub = await connect(await signedIn(t.app, 'attendee@podium.test', PRES), CALL);
      for (const bad of [
        'conferencecall.9001.slides',
        'conferencecall.09001.slide',
        'x'.repeat(500),
        42,
        null,
      ]) {
        expect(await hub.subscribe(bad), String(bad)).toEqual({
          ok: false,
          error: 'malformedTopic',
        });
      }
      expect(
        await hub.send(HubEvent.Subscribe, { topic: 'conferencecall.9001.slide', x: 1 }),
      ).toEqual({ ok: false, error: 'malformedTopic' });
      expect(await hub.send(HubEvent.Subscribe)).toEqual({ ok: false, error: 'malformedTopic' });
      // Without an ack the message is still parsed, and nothing breaks.
      hub.socket.emit(HubEvent.Subscribe, { topic: 17 });
      hub.socket.emit(HubEvent.UpdatePresControl, 'junk');
      expect(await hub.subscribe(`conferencecall.${CALL}.slide`)).toMatchObject({ ok: true });
      expect(await hub.unsubscribe(`conferencecall.${CALL}.slide`)).toMatchObject({ ok: true });
      expect(await hub.unsubscribe('nonsense')).toEqual({ ok: false, error: 'malformedTopic' });
    });
  });

  describe('SubscribeMany (protocol 2: a reconnect re-joins every topic in one message)', () => {
    it('answers each topic in order and joins the entitled ones only', async () => {
      const attendee = await signedIn(t.app, 'attendee@podium.test', PRES);
      const me = await userId(attendee);
      const hub = await connect(attendee, CALL);
      const control = `conferencecall.${CALL}.presentercontrol`;
      const topics = [
        `conferencecall.${CALL}.status`,
        `conferencecall.${CALL}.user.${me + 1}.question`,
        control,
        `conferencecall.${CALL + 1}.presentercontrol`,
        `slide.${rowGuid.toUpperCase()}.addUpdate`,
      ];
      expect(await hub.send(HubEvent.SubscribeMany, { topics })).toEqual({
        ok: true,
        results: [
          { ok: true, topic: `conferencecall.${CALL}.status` },
          { ok: false, error: 'notEntitled' },
          { ok: true, topic: control },
          { ok: false, error: 'notEntitled' },
          { ok: true, topic: `slide.${rowGuid}.addUpdate` },
        ],
      });
      const payload = { PresenterControlEnabled: true, SlideSyncEnabled: false };
      t.app.hub.publish(hubTopics.presenterControl(CALL + 1), payload);
      t.app.hub.publish(hubTopics.presenterControl(CALL), payload);
      expect(await hub.next(control)).toEqual({ topic: control, payload });
      expect(await receives(hub, `conferencecall.${CALL + 1}.presentercontrol`)).toBe(false);
    });

    it('joins the entitled topics a handshake names (HubAuth.Topics), and only those', async () => {
      const attendee = await signedIn(t.app, 'attendee@podium.test', PRES);
      const me = await userId(attendee);
      const token = await hubToken(attendee, PRES, { conferenceCallId: CALL });
      const control = `conferencecall.${CALL}.presentercontrol`;
      const hub = await connectHub(baseUrl, {
        TokenId: token,
        ProtocolVersion: PROTOCOL_VERSION,
        Topics: [
          control,
          `conferencecall.${CALL + 1}.presentercontrol`,
          `conferencecall.${CALL}.user.${me + 1}.question`,
        ],
      });
      open.push(hub);
      const payload = { PresenterControlEnabled: true, SlideSyncEnabled: false };
      t.app.hub.publish(hubTopics.presenterControl(CALL + 1), payload);
      t.app.hub.publish(hubTopics.presenterControl(CALL), payload);
      expect(await hub.next(control)).toEqual({ topic: control, payload });
      expect(await receives(hub, `conferencecall.${CALL + 1}.presentercontrol`)).toBe(false);
      // A handshake naming a malformed topic, or too many, is refused like a bad token.
      for (const Topics of [
        ['conferencecall.9001.slides'],
        Array.from({ length: SUBSCRIBE_MAX_TOPICS + 1 }, () => control),
      ])
        expect(
          await refusal(baseUrl, { TokenId: token, ProtocolVersion: PROTOCOL_VERSION, Topics }),
        ).toBe(HubConnectError.InvalidToken);
    });

    it(`refuses a malformed list whole: a bad topic, none, more than ${SUBSCRIBE_MAX_TOPICS}, extra fields`, async () => {
      const hub = await connect(await signedIn(t.app, 'attendee@podium.test', PRES), CALL);
      const slide = `conferencecall.${CALL}.slide`;
      for (const message of [
        { topics: [slide, 'conferencecall.9001.slides'] },
        { topics: [] },
        { topics: Array.from({ length: SUBSCRIBE_MAX_TOPICS + 1 }, () => slide) },
        { topics: [slide], extra: 1 },
        { topics: slide },
        [slide],
        null,
      ]) {
        expect(await hub.send(HubEvent.SubscribeMany, message), JSON.stringify(message)).toEqual({
          ok: false,
          error: 'malformedTopic',
        });
      }
      expect(await hub.send(HubEvent.SubscribeMany, { topics: [slide, slide] })).toEqual({
        ok: true,
        results: [
          { ok: true, topic: slide },
          { ok: true, topic: slide },
        ],
      });
    });
  });

  describe('publish (HubPublisher)', () => {
    it('reaches the subscribers of a topic and nobody else', async () => {
      const subscriber = await connect(await signedIn(t.app, 'attendee@podium.test', PRES), CALL);
      const bystander = await connect(await signedIn(t.app, 'attendee@podium.test', PRES), CALL);
      const leaver = await connect(await signedIn(t.app, 'attendee@podium.test', PRES), CALL);
      const topic = `conferencecall.${CALL}.slide`;
      await subscriber.subscribe(topic);
      await leaver.subscribe(topic);
      await leaver.unsubscribe(topic);
      await bystander.subscribe(`conferencecall.${CALL}.status`);

      t.app.hub.publish(hubTopics.callSlide(CALL), { SlideIndex: 4 });
      expect(await subscriber.next(topic)).toEqual({ topic, payload: { SlideIndex: 4 } });
      expect(await receives(bystander, topic)).toBe(false);
      expect(await receives(leaver, topic)).toBe(false);
    });

    it('sends the validated payload (unknown fields dropped) and refuses an invalid one', async () => {
      const hub = await connect(await signedIn(t.app, 'attendee@podium.test', PRES), CALL);
      const topic = `conferencecall.${CALL}.presentercontrol`;
      await hub.subscribe(topic);
      const payload = { PresenterControlEnabled: true, SlideSyncEnabled: false, Secret: 'x' };
      t.app.hub.publish(hubTopics.presenterControl(CALL), payload);
      expect((await hub.next(topic)).payload).toEqual({
        PresenterControlEnabled: true,
        SlideSyncEnabled: false,
      });
      expect(() => t.app.hub.publish(hubTopics.callSlide(CALL), { SlideIndex: -1 })).toThrow(
        /invalid callSlide payload/,
      );
    });

    it('gives public participants their own payload, or nothing, when one is set (SPEC §6)', async () => {
      const topic = `conferencecall.${CALL}.slide`;
      const registered = await connect(await signedIn(t.app, 'attendee@podium.test', PRES), CALL);
      const publicHub = await connect(await entered(t.app, 'PUBLIC-1001', PRES), CALL);
      expect(await registered.subscribe(topic)).toEqual({ ok: true, topic });
      expect(await publicHub.subscribe(topic)).toEqual({ ok: true, topic });
      // The slide topic is retained: what an earlier test published last comes after the ack.
      for (const hub of [registered, publicHub]) await hub.next(topic, 300).catch(() => undefined);

      t.app.hub.publish(
        hubTopics.callSlide(CALL),
        { SlideIndex: 9 },
        {
          publicPayload: { SlideIndex: 6 },
        },
      );
      expect((await registered.next(topic)).payload).toEqual({ SlideIndex: 9 });
      expect((await publicHub.next(topic)).payload).toEqual({ SlideIndex: 6 });

      t.app.hub.publish(hubTopics.callSlide(CALL), { SlideIndex: 10 }, { publicPayload: null });
      expect((await registered.next(topic)).payload).toEqual({ SlideIndex: 10 });
      expect(await receives(publicHub, topic)).toBe(false);

      t.app.hub.publish(hubTopics.callSlide(CALL), { SlideIndex: 2 });
      expect((await registered.next(topic)).payload).toEqual({ SlideIndex: 2 });
      expect((await publicHub.next(topic)).payload).toEqual({ SlideIndex: 2 });

      expect(await publicHub.unsubscribe(topic)).toEqual({ ok: true, topic });
      t.app.hub.publish(hubTopics.callSlide(CALL), { SlideIndex: 3 });
      expect(await receives(publicHub, topic)).toBe(false);
      expect(() =>
        t.app.hub.publish(
          hubTopics.callSlide(CALL),
          { SlideIndex: 3 },
          {
            publicPayload: { SlideIndex: -3 },
          },
        ),
      ).toThrow(/invalid callSlide public payload/);
    });

    it('never sends a private slide on the public slide topic (SPEC §6)', async () => {
      const payload = (
        await (
          await signedIn(t.app, 'attendee@podium.test', PRES)
        ).get(`presentation?presid=${PRES}`)
      ).json();
      const full = PresentationSchema.parse(payload);
      expect(() =>
        t.app.hub.publish(hubTopics.publicSlidesUpdate(rowGuid), {
          Slides: full.Slides,
          PrivateSlidesBeginAt: full.PrivateSlidesBeginAt,
        }),
      ).toThrow(/private slide/);
    });
  });

  describe('UpdatePresControl and UpdateUserPresData (SPEC §7)', () => {
    const slide = (index: number) => ({
      PresId: PRES,
      Source: UpdateSource.SlideUpdated,
      SlideIndex: index,
    });

    it('acks invalid for a malformed update, before any handler sees it', async () => {
      const hub = await connect(await signedIn(t.app, 'panelist@podium.test', PRES), CALL);
      for (const bad of [
        { ...slide(2), Source: 99 },
        { ...slide(2), SlideIndex: 'two' },
        { ...slide(2), Extra: true },
        { Source: UpdateSource.SlideUpdated, SlideIndex: 2 },
        { ...slide(2), ShowLink: 'link\u0000' },
        { ...slide(2), ShowLink: 'link\ud800' },
        'junk',
        undefined,
      ]) {
        expect(await hub.send(HubEvent.UpdatePresControl, bad), JSON.stringify(bad)).toEqual({
          ok: false,
          error: 'invalid',
        });
      }
      for (const bad of [
        { PresId: PRES, ResumeMediaData: {} },
        { PresId: PRES, ResumeMediaData: { TimeStampSeconds: -1 } },
        [],
      ]) {
        expect(await hub.send(HubEvent.UpdateUserPresData, bad), JSON.stringify(bad)).toEqual({
          ok: false,
          error: 'invalid',
        });
      }
    });

    it('forwards an allowed update to the handler and refuses the others (SPEC §6)', async () => {
      t.app.hub.onUpdatePresControl({
        async publishSubject(client): Promise<PublishSubject> {
          return {
            liveVideoRoles: client.subject.liveVideoRoles,
            sgmRole: client.sgmRole,
            controlsSlides: client.subject.isConferencePresenter,
            mayTakePresenterControl: client.subject.isConferencePresenter,
          };
        },
        async apply(client, message) {
          presControlCalls.push({ client, message });
          if (message.Source === UpdateSource.SlideUpdated && message.SlideIndex > 100)
            throw new Error('the store is down');
          return { ok: true };
        },
      });
      const presenter = await connect(await signedIn(t.app, 'panelist@podium.test', PRES), CALL);
      const attendee = await connect(await signedIn(t.app, 'attendee@podium.test', PRES), CALL);

      expect(await presenter.send(HubEvent.UpdatePresControl, slide(3))).toEqual({ ok: true });
      expect(presControlCalls).toHaveLength(1);
      expect(presControlCalls[0]?.message).toEqual(slide(3));
      expect(presControlCalls[0]?.client).toMatchObject({
        conferenceId: CALL,
        subject: { presId: PRES, conferenceIds: [CALL], isConferencePresenter: true },
      });

      expect(await attendee.send(HubEvent.UpdatePresControl, slide(3))).toEqual({
        ok: false,
        error: 'forbidden',
      });
      // SPEC §6: only coordinators and SGM hosts start a call.
      expect(
        await presenter.send(HubEvent.UpdatePresControl, {
          PresId: PRES,
          Source: UpdateSource.CallStarted,
        }),
      ).toEqual({ ok: false, error: 'forbidden' });
      expect(
        await presenter.send(HubEvent.UpdatePresControl, { ...slide(3), PresId: 1004 }),
      ).toEqual({ ok: false, error: 'forbidden' });
      expect(presControlCalls).toHaveLength(1);

      expect(await presenter.send(HubEvent.UpdatePresControl, slide(101))).toEqual({
        ok: false,
        error: 'unavailable',
      });
    });

    it('forwards UpdateUserPresData for the connection itself only', async () => {
      const received: { userId: number; seconds: number }[] = [];
      t.app.hub.onUpdateUserPresData(async (client, message) => {
        received.push({
          userId: client.subject.coreUserId,
          seconds: message.ResumeMediaData.TimeStampSeconds,
        });
        return { ok: true };
      });
      const attendee = await signedIn(t.app, 'attendee@podium.test', PRES);
      const hub = await connect(attendee);
      const update = { PresId: PRES, ResumeMediaData: { TimeStampSeconds: 42 } };
      expect(await hub.send(HubEvent.UpdateUserPresData, update)).toEqual({ ok: true });
      expect(received).toEqual([{ userId: await userId(attendee), seconds: 42 }]);
      expect(await hub.send(HubEvent.UpdateUserPresData, { ...update, PresId: 1004 })).toEqual({
        ok: false,
        error: 'forbidden',
      });
      expect(await hub.send(HubEvent.UpdateUserPresData, { ...update, UserId: 1 })).toEqual({
        ok: false,
        error: 'invalid',
      });
    });
  });

  describe('disconnect(filter) (SPEC §6: revoked participants are disconnected)', () => {
    it('cuts off only public participants of the call when public access ends', async () => {
      const publicHub = await connect(await entered(t.app, 'PUBLIC-1001', PRES), CALL);
      const registered = await connect(await signedIn(t.app, 'attendee@podium.test', PRES), CALL);
      const gone = publicHub.disconnected();
      await t.app.hub.disconnect({ conferenceId: CALL, publicOnly: true });
      expect(await gone).toBe('io server disconnect');
      expect(registered.socket.connected).toBe(true);
      expect(await registered.subscribe(`conferencecall.${CALL}.slide`)).toMatchObject({
        ok: true,
      });
    });

    it('cuts off one participant of one call, after the access message reached them', async () => {
      const host = await signedIn(t.app, 'host@podium.test', PRES);
      const hostId = await userId(host);
      const inCall = await connect(host, CALL);
      const outsideCall = await connect(host);
      const other = await connect(await signedIn(t.app, 'attendee@podium.test', PRES), CALL);
      const accessTopic = `conferencecall.${CALL}.user.${hostId}.access`;
      await inCall.subscribe(accessTopic);

      const gone = inCall.disconnected();
      t.app.hub.publish(hubTopics.userAccess(CALL, hostId), { AccessRevoked: true });
      await t.app.hub.disconnect({ conferenceId: CALL, coreUserId: hostId });
      expect(await gone).toBe('io server disconnect');
      expect(inCall.messages).toContainEqual({
        topic: accessTopic,
        payload: { AccessRevoked: true },
      });
      expect(outsideCall.socket.connected).toBe(true);
      expect(other.socket.connected).toBe(true);

      const everywhere = outsideCall.disconnected();
      await t.app.hub.disconnect({ coreUserId: hostId });
      expect(await everywhere).toBe('io server disconnect');
      expect(other.socket.connected).toBe(true);
    });

    it('refuses a filter that names nobody', async () => {
      await expect(t.app.hub.disconnect({})).rejects.toThrow(/needs a presId/);
      await expect(t.app.hub.disconnect({ publicOnly: true })).rejects.toThrow(/needs a presId/);
    });
  });
});

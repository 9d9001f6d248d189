// The built-in meeting media server (SFU) through the hub's MeetingSignal: only registered
// participants of a running meeting join; each receives the others' audio and video; a removed
// participant is disconnected from media at once (SPEC §6); a host shares a screen, whoever joined
// first; each receiver gets the camera layer that fits its tiles. Clients are werift peers sending
// synthetic RTP (the camera in two layers, as a browser does), so the test runs without a browser.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  useSdesMid,
  useSdesRTPStreamId,
  type RTCDtlsTransport,
  type RTCRtpHeaderExtensionParameters,
} from 'werift';
import {
  MEETING_SIGNAL_EVENT,
  MeetingServerSignalSchema,
  MeetingSignalAckSchema,
  meetingApiPaths,
  type MeetingServerSignal,
  type MeetingStream,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { signedInTo, enteredTo } from './helpers/conference.ts';
import { connectWithToken, hubToken, listen, type HubTestSocket } from './helpers/realtime.ts';

const PRES = 4001;
const MEETING = 8401;
const CONF = 7401;
const RID_URI = 'urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id';

let t: TestApp;
let baseUrl: string;
const opened: { close(): void }[] = [];

interface MediaClient {
  readonly coreUserId: number;
  readonly hub: HubTestSocket;
  readonly signals: MeetingServerSignal[];
  /** Packets received per sender coreUserId and kind; video also per layer (`id:video:f`). */
  readonly received: Map<string, number>;
  connectionId: string;
  /** Whether the next answer sends the screen on a host's third m-line (left inactive before). */
  sharing: boolean;
}

async function coreIdOf(client: TestClient) {
  return (await client.loadUser(PRES)).json<{ CoreId: number }>().CoreId;
}

async function mediaClient(client: TestClient): Promise<MediaClient> {
  const hub = await connectWithToken(
    baseUrl,
    await hubToken(client, PRES, { conferenceCallId: CONF }),
  );
  opened.push(hub);
  const pc = new RTCPeerConnection({
    // The camera's layers are named by rid, as a browser names them.
    headerExtensions: { audio: [], video: [useSdesMid(), useSdesRTPStreamId()] },
    iceServers: [],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
  });
  opened.push({ close: () => void pc.close() });
  const own = {
    audio: new MediaStreamTrack({ kind: 'audio' }),
    screen: new MediaStreamTrack({ kind: 'video' }),
  };
  /** The camera m-line once answered: its transport, payload type and rid extension id. */
  let camera: { transport: RTCDtlsTransport; payloadType: number; ridId: number } | null = null;
  const me: MediaClient = {
    coreUserId: await coreIdOf(client),
    hub,
    signals: [],
    received: new Map(),
    connectionId: '',
    sharing: false,
  };
  let streams: MeetingStream[] = [];
  pc.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe((rtp) => {
      const mid = pc.getTransceivers().find((tr) => tr.receiver.track === track)?.mid;
      const stream = streams.find((s) => s.Mid === mid);
      if (!stream) return;
      const keys = [`${stream.CoreUserId}:${stream.Kind}`];
      if (stream.Kind === 'video')
        keys.push(`${stream.CoreUserId}:video:${String.fromCharCode(rtp.payload[2] ?? 0)}`);
      for (const key of keys) me.received.set(key, (me.received.get(key) ?? 0) + 1);
    });
  });
  hub.socket.on(MEETING_SIGNAL_EVENT, (raw: unknown) => {
    const signal = MeetingServerSignalSchema.parse(raw);
    me.signals.push(signal);
    if (signal.Type !== 'offer') return;
    streams = signal.Streams;
    void (async () => {
      await pc.setRemoteDescription({ type: 'offer', sdp: signal.Sdp });
      // werift would give an m-line answered inactive (the screen one) to the next offered one.
      for (const transceiver of pc.getTransceivers()) transceiver.usedForSender = true;
      const [audio, video, third] = pc.getTransceivers();
      if (audio && video && !audio.sender.track) {
        audio.setDirection('sendonly');
        video.setDirection('sendonly');
        await audio.sender.replaceTrack(own.audio);
      }
      // A host's own third m-line (named by no stream) carries the screen once sharing.
      const screenLine = third?.mid && !streams.some((st) => st.Mid === third.mid) ? third : null;
      if (screenLine && me.sharing && !screenLine.sender.track) {
        screenLine.setDirection('sendonly');
        await screenLine.sender.replaceTrack(own.screen);
      }
      await pc.setLocalDescription(await pc.createAnswer());
      // werift keeps the negotiated extensions on the sender, not in its typings.
      const negotiated = (
        video?.sender as unknown as
          { headerExtensions?: RTCRtpHeaderExtensionParameters[] } | undefined
      )?.headerExtensions;
      const rid = negotiated?.find((e) => e.uri === RID_URI);
      if (video && rid && video.sender.codec && !camera)
        camera = {
          transport: video.dtlsTransport,
          payloadType: video.sender.codec.payloadType,
          ridId: rid.id,
        };
      await hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'answer',
        ConnectionId: signal.ConnectionId,
        Sdp: pc.localDescription?.sdp ?? '',
      });
    })();
  });
  let seq = 0;
  const timer = setInterval(() => {
    seq = (seq + 1) % 65536;
    for (const [kind, track] of Object.entries(own)) {
      const header = new RtpHeader({
        sequenceNumber: seq,
        timestamp: seq * 3000,
        payloadType: kind === 'audio' ? 111 : 96,
        ssrc: kind === 'screen' ? 2 : 1,
      });
      track.writeRtp(new RtpPacket(header, Buffer.alloc(100, 1)));
    }
    // Each camera layer on its own SSRC named by its rid, straight to the transport (werift's
    // sender sends one stream an m-line). VP8 descriptor: S = 1, PID = 0; a key frame (P = 0)
    // every 10th packet. The third byte names the layer for the receiver's count.
    if (camera?.transport.state !== 'connected') return;
    for (const [index, layer] of ['f', 'h'].entries()) {
      const payload = Buffer.alloc(100, 1);
      payload[0] = 0x10;
      payload[1] = seq % 10 === 0 ? 0x00 : 0x01;
      payload[2] = layer.charCodeAt(0);
      const header = new RtpHeader({
        sequenceNumber: seq,
        timestamp: seq * 3000,
        payloadType: camera.payloadType,
        ssrc: 0x100 + index,
        extensions: [{ id: camera.ridId, payload: Buffer.from(layer) }],
      });
      void camera.transport.sendRtp(payload, header).catch(() => {});
    }
  }, 20);
  opened.push({ close: () => clearInterval(timer) });
  return me;
}

async function join(me: MediaClient) {
  const ack = MeetingSignalAckSchema.parse(
    await me.hub.send(MEETING_SIGNAL_EVENT, { Type: 'join' }),
  );
  if (ack.ok) me.connectionId = ack.ConnectionId;
  return ack;
}

async function until(ok: () => boolean, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

let host: TestClient;
let attendee: TestClient;
let guest: TestClient;

/** The relay every participant is handed, and the secret it shares with the server. */
const TURN = {
  urls: ['turn:turn.example.test:443?transport=tcp', 'stun:stun.example.test:3478'],
  secret: 'north-sea-relay',
  ttlSeconds: 600,
};

beforeAll(async () => {
  t = await startTestApp({
    meetingMedia: { announcedAddresses: ['127.0.0.1'], portRange: null, turn: TURN },
  });
  baseUrl = await listen(t.app);
  host = await signedInTo(t.app, 'host@podium.test', PRES);
  attendee = await signedInTo(t.app, 'attendee@podium.test', PRES);
  guest = await enteredTo(t.app, 'DEMO-4001', PRES);
}, 60_000);

afterAll(async () => {
  for (const item of opened) item.close();
  await t?.close();
});

describe('meeting media (built-in SFU)', () => {
  it('refuses a malformed message, a meeting not started, and someone not registered', async () => {
    const hostMedia = await mediaClient(host);
    expect(await hostMedia.hub.send(MEETING_SIGNAL_EVENT, { Type: 'dance' })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await join(hostMedia)).toEqual({ ok: false, error: 'notStarted' });
    const hostId = await coreIdOf(host);
    expect((await host.post(meetingApiPaths.host(PRES, MEETING, PRES, hostId))).statusCode).toBe(
      200,
    );
    expect(
      (await host.post(`prescontrol/${PRES}`, { PresId: PRES, MeetingId: MEETING, Source: 1 }))
        .statusCode,
    ).toBe(200);
    const guestMedia = await mediaClient(guest);
    expect(await join(guestMedia)).toEqual({ ok: false, error: 'notInMeeting' });
  });

  it('takes an answer as long as a full meeting’s over the hub (45 m-lines) without dropping the connection', async () => {
    const hostMedia = await mediaClient(host);
    // A browser's answer for 15 participants who are all hosts: 45 m-lines of about 1,500
    // characters each — far more than the hub's other messages.
    const mLine = `m=video 9 UDP/TLS/RTP/SAVPF 96\r\n${'a=x-padding\r\n'.repeat(115)}`;
    const sdp = `v=0\r\n${mLine.repeat(45)}`;
    expect(sdp.length).toBeGreaterThan(60_000);
    // Nothing waits for an answer on this connection id: refused, but answered over a live hub.
    expect(
      await hostMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'answer',
        ConnectionId: 'not-offered',
        Sdp: sdp,
      }),
    ).toEqual({ ok: false, error: 'invalid' });
    expect(hostMedia.hub.socket.connected).toBe(true);
  });

  it('forwards every participant’s audio and video to the others; a removed one is cut off at once', async () => {
    const hostId = await coreIdOf(host);
    const attendeeId = await coreIdOf(attendee);
    const guestId = await coreIdOf(guest);
    for (const [client, id] of [
      [attendee, attendeeId],
      [guest, guestId],
    ] as const)
      expect((await client.post(meetingApiPaths.register(PRES, MEETING, id))).statusCode).toBe(200);
    // The host joins last: attendees first.
    const clients = [
      await mediaClient(attendee),
      await mediaClient(guest),
      await mediaClient(host),
    ];
    for (const client of clients) expect((await join(client)).ok).toBe(true);
    for (const me of clients)
      for (const other of clients.filter((c) => c !== me))
        for (const kind of ['audio', 'video'])
          expect(
            await until(() => (me.received.get(`${other.coreUserId}:${kind}`) ?? 0) > 5),
            `${me.coreUserId} gets ${other.coreUserId} ${kind}`,
          ).toBe(true);

    const [attendeeMedia, guestMedia, hostMedia] = clients as [
      MediaClient,
      MediaClient,
      MediaClient,
    ];
    // Every offer hands its participant the relay with a credential of their own, signed with
    // the shared secret (TURN REST API) and valid for MEETING_TURN_TTL_S from now.
    for (const me of clients) {
      const offers = me.signals.filter((x) => x.Type === 'offer');
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        const [relay, stun] = offer.IceServers;
        expect(stun).toEqual({ urls: ['stun:stun.example.test:3478'] });
        expect(relay?.urls).toEqual(['turn:turn.example.test:443?transport=tcp']);
        const [expires, holder] = (relay?.username ?? '').split(':').map(Number);
        expect(holder).toBe(me.coreUserId);
        expect(Math.abs((expires ?? 0) - (Date.now() / 1000 + TURN.ttlSeconds))).toBeLessThan(60);
        expect(relay?.credential).toBe(
          createHmac('sha1', TURN.secret)
            .update(relay?.username ?? '')
            .digest('base64'),
        );
      }
    }
    const participants = await host.get(
      `presentations/${PRES}/smallgroupmeeting/${MEETING}/participants`,
    );
    expect(
      participants
        .json<{ Participants: { CoreUserId: number }[] }>()
        .Participants.map((p) => p.CoreUserId)
        .sort(),
    ).toEqual([hostId, attendeeId, guestId].sort());

    expect(
      (await host.post(meetingApiPaths.participant(PRES, MEETING, guestId, 'remove'))).statusCode,
    ).toBe(200);
    const closed = { Type: 'closed', ConnectionId: guestMedia.connectionId, Reason: 'removed' };
    expect(
      await until(() =>
        guestMedia.signals.some((x) => JSON.stringify(x) === JSON.stringify(closed)),
      ),
    ).toBe(true);
    const before = hostMedia.received.get(`${guestId}:video`) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = hostMedia.received.get(`${guestId}:video`) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hostMedia.received.get(`${guestId}:video`) ?? 0).toBe(after);
    expect(after - before).toBeLessThan(30);
    const left = await host.get(`presentations/${PRES}/smallgroupmeeting/${MEETING}/participants`);
    expect(
      left
        .json<{ Participants: { CoreUserId: number }[] }>()
        .Participants.map((p) => p.CoreUserId)
        .sort(),
    ).toEqual([hostId, attendeeId].sort());
    remaining = { hostMedia, attendeeMedia };
  }, 60_000);

  it('an attendee joining after the host still sends and receives audio and video', async () => {
    // The host's screen m-line was answered inactive (not sharing): a later join must not take it.
    const { hostMedia, attendeeMedia } = remaining!;
    expect(
      await until(() => hostMedia.signals.some((x) => x.Type === 'offer')),
      'the host was offered',
    ).toBe(true);
    expect(await leave(attendeeMedia)).toBe(true);
    const again = await mediaClient(attendee);
    expect((await join(again)).ok).toBe(true);
    for (const [me, other] of [
      [again, hostMedia],
      [hostMedia, again],
    ] as const)
      for (const kind of ['audio', 'video'])
        expect(
          await until(() => (me.received.get(`${other.coreUserId}:${kind}`) ?? 0) > 5),
          `${me.coreUserId} gets ${other.coreUserId} ${kind}`,
        ).toBe(true);
    // A receiver that shows cameras in tiles 200 px wide gets the half layer, even of two; the
    // other, who said nothing, still gets the full one.
    expect(
      await again.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'view',
        ConnectionId: again.connectionId,
        TileWidth: 200,
      }),
    ).toEqual({ ok: true, ConnectionId: again.connectionId });
    expect(
      await until(() => (again.received.get(`${hostMedia.coreUserId}:video:h`) ?? 0) > 5),
      'the narrow receiver gets the half layer',
    ).toBe(true);
    const full = hostMedia.received.get(`${again.coreUserId}:video:f`) ?? 0;
    expect(
      await until(() => (hostMedia.received.get(`${again.coreUserId}:video:f`) ?? 0) > full + 5),
    ).toBe(true);
    expect(hostMedia.received.get(`${again.coreUserId}:video:h`) ?? 0).toBe(0);
    // Someone else's connection cannot be told.
    expect(
      await hostMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'view',
        ConnectionId: again.connectionId,
        TileWidth: 200,
      }),
    ).toEqual({ ok: false, error: 'invalid' });
    remaining = { hostMedia, attendeeMedia: again };
  }, 60_000);

  it('the host shares a screen; attendees may not; a late joiner sees it too', async () => {
    const { hostMedia, attendeeMedia } = remaining!;
    const hostId = hostMedia.coreUserId;
    expect(
      await attendeeMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'screen',
        ConnectionId: attendeeMedia.connectionId,
        Sharing: true,
      }),
    ).toEqual({ ok: false, error: 'notHost' });
    expect(attendeeMedia.received.get(`${hostId}:screen`) ?? 0).toBe(0);
    // Two participants, large tiles: the host (who told no tile width) gets the attendee's full
    // camera layer, not the half one.
    expect(
      await until(() => (hostMedia.received.get(`${attendeeMedia.coreUserId}:video:f`) ?? 0) > 5),
      'the host gets the full layer',
    ).toBe(true);
    expect(hostMedia.received.get(`${attendeeMedia.coreUserId}:video:h`) ?? 0).toBe(0);

    hostMedia.sharing = true;
    expect(
      await hostMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'screen',
        ConnectionId: hostMedia.connectionId,
        Sharing: true,
      }),
    ).toEqual({ ok: true, ConnectionId: hostMedia.connectionId });
    const sharing = (me: MediaClient, sharer: number | null) =>
      me.signals.some(
        (x) =>
          x.Type === 'screen' &&
          x.ConnectionId === me.connectionId &&
          x.SharerCoreUserId === sharer,
      );
    expect(await until(() => sharing(attendeeMedia, hostId))).toBe(true);
    expect(
      await until(() => (attendeeMedia.received.get(`${hostId}:screen`) ?? 0) > 5),
      'the attendee gets the screen',
    ).toBe(true);

    // The attendee leaves and comes back while the screen is shared.
    expect(await leave(attendeeMedia)).toBe(true);
    hostMedia.received.delete(`${attendeeMedia.coreUserId}:audio`);
    const late = await mediaClient(attendee);
    expect((await join(late)).ok).toBe(true);
    expect(await until(() => sharing(late, hostId))).toBe(true);
    for (const kind of ['audio', 'video', 'screen'])
      expect(
        await until(() => (late.received.get(`${hostId}:${kind}`) ?? 0) > 5),
        `the late joiner gets the host's ${kind}`,
      ).toBe(true);
    expect(
      await until(() => (hostMedia.received.get(`${late.coreUserId}:audio`) ?? 0) > 25),
      'the host still hears the attendee',
    ).toBe(true);
    // The shared screen makes the tiles small: the half camera layer, not the full one.
    expect(
      await until(() => (late.received.get(`${hostId}:video:h`) ?? 0) > 5),
      'the late joiner gets the half layer',
    ).toBe(true);
    expect(late.received.get(`${hostId}:video:f`) ?? 0).toBe(0);
    // So does the attendee's camera at the host: it moves from the full layer to the half one.
    const hostHalf = hostMedia.received.get(`${late.coreUserId}:video:h`) ?? 0;
    expect(
      await until(() => (hostMedia.received.get(`${late.coreUserId}:video:h`) ?? 0) > hostHalf + 5),
    ).toBe(true);

    expect(
      await hostMedia.hub.send(MEETING_SIGNAL_EVENT, {
        Type: 'screen',
        ConnectionId: hostMedia.connectionId,
        Sharing: false,
      }),
    ).toEqual({ ok: true, ConnectionId: hostMedia.connectionId });
    expect(await until(() => sharing(late, null))).toBe(true);
    const stopped = late.received.get(`${hostId}:screen`) ?? 0;
    // Audio keeps coming (a positive signal) while the screen no longer does.
    const audioBefore = late.received.get(`${hostId}:audio`) ?? 0;
    expect(await until(() => (late.received.get(`${hostId}:audio`) ?? 0) > audioBefore + 25)).toBe(
      true,
    );
    expect((late.received.get(`${hostId}:screen`) ?? 0) - stopped).toBeLessThan(5);
    // Large tiles again: the full layer from the next key frame.
    expect(
      await until(() => (late.received.get(`${hostId}:video:f`) ?? 0) > 5),
      'back to the full layer',
    ).toBe(true);
  }, 60_000);
});

async function leave(me: MediaClient): Promise<boolean> {
  const ack = MeetingSignalAckSchema.parse(
    await me.hub.send(MEETING_SIGNAL_EVENT, { Type: 'leave', ConnectionId: me.connectionId }),
  );
  return ack.ok;
}
let remaining: { hostMedia: MediaClient; attendeeMedia: MediaClient } | undefined;

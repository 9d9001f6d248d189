// A meeting media client for the API tests: a werift peer that answers the built-in media
// server's offers over the hub, sends synthetic RTP (its microphone, its camera in two layers as a
// browser does, and a host's screen once sharing) and counts what it receives per participant,
// kind and camera layer.
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
  type MeetingServerSignal,
  type MeetingStream,
} from '@podium/domain';
import type { TestClient } from './client.ts';
import { connectWithToken, hubToken, type HubTestSocket } from './realtime.ts';

export const MEETING_PRES = 4001;
export const MEETING_ID = 8401;
export const MEETING_CONF = 7401;
const RID_URI = 'urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id';

/** What a test opened, closed after its file. */
export type Opened = { close(): void }[];

export interface MediaClient {
  readonly coreUserId: number;
  readonly hub: HubTestSocket;
  readonly signals: MeetingServerSignal[];
  /** Packets received per sender coreUserId and kind; video also per layer (`id:video:f`). */
  readonly received: Map<string, number>;
  connectionId: string;
  /** Whether the next answer sends the screen on a host's third m-line (left inactive before). */
  sharing: boolean;
}

export async function coreIdOf(client: TestClient) {
  return (await client.loadUser(MEETING_PRES)).json<{ CoreId: number }>().CoreId;
}

export async function mediaClient(
  baseUrl: string,
  opened: Opened,
  client: TestClient,
): Promise<MediaClient> {
  const hub = await connectWithToken(
    baseUrl,
    await hubToken(client, MEETING_PRES, { conferenceCallId: MEETING_CONF }),
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

export async function join(me: MediaClient, replaces?: string) {
  const ack = MeetingSignalAckSchema.parse(
    await me.hub.send(MEETING_SIGNAL_EVENT, {
      Type: 'join',
      ...(replaces === undefined ? {} : { Replaces: replaces }),
    }),
  );
  if (ack.ok) me.connectionId = ack.ConnectionId;
  return ack;
}

export async function until(ok: () => boolean, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

export async function leave(me: MediaClient): Promise<boolean> {
  const ack = MeetingSignalAckSchema.parse(
    await me.hub.send(MEETING_SIGNAL_EVENT, { Type: 'leave', ConnectionId: me.connectionId }),
  );
  return ack.ok;
}

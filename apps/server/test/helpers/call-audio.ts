// Speakers of a call's audio for tests: werift peers that join through the hub's CallAudioSignal
// and send real Opus (a tone ffmpeg encodes as RTP), and a listener that reads the call's HLS mix
// and measures its level with ffmpeg, so the tests hear what a listener would.
import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket, useSdesMid } from 'werift';
import {
  CALL_AUDIO_SIGNAL_EVENT,
  CallAudioServerSignalSchema,
  CallAudioSignalAckSchema,
  type CallAudioServerSignal,
  type CallAudioSignalAck,
  type CallAudioStream,
} from '@podium/domain';
import { resolveFfmpegPath } from '../../src/live-video/built-in-provider.ts';
import type { TestClient } from './client.ts';
import { connectWithToken, hubToken, type HubTestSocket } from './realtime.ts';

const FFMPEG = resolveFfmpegPath(null);

export interface Speaker {
  readonly hub: HubTestSocket;
  readonly signals: CallAudioServerSignal[];
  /** Packets received per other speaker's coreUserId. */
  readonly heard: Map<number, number>;
  connectionId: string;
  join(): Promise<CallAudioSignalAck>;
  send(message: Record<string, unknown>): Promise<CallAudioSignalAck>;
  /** Starts sending a tone of `hz` (real Opus at 20 ms a packet); stop() ends it. */
  tone(hz: number): void;
  stopTone(): void;
  /**
   * Writes one 20 ms Opus packet to the microphone track now, numbered after the last one
   * written this way; the caller paces them (not together with tone()).
   */
  sendOpus(payload: Buffer): void;
  close(): void;
}

export async function until(ok: () => boolean, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

export async function speaker(
  baseUrl: string,
  client: TestClient,
  presId: number,
  confId: number,
): Promise<Speaker> {
  return speakerWithToken(baseUrl, await hubToken(client, presId, { conferenceCallId: confId }));
}

/** A speaker on the hub connection a token opens (a token asked for the call). */
export async function speakerWithToken(baseUrl: string, tokenId: string): Promise<Speaker> {
  const hub = await connectWithToken(baseUrl, tokenId);
  const pc = new RTCPeerConnection({
    headerExtensions: { audio: [useSdesMid()], video: [] },
    iceServers: [],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
  });
  const own = new MediaStreamTrack({ kind: 'audio' });
  let streams: CallAudioStream[] = [];
  let source: ChildProcess | null = null;
  const paced = {
    ssrc: (Math.random() * 0xffffffff) >>> 0,
    sequence: Math.floor(Math.random() * 0xffff),
    timestamp: (Math.random() * 0xffffffff) >>> 0,
  };
  const rtpIn = createSocket('udp4');
  await new Promise<void>((resolve) => rtpIn.bind(0, '127.0.0.1', () => resolve()));
  rtpIn.on('message', (message) => {
    const rtp = RtpPacket.deSerialize(message);
    rtp.header.payloadType = 111;
    own.writeRtp(rtp);
  });
  const me: Speaker = {
    hub,
    signals: [],
    heard: new Map(),
    connectionId: '',
    async send(message) {
      return CallAudioSignalAckSchema.parse(await hub.send(CALL_AUDIO_SIGNAL_EVENT, message));
    },
    async join() {
      const ack = await me.send({ Type: 'join' });
      if (ack.ok) me.connectionId = ack.ConnectionId;
      return ack;
    },
    tone(hz) {
      me.stopTone();
      source = spawn(FFMPEG, [
        '-hide_banner',
        '-loglevel',
        'error',
        '-re',
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=${hz}:sample_rate=48000`,
        '-c:a',
        'libopus',
        '-b:a',
        '64k',
        '-f',
        'rtp',
        `rtp://127.0.0.1:${rtpIn.address().port}`,
      ]);
      source.stdout?.resume();
      source.stderr?.resume();
    },
    stopTone() {
      source?.kill('SIGKILL');
      source = null;
    },
    sendOpus(payload) {
      const header = new RtpHeader({
        version: 2,
        payloadType: 111,
        sequenceNumber: paced.sequence,
        timestamp: paced.timestamp,
        ssrc: paced.ssrc,
        marker: false,
      });
      paced.sequence = (paced.sequence + 1) & 0xffff;
      paced.timestamp = (paced.timestamp + 960) >>> 0;
      own.writeRtp(new RtpPacket(header, payload));
    },
    close() {
      me.stopTone();
      rtpIn.close();
      void pc.close();
      hub.close();
    },
  };
  pc.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe(() => {
      const mid = pc.getTransceivers().find((tr) => tr.receiver.track === track)?.mid;
      const from = streams.find((s) => s.Mid === mid)?.CoreUserId;
      if (from !== undefined) me.heard.set(from, (me.heard.get(from) ?? 0) + 1);
    });
  });
  hub.socket.on(CALL_AUDIO_SIGNAL_EVENT, (raw: unknown) => {
    const signal = CallAudioServerSignalSchema.parse(raw);
    me.signals.push(signal);
    if (signal.Type !== 'offer') return;
    streams = signal.Streams;
    void (async () => {
      await pc.setRemoteDescription({ type: 'offer', sdp: signal.Sdp });
      for (const transceiver of pc.getTransceivers()) transceiver.usedForSender = true;
      const [microphone] = pc.getTransceivers();
      if (microphone && !microphone.sender.track) {
        microphone.setDirection('sendonly');
        await microphone.sender.replaceTrack(own);
      }
      await pc.setLocalDescription(await pc.createAnswer());
      await me.send({
        Type: 'answer',
        ConnectionId: signal.ConnectionId,
        Sdp: pc.localDescription?.sdp ?? '',
      });
    })();
  });
  return me;
}

/** A playlist's segments with their program date-times (ms). */
export function datedSegments(playlist: string): { name: string; at: number }[] {
  const segments: { name: string; at: number }[] = [];
  let at = Number.NaN;
  for (const line of playlist.split('\n')) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))
      at = Date.parse(line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length));
    else if (line !== '' && !line.startsWith('#')) segments.push({ name: line, at });
  }
  return segments;
}

/** The mean level (dB) of MPEG-TS audio segments played one after another. */
export async function meanVolume(segments: readonly Buffer[]): Promise<number> {
  const child = spawn(FFMPEG, [
    '-hide_banner',
    '-f',
    'mpegts',
    '-i',
    'pipe:0',
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  let errors = '';
  child.stderr.on('data', (data: Buffer) => (errors += data.toString()));
  child.stdin.end(Buffer.concat(segments));
  await new Promise((resolve) => child.on('close', resolve));
  const mean = /mean_volume: (-?[\d.]+) dB/.exec(errors)?.[1];
  if (mean === undefined) throw new Error(`no level measured: ${errors.slice(-500)}`);
  return Number(mean);
}

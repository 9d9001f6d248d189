// Doubles of the browser's WebRTC and microphone for the call audio's unit and component tests
// (jsdom has neither): a peer connection that takes the server's offer as one transceiver per
// mid listed, answers, and lets a test move its connection state and deliver remote tracks; and
// microphone tracks whose stop and enabled a test can read.
import { vi } from 'vitest';

let trackIds = 0;

export class FakeTrack extends EventTarget {
  readonly id = `track-${++trackIds}`;
  enabled = true;
  stopped = false;
  constructor(
    readonly kind: 'audio' | 'video' = 'audio',
    readonly deviceId: string | null = null,
  ) {
    super();
  }
  stop() {
    this.stopped = true;
  }
}

export class FakeStream {
  constructor(readonly tracks: FakeTrack[]) {}
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
}

export class FakeSender {
  track: FakeTrack | null = null;
  readonly replaced: Array<FakeTrack | null> = [];
  replaceTrack(track: FakeTrack | null) {
    this.track = track;
    this.replaced.push(track);
    return Promise.resolve();
  }
}

export class FakeTransceiver {
  direction: RTCRtpTransceiverDirection = 'recvonly';
  readonly sender = new FakeSender();
  constructor(readonly mid: string) {}
}

/** The mids of an SDP's m-lines ("a=mid:…"), in order. */
function midsOf(sdp: string): string[] {
  return [...sdp.matchAll(/^a=mid:(\S+)$/gm)].map((m) => m[1] ?? '');
}

export class FakePeer extends EventTarget {
  static created: FakePeer[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  iceGatheringState: RTCIceGathererState = 'complete';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  closed = false;
  readonly transceivers: FakeTransceiver[] = [];
  answers = 0;
  /** The configuration it was made with, then as the latest offer set it. */
  configuration: RTCConfiguration;
  constructor(configuration: RTCConfiguration = {}) {
    super();
    this.configuration = configuration;
    FakePeer.created.push(this);
  }
  getConfiguration(): RTCConfiguration {
    return this.configuration;
  }
  setConfiguration(configuration: RTCConfiguration): void {
    this.configuration = configuration;
  }
  setRemoteDescription(description: { type: string; sdp: string }) {
    this.remoteDescription = description;
    for (const mid of midsOf(description.sdp))
      if (!this.transceivers.some((t) => t.mid === mid))
        this.transceivers.push(new FakeTransceiver(mid));
    return Promise.resolve();
  }
  getTransceivers() {
    return [...this.transceivers];
  }
  getSenders() {
    return this.transceivers.map((t) => t.sender);
  }
  createAnswer() {
    this.answers += 1;
    return Promise.resolve({ type: 'answer', sdp: `answer-${this.answers}` });
  }
  setLocalDescription(description: { type: string; sdp: string }) {
    this.localDescription = description;
    return Promise.resolve();
  }
  close() {
    this.closed = true;
  }
  /** The browser says the connection's state changed. */
  move(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
  /** A remote track arrives on the m-line `mid`. */
  deliver(mid: string, track = new FakeTrack()) {
    const event = Object.assign(new Event('track'), {
      track,
      transceiver: this.transceivers.find((t) => t.mid === mid) ?? new FakeTransceiver(mid),
    });
    this.dispatchEvent(event);
    return track;
  }
}

/** An offer SDP with one m-line per mid. */
export function offerSdp(...mids: string[]): string {
  return ['v=0', ...mids.flatMap((mid) => ['m=audio 9 UDP/TLS/RTP/SAVPF 111', `a=mid:${mid}`])]
    .join('\r\n')
    .concat('\r\n');
}

export interface FakeMicrophone {
  readonly getUserMedia: ReturnType<
    typeof vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>
  >;
  /** Every microphone track handed out, in order. */
  readonly tracks: FakeTrack[];
}

/** A getUserMedia that grants a fresh audio track each time, unless a test says otherwise. */
export function fakeMicrophone(): FakeMicrophone {
  const tracks: FakeTrack[] = [];
  const getUserMedia = vi.fn((constraints: MediaStreamConstraints) => {
    const audio = constraints.audio;
    const deviceId =
      typeof audio === 'object' && audio.deviceId && typeof audio.deviceId === 'object'
        ? String((audio.deviceId as ConstrainDOMStringParameters).exact)
        : null;
    const track = new FakeTrack('audio', deviceId);
    tracks.push(track);
    return Promise.resolve(new FakeStream([track]) as unknown as MediaStream);
  });
  return { getUserMedia, tracks };
}

export function denied(name = 'NotAllowedError'): Error {
  return Object.assign(new Error('Permission denied'), { name });
}

/** Puts the doubles where the media module looks when nothing is injected (component tests). */
export function installFakeRtc(microphone = fakeMicrophone()): FakeMicrophone {
  FakePeer.created = [];
  vi.stubGlobal('RTCPeerConnection', FakePeer);
  vi.stubGlobal('MediaStream', FakeStream);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: microphone.getUserMedia,
      enumerateDevices: () =>
        Promise.resolve([
          { kind: 'audioinput', deviceId: 'mic-a', label: 'Desk microphone', groupId: 'a' },
          { kind: 'audioinput', deviceId: 'mic-b', label: 'Headset microphone', groupId: 'b' },
          { kind: 'audiooutput', deviceId: 'out', label: 'Speakers', groupId: 'c' },
        ]),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return microphone;
}

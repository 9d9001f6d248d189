// The speaker's media in the call's audio against a fake hub, peer connection and microphone:
// the join and the answer to the server's offer, the SPEC §8 connecting texts' timing, the
// microphone refused, the server's refusals and closings, mute both ways, the microphone swapped,
// and the one automatic rejoin after a lost connection.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallAudioClientSignal, CallAudioSignalAck } from '@podium/domain';
import { createFakeHub, type FakeHub } from '../../shared/hub/testing/fakeHub.ts';
import { CONNECT_GIVE_UP_MS, STILL_CONNECTING_MS } from '../../shared/media/audio-connect.ts';
import { createCallAudioMedia, type CallAudioMedia } from './call-audio.media.ts';
import { microphoneConstraints } from './call-audio.rtc.ts';
import { resetCallAudio, setCallAudio, useCallAudioStore } from './call-audio.store.ts';
import {
  FakePeer,
  FakeStream,
  denied,
  fakeMicrophone,
  offerSdp,
  type FakeMicrophone,
} from './testing/fakeRtc.ts';

const state = () => useCallAudioStore.getState();
const flush = () => vi.advanceTimersByTimeAsync(0);

let hub: FakeHub;
let microphone: FakeMicrophone;
let media: CallAudioMedia;
let peers: FakePeer[];
/** What the fake server answers a join with, in turn; ok with c1, c2 … by default. */
let joinAnswers: CallAudioSignalAck[];
let joins = 0;

const sent = (type: CallAudioClientSignal['Type']) =>
  hub.callAudioSignal.mock.calls.map(([m]) => m).filter((m) => m.Type === type);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MediaStream', FakeStream);
  resetCallAudio();
  hub = createFakeHub();
  joinAnswers = [];
  joins = 0;
  hub.callAudioSignal.mockImplementation((message) => {
    if (message.Type !== 'join') return Promise.resolve({ ok: true, ConnectionId: 'x' });
    joins += 1;
    return Promise.resolve(joinAnswers.shift() ?? { ok: true, ConnectionId: `c${joins}` });
  });
  microphone = fakeMicrophone();
  peers = [];
  media = createCallAudioMedia({
    hub,
    getUserMedia: microphone.getUserMedia,
    createPeer: (configuration) => {
      const peer = new FakePeer(configuration);
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
  });
});

afterEach(() => {
  media.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const RELAY = (credential: string) => ({
  urls: ['turn:turn.example.test:443?transport=tcp'],
  username: '1800000000:9',
  credential,
});

it('connects through the relays the offer names, and takes fresh credentials from the next', async () => {
  await media.join();
  hub.callAudio({
    Type: 'offer',
    IceServers: [RELAY('first')],
    ConnectionId: 'c1',
    Sdp: offerSdp('0'),
    Streams: [],
  });
  await flush();
  const peer = peers.at(-1)!;
  expect(peer.configuration).toEqual({ bundlePolicy: 'max-bundle', iceServers: [RELAY('first')] });
  hub.callAudio({
    Type: 'offer',
    IceServers: [RELAY('second')],
    ConnectionId: 'c1',
    Sdp: offerSdp('0', '1'),
    Streams: [{ Mid: '1', CoreUserId: 7 }],
  });
  await flush();
  expect(peers).toHaveLength(1);
  expect(peer.configuration.iceServers).toEqual([RELAY('second')]);
  expect(peer.configuration.bundlePolicy).toBe('max-bundle');
});

/** Joins and answers the first offer: the speaker's m-line "0", another speaker (7) on "1". */
async function joinAndConnect(connectionId = 'c1'): Promise<FakePeer> {
  await media.join();
  hub.callAudio({
    Type: 'offer',
    IceServers: [],
    ConnectionId: connectionId,
    Sdp: offerSdp('0', '1'),
    Streams: [{ Mid: '1', CoreUserId: 7 }],
  });
  await flush();
  const peer = peers.at(-1)!;
  peer.move('connected');
  return peer;
}

describe('joining', () => {
  it('asks for the microphone with echo cancellation, joins, and answers the offer', async () => {
    await media.join();
    expect(microphone.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      video: false,
    });
    expect(sent('join')).toEqual([{ Type: 'join' }]);
    expect(state()).toMatchObject({ phase: 'connecting', connectionId: 'c1' });

    hub.callAudio({
      Type: 'offer',
      IceServers: [],
      ConnectionId: 'c1',
      Sdp: offerSdp('0', '1', '2'),
      Streams: [
        { Mid: '1', CoreUserId: 7 },
        { Mid: '2', CoreUserId: 8 },
      ],
    });
    await flush();
    const peer = peers[0]!;
    const [mine, other] = peer.transceivers;
    expect(mine!.direction).toBe('sendonly');
    expect(mine!.sender.track).toBe(microphone.tracks[0]);
    expect(other!.direction).toBe('recvonly');
    expect(other!.sender.replaced).toEqual([]);
    expect(sent('answer')).toEqual([{ Type: 'answer', ConnectionId: 'c1', Sdp: 'answer-1' }]);

    const voice = peer.deliver('2');
    expect(state().remoteStreams.get(8)?.getTracks()).toEqual([voice]);
    expect(state().remoteStreams.has(7)).toBe(false);

    peer.move('connected');
    expect(state().phase).toBe('connected');
  });

  it('answers a later offer (speakers changed) on the same connection, keeping the microphone', async () => {
    const peer = await joinAndConnect();
    hub.callAudio({
      Type: 'offer',
      IceServers: [],
      ConnectionId: 'c1',
      Sdp: offerSdp('0', '1', '2'),
      Streams: [
        { Mid: '1', CoreUserId: 7 },
        { Mid: '2', CoreUserId: 9 },
      ],
    });
    await flush();
    expect(peers).toHaveLength(1);
    expect(peer.transceivers[0]!.sender.replaced).toEqual([microphone.tracks[0]]);
    expect(sent('answer').map((m) => 'Sdp' in m && m.Sdp)).toEqual(['answer-1', 'answer-2']);
    expect(state().phase).toBe('connected');
  });

  it('asks for the microphone picked', () => {
    expect(microphoneConstraints('mic-b').audio).toMatchObject({
      echoCancellation: true,
      deviceId: { exact: 'mic-b' },
    });
  });

  it('says "Still connecting" after the threshold and gives up at the limit', async () => {
    await media.join();
    await vi.advanceTimersByTimeAsync(STILL_CONNECTING_MS - 1);
    expect(state().phase).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(state().phase).toBe('stillConnecting');
    await vi.advanceTimersByTimeAsync(CONNECT_GIVE_UP_MS - STILL_CONNECTING_MS);
    expect(state().phase).toBe('failed');
    expect(sent('leave')).toEqual([{ Type: 'leave', ConnectionId: 'c1' }]);
    expect(microphone.tracks[0]!.stopped).toBe(true);
  });

  it('connected in time, nothing is given up', async () => {
    await joinAndConnect();
    await vi.advanceTimersByTimeAsync(CONNECT_GIVE_UP_MS);
    expect(state().phase).toBe('connected');
  });

  it('a denied microphone is blocked; no join is sent', async () => {
    microphone.getUserMedia.mockRejectedValueOnce(denied());
    await media.join();
    expect(state().phase).toBe('blocked');
    expect(sent('join')).toEqual([]);
    await vi.advanceTimersByTimeAsync(CONNECT_GIVE_UP_MS);
    expect(state().phase).toBe('blocked');
  });

  it('no microphone at all is a failure to connect', async () => {
    microphone.getUserMedia.mockRejectedValueOnce(denied('NotFoundError'));
    await media.join();
    expect(state().phase).toBe('failed');
  });

  it('refused as not allowed: back to listening, the microphone let go', async () => {
    joinAnswers.push({ ok: false, error: 'notAllowed' });
    await media.join();
    expect(state()).toMatchObject({ phase: 'idle', notice: 'notAllowed', localStream: null });
    expect(microphone.tracks[0]!.stopped).toBe(true);
  });

  it('refused as full or unavailable: the failure text', async () => {
    joinAnswers.push({ ok: false, error: 'full' });
    await media.join();
    expect(state().phase).toBe('failed');
  });

  it('an offer that cannot be answered is a failure', async () => {
    await media.join();
    hub.callAudio({
      Type: 'offer',
      ConnectionId: 'c1',
      Sdp: offerSdp('0'),
      Streams: [],
      IceServers: [],
    });
    vi.spyOn(peers[0]!, 'createAnswer').mockRejectedValueOnce(new Error('bad sdp'));
    hub.callAudio({
      Type: 'offer',
      ConnectionId: 'c1',
      Sdp: offerSdp('0'),
      Streams: [],
      IceServers: [],
    });
    await flush();
    expect(state().phase).toBe('failed');
  });

  it('ignores signals for another connection', async () => {
    await joinAndConnect();
    hub.callAudio({ Type: 'closed', ConnectionId: 'other', Reason: 'floorTaken' });
    hub.callAudio({ Type: 'muted', ConnectionId: 'other', Muted: true, ByModerator: true });
    expect(state()).toMatchObject({ phase: 'connected', muted: false });
  });
});

describe('muting', () => {
  it('mutes and unmutes the track and tells the server', async () => {
    await joinAndConnect();
    media.setMuted(true);
    expect(microphone.tracks[0]!.enabled).toBe(false);
    expect(state()).toMatchObject({ muted: true, mutedByModerator: false });
    media.setMuted(false);
    expect(microphone.tracks[0]!.enabled).toBe(true);
    expect(sent('mute')).toEqual([
      { Type: 'mute', ConnectionId: 'c1', Muted: true },
      { Type: 'mute', ConnectionId: 'c1', Muted: false },
    ]);
  });

  it('the moderator mutes the speaker: the track is off and the toggle says Unmute', async () => {
    await joinAndConnect();
    hub.callAudio({ Type: 'muted', ConnectionId: 'c1', Muted: true, ByModerator: true });
    expect(state()).toMatchObject({ muted: true, mutedByModerator: true });
    expect(microphone.tracks[0]!.enabled).toBe(false);
  });
});

describe('closing', () => {
  it('Leave audio tells the server and lets go of everything', async () => {
    const peer = await joinAndConnect();
    await media.leave();
    expect(sent('leave')).toEqual([{ Type: 'leave', ConnectionId: 'c1' }]);
    expect(peer.closed).toBe(true);
    expect(microphone.tracks[0]!.stopped).toBe(true);
    expect(state()).toMatchObject({ phase: 'idle', connectionId: null, localStream: null });
    expect(state().remoteStreams.size).toBe(0);
  });

  it('the floor taken back: listening again, told so', async () => {
    setCallAudio({ allowToTalk: true });
    const peer = await joinAndConnect();
    hub.callAudio({ Type: 'closed', ConnectionId: 'c1', Reason: 'floorTaken' });
    expect(peer.closed).toBe(true);
    expect(microphone.tracks[0]!.stopped).toBe(true);
    expect(state()).toMatchObject({ phase: 'idle', notice: 'floorTaken', allowToTalk: false });
  });

  it('replaced by another tab: listening again, nothing rejoined', async () => {
    await joinAndConnect();
    hub.callAudio({ Type: 'closed', ConnectionId: 'c1', Reason: 'replaced' });
    await flush();
    expect(state()).toMatchObject({ phase: 'idle', notice: 'replaced' });
    expect(sent('join')).toHaveLength(1);
  });
});

describe('a lost connection', () => {
  it('closed as failed: "Audio connection lost", then one rejoin at once with the same microphone', async () => {
    await joinAndConnect();
    media.setMuted(true);
    hub.callAudio({ Type: 'closed', ConnectionId: 'c1', Reason: 'failed' });
    expect(peers[0]!.closed).toBe(true);
    await flush();
    expect(sent('join')).toHaveLength(2);
    expect(microphone.getUserMedia).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ phase: 'connecting', connectionId: 'c2', muted: true });
    // The server hears the mute the speaker kept.
    expect(sent('mute').at(-1)).toEqual({ Type: 'mute', ConnectionId: 'c2', Muted: true });
    await joinAndConnect('c2');
    expect(state().phase).toBe('connected');
  });

  it('waits for the hub before rejoining when the hub dropped too', async () => {
    await joinAndConnect();
    hub.connection({ type: 'connectionLost' });
    expect(state().phase).toBe('lost');
    await flush();
    expect(sent('join')).toHaveLength(1);
    hub.connection({ type: 'connected', reconnect: true });
    await flush();
    expect(sent('join')).toHaveLength(2);
    expect(state().phase).toBe('connecting');
  });

  it('a rejoin that fails shows the failure text, and nothing more is tried', async () => {
    await joinAndConnect();
    joinAnswers.push({ ok: false, error: 'unavailable' });
    peers[0]!.move('failed');
    await flush();
    expect(state().phase).toBe('failed');
    hub.connection({ type: 'connected', reconnect: true });
    await flush();
    expect(sent('join')).toHaveLength(2);
    expect(microphone.tracks[0]!.stopped).toBe(true);
  });

  it('a second loss before the rejoin connected is a failure', async () => {
    await joinAndConnect();
    hub.callAudio({ Type: 'closed', ConnectionId: 'c1', Reason: 'failed' });
    await flush();
    hub.callAudio({
      Type: 'offer',
      ConnectionId: 'c2',
      Sdp: offerSdp('0'),
      Streams: [],
      IceServers: [],
    });
    await flush();
    peers.at(-1)!.move('failed');
    expect(state().phase).toBe('failed');
  });

  it('a brief disconnection that heals is connected again without a rejoin', async () => {
    const peer = await joinAndConnect();
    peer.move('disconnected');
    expect(state().phase).toBe('lost');
    peer.move('connected');
    expect(state().phase).toBe('connected');
    expect(sent('join')).toHaveLength(1);
  });

  it('Retry after a failure joins again', async () => {
    joinAnswers.push({ ok: false, error: 'unavailable' });
    await media.join();
    expect(state().phase).toBe('failed');
    await media.join();
    expect(state()).toMatchObject({ phase: 'connecting', connectionId: 'c2' });
  });
});

describe('the microphone picker', () => {
  it('swaps the sent track for the one picked, without rejoining', async () => {
    const peer = await joinAndConnect();
    await media.switchMicrophone('mic-b');
    const [first, second] = microphone.tracks;
    expect(second!.deviceId).toBe('mic-b');
    expect(peer.transceivers[0]!.sender.track).toBe(second);
    expect(first!.stopped).toBe(true);
    expect(state().microphoneId).toBe('mic-b');
    expect(state().localStream?.getAudioTracks()).toEqual([second]);
    expect(sent('join')).toHaveLength(1);
  });

  it('keeps the muted state on the new microphone', async () => {
    await joinAndConnect();
    media.setMuted(true);
    await media.switchMicrophone('mic-b');
    expect(microphone.tracks[1]!.enabled).toBe(false);
  });

  it('before joining, remembers the choice for the join', async () => {
    await media.switchMicrophone('mic-a');
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
    await media.join();
    expect(microphone.tracks[0]!.deviceId).toBe('mic-a');
  });
});

describe('stopping', () => {
  it('leaves, closes and stops the microphone; later signals change nothing', async () => {
    const peer = await joinAndConnect();
    media.stop();
    expect(sent('leave')).toEqual([{ Type: 'leave', ConnectionId: 'c1' }]);
    expect(peer.closed).toBe(true);
    expect(microphone.tracks[0]!.stopped).toBe(true);
    resetCallAudio();
    hub.callAudio({
      Type: 'offer',
      ConnectionId: 'c1',
      Sdp: offerSdp('0'),
      Streams: [],
      IceServers: [],
    });
    await flush();
    expect(peers).toHaveLength(1);
  });
});

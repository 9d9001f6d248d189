// The devices: a refused camera joins with the microphone alone and says the camera is blocked; a
// refused microphone joins nothing (SPEC §8). The camera's layers: when the server's offer asked
// for them, each is sized by the domain's encodings; a sender without layers is left as it is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEETING_VIDEO_ENCODINGS } from '@podium/domain';
import { layerCamera, openDevices } from './meeting.devices.ts';
import { initialMeetingState, useMeetingStore } from './meeting.store.ts';

const denied = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
const stream = { getTracks: () => [] } as unknown as MediaStream;

function browserAllows(allowed: { audio: boolean; video: boolean }) {
  const getUserMedia = vi.fn((c: MediaStreamConstraints) =>
    (c.audio && !allowed.audio) || (c.video && !allowed.video) ? denied() : Promise.resolve(stream),
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return getUserMedia;
}

describe('opening the microphone and camera', () => {
  beforeEach(() => useMeetingStore.setState(initialMeetingState, true));
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('both allowed: both, nothing blocked', async () => {
    browserAllows({ audio: true, video: true });
    expect(await openDevices({ microphoneId: null, cameraId: null })).toBe(stream);
    expect(useMeetingStore.getState()).toMatchObject({
      microphoneBlocked: false,
      cameraBlocked: false,
    });
  });

  it('the camera refused: the microphone alone, and the camera is said to be blocked', async () => {
    const getUserMedia = browserAllows({ audio: true, video: false });
    expect(await openDevices({ microphoneId: 'mic-2', cameraId: 'cam-2' })).toBe(stream);
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: { deviceId: { exact: 'mic-2' } } });
    expect(useMeetingStore.getState()).toMatchObject({
      microphoneBlocked: false,
      cameraBlocked: true,
    });
  });

  it('the microphone refused: nothing, and the microphone is said to be blocked', async () => {
    browserAllows({ audio: false, video: true });
    expect(await openDevices({ microphoneId: null, cameraId: null })).toBeNull();
    expect(useMeetingStore.getState()).toMatchObject({
      microphoneBlocked: true,
      cameraBlocked: false,
    });
  });
});

function fakeSender(encodings: RTCRtpEncodingParameters[]) {
  const set: RTCRtpSendParameters[] = [];
  const sender = {
    getParameters: () => ({ encodings: encodings.map((e) => ({ ...e })) }),
    setParameters: (parameters: RTCRtpSendParameters) => {
      set.push(parameters);
      return Promise.resolve();
    },
  } as unknown as RTCRtpSender;
  return { sender, set };
}

describe('camera layers', () => {
  it('sizes each layer the offer asked for: full and half size', async () => {
    const { sender, set } = fakeSender([{ rid: 'f' }, { rid: 'h' }]);
    await layerCamera(sender);
    expect(set).toHaveLength(1);
    expect(set[0]!.encodings).toEqual(
      MEETING_VIDEO_ENCODINGS.map((e) => ({
        rid: e.Rid,
        scaleResolutionDownBy: e.ScaleResolutionDownBy,
        maxBitrate: e.MaxBitrate,
      })),
    );
    expect(set[0]!.encodings.map((e) => e.scaleResolutionDownBy)).toEqual([1, 2]);
  });

  it('leaves a camera sent without layers as it is', async () => {
    const { sender, set } = fakeSender([{}]);
    await layerCamera(sender);
    expect(set).toHaveLength(0);
  });
});

// The camera's layers: when the server's offer asked for them, each is sized by the domain's
// encodings; a sender without layers is left as the browser made it.
import { describe, expect, it } from 'vitest';
import { MEETING_VIDEO_ENCODINGS } from '@podium/domain';
import { layerCamera } from './meeting.media.ts';

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

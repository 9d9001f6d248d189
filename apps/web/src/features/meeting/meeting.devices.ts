// This participant's microphone and camera for the meeting, and how the camera is sent: in the
// layers the server's offer asks for (simulcast, MEETING_VIDEO_ENCODINGS). A browser that refuses
// the camera but allows the microphone joins with audio only, as in other meeting apps, and the
// participant is told the camera is blocked; without the microphone nobody can join (SPEC §8).
import { MEETING_VIDEO_ENCODINGS } from '@podium/domain';
import { setMeeting } from './meeting.store.ts';

export interface DeviceChoice {
  readonly microphoneId: string | null;
  readonly cameraId: string | null;
}

function constraints(choice: DeviceChoice): MediaStreamConstraints {
  return {
    audio: choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : true,
    video: choice.cameraId
      ? { deviceId: { exact: choice.cameraId }, width: 640, height: 360 }
      : { width: 640, height: 360 },
  };
}

/**
 * The chosen microphone and camera; the microphone alone when the camera is refused (blocked or
 * missing); null when the microphone is. The store says which was refused.
 */
export async function openDevices(choice: DeviceChoice): Promise<MediaStream | null> {
  const wanted = constraints(choice);
  try {
    const stream = await navigator.mediaDevices.getUserMedia(wanted);
    setMeeting({ microphoneBlocked: false, cameraBlocked: false });
    return stream;
  } catch {
    // Which device was refused: the microphone alone tells.
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: wanted.audio ?? true });
    setMeeting({ microphoneBlocked: false, cameraBlocked: true });
    return stream;
  } catch {
    // SPEC §8: the browser blocked the microphone (or there is none to use).
    setMeeting({ microphoneBlocked: true, cameraBlocked: false });
    return null;
  }
}

/**
 * Sizes the camera's layers when the offer asked for them (the sender's encodings then carry
 * their rids); a browser that cannot is left sending as it chose.
 */
export async function layerCamera(sender: RTCRtpSender): Promise<void> {
  const parameters = sender.getParameters();
  if (!parameters.encodings.some((encoding) => encoding.rid)) return;
  for (const encoding of parameters.encodings) {
    const layer = MEETING_VIDEO_ENCODINGS.find((e) => e.Rid === encoding.rid);
    if (!layer) continue;
    encoding.scaleResolutionDownBy = layer.ScaleResolutionDownBy;
    encoding.maxBitrate = layer.MaxBitrate;
  }
  await sender.setParameters(parameters).catch(() => undefined);
}

/** Resolves once the peer connection gathered its ICE candidates (answers carry them all). */
export async function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    pc.addEventListener('icegatheringstatechange', done);
  });
}

// The browser's WebRTC and microphone as the call audio uses them (call-audio.media.ts): the
// microphone's constraints, what a refusal looks like, waiting for ICE gathering (no trickle), and
// which offered m-line carries the speaker's own microphone.
import type { CallAudioStream } from '@podium/domain';

/** getUserMedia's audio: the browser's echo cancellation, noise suppression and gain control. */
export function microphoneConstraints(deviceId: string | null): MediaStreamConstraints {
  return {
    audio: {
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
      ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
    },
    video: false,
  };
}

/** The browser refused the microphone (the user said no, or a policy does). */
export function isDenied(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
  );
}

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

/** The transceiver that carries this speaker's microphone: the offered m-line no stream names. */
export function microphoneTransceiver(
  transceivers: readonly RTCRtpTransceiver[],
  streams: readonly CallAudioStream[],
): RTCRtpTransceiver | null {
  const named = new Set(streams.map((stream) => stream.Mid));
  return transceivers.find((t) => t.mid !== null && !named.has(t.mid)) ?? transceivers[0] ?? null;
}
